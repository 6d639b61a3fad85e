import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkError {
    /// Maps what a ``NetworkSession`` threw. Foundation's own text is not used, because it may
    /// quote the URL and with it the credential.
    ///
    /// - Parameter host: the host and port asked, named in the message.
    public init(sessionError error: any Error, host: String) {
        if let networkError = error as? NetworkError {
            self = networkError
            return
        }
        if error is CancellationError {
            self = .cancelled
            return
        }
        guard let urlError = error as? URLError else {
            self = .transport(code: 0, reason: String(describing: type(of: error)))
            return
        }
        switch urlError.code {
        case .timedOut:
            self = .timedOut
        case .cancelled, .userCancelledAuthentication:
            self = .cancelled
        case .badURL, .unsupportedURL:
            self = .invalidURL(host)
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            self = .notConnected(reason: "there is no network connection (trying \(host))")
        case .cannotFindHost, .dnsLookupFailed:
            self = .notConnected(reason: "the host name \(host) could not be resolved")
        case .cannotConnectToHost:
            self = .notConnected(reason: "\(host) refused the connection or is not listening")
        case .networkConnectionLost:
            self = .notConnected(reason: "the connection to \(host) was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            self = .transport(code: urlError.errorCode, reason: "the secure connection to \(host) failed")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeRawData,
             .cannotDecodeContentData:
            self = .transport(code: urlError.errorCode, reason: "\(host) sent an answer that is not valid HTTP")
        default:
            self = .transport(code: urlError.errorCode, reason: "talking to \(host) failed")
        }
    }
}
