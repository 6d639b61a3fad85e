/// What the details screen asks for.
public struct FetchMovieDetailsUseCaseRequestValue: Sendable, Hashable {
    public let movieID: Movie.Identifier

    public init(movieID: Movie.Identifier) {
        self.movieID = movieID
    }
}

/// Reads one movie's full details.
public protocol FetchMovieDetailsUseCase: Sendable {
    func execute(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> Movie
    /// The same, saying when the details are an older stored copy because the source failed.
    func executeNotingStaleness(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> MovieDetailsResult
}

extension FetchMovieDetailsUseCase {
    /// For a use case whose details are always fresh.
    public func executeNotingStaleness(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> MovieDetailsResult {
        MovieDetailsResult(movie: try await execute(requestValue: requestValue))
    }
}

/// Reads one movie's details from the details repository.
public struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieDetailsRepository: MovieDetailsRepository

    public init(movieDetailsRepository: MovieDetailsRepository) {
        self.movieDetailsRepository = movieDetailsRepository
    }

    public func execute(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> Movie {
        try await movieDetailsRepository.fetchMovieDetails(movieID: requestValue.movieID)
    }

    public func executeNotingStaleness(requestValue: FetchMovieDetailsUseCaseRequestValue) async throws -> MovieDetailsResult {
        try await movieDetailsRepository.fetchMovieDetailsResult(movieID: requestValue.movieID)
    }
}
