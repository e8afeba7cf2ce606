/// Problems met at run time, located at the node.
extension Resolver {
    /// Records a bound value the node at `source` cannot use, once: resolution runs on every
    /// render, and each problem is the same one each time.
    func reportUnusable(_ message: String, at source: SourceRef) {
        issues.reportOnce(RuntimeIssue(.unusableBoundValue, message, at: source))
    }
}
