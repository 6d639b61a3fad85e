/// Poster images, by the full URL a movie's list item or details give.
public protocol PosterImagesRepository: Sendable {
    /// The bytes of the image at `url`, as served; throws when there is no usable answer.
    func fetchImage(url: String) async throws -> [UInt8]
}
