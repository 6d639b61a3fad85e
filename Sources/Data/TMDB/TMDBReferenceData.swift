/// What TMDB's pages need besides their own answers, loaded once per run on first use: the genre
/// names behind `genre_ids` (fetched, else cached, else none) and, kept for the next run's poster
/// URLs, the image configuration.
public actor TMDBReferenceData {
    /// The key of the genre list in the ``ResponseDocumentStorage``.
    public static func genresDocumentKey(language: String) -> String {
        TMDBEndpoints.movieGenres(language: language).cacheKey
    }

    private let remote: TMDBRemoteDataSource
    private let storage: ResponseDocumentStorage
    private let language: String
    private var loading: Task<[Int: String], Never>?

    public init(remote: TMDBRemoteDataSource, storage: ResponseDocumentStorage, language: String) {
        self.remote = remote
        self.storage = storage
        self.language = language
    }

    /// Genre names by id; empty when TMDB cannot be reached and nothing is cached.
    public func genreNames() async -> [Int: String] {
        if let loading { return await loading.value }
        let (remote, storage, language) = (remote, storage, language)
        let task = Task { await Self.load(remote: remote, storage: storage, language: language) }
        loading = task
        return await task.value
    }

    private static func load(remote: TMDBRemoteDataSource, storage: ResponseDocumentStorage, language: String) async -> [Int: String] {
        async let configurationRefreshed: Void = refreshImagesConfiguration(remote: remote, storage: storage)
        let key = genresDocumentKey(language: language)
        let names: [Int: String]
        do {
            let genres = try await remote.movieGenres(language: language)
            try? await storage.save(genres, forKey: key)
            names = genres.namesByID
        } catch {
            let cached = try? await storage.document(GenresResponseDTO.self, forKey: key)
            names = cached?.namesByID ?? [:]
        }
        await configurationRefreshed
        return names
    }

    private static func refreshImagesConfiguration(remote: TMDBRemoteDataSource, storage: ResponseDocumentStorage) async {
        guard let configuration = try? await remote.configuration() else { return }
        try? await storage.save(configuration, forKey: TMDBImagesConfiguration.documentKey)
    }
}
