/// Signs a request just before each attempt is sent (each retry is signed anew, with its own
/// time), e.g. with AWS Signature Version 4.
public protocol RequestSigner: Sendable {
    /// Adds the headers that authenticate `request`.
    func sign(_ request: inout NetworkRequest)
}
