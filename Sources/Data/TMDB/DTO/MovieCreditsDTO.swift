/// The `credits` TMDB appends to a movie's details: cast in billing order, and crew.
public struct MovieCreditsDTO: Codable, Sendable, Hashable {
    public struct CastMemberDTO: Codable, Sendable, Hashable {
        public let name: String
        /// Billing order, 0 first.
        public let order: Int?

        public init(name: String, order: Int?) {
            self.name = name
            self.order = order
        }
    }

    public struct CrewMemberDTO: Codable, Sendable, Hashable {
        public let name: String
        public let job: String?

        public init(name: String, job: String?) {
            self.name = name
            self.job = job
        }
    }

    public let cast: [CastMemberDTO]
    public let crew: [CrewMemberDTO]

    public init(cast: [CastMemberDTO], crew: [CrewMemberDTO]) {
        self.cast = cast
        self.crew = crew
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cast = try container.decodeLossyArray(CastMemberDTO.self, forKey: .cast)
        crew = try container.decodeLossyArray(CrewMemberDTO.self, forKey: .crew)
    }
}
