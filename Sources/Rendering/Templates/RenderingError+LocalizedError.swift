import Foundation

extension RenderingError: LocalizedError {
    public var errorDescription: String? { description }
}
