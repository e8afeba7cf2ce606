/// A test precondition that did not hold (a helper not built, a server that did not start),
/// thrown so the test stops with the reason.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
