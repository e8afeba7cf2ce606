/// Problems met at run time, located at the node.
extension Resolver {
    /// Records a problem met while resolving the node at `source`, once.
    func report(_ message: String, at source: SourceRef) {
        let location = source.document.map { "\($0.fileName):\(source.location): " } ?? ""
        issues.reportOnce(RuntimeIssue(message: location + message, screen: nil))
    }
}
