/// Problems met at run time, located at the node.
extension Resolver {
    /// Records a bound value the node at `source` cannot use, once: resolution runs on every
    /// render, and each problem is the same one each time.
    func reportUnusable(_ message: String, at source: SourceRef) {
        issues.reportOnce(RuntimeIssue(.unusableBoundValue, message, at: source))
    }

    /// What stands in for a node nested deeper than ``NestingLimits/renderedNodes``: a
    /// placeholder in debug, nothing in release, and one runtime issue either way. Decoding
    /// bounds a file's nesting, but components expanded inside one another multiply it.
    func tooDeep(_ node: ViewNode, position: Int) -> RenderNode? {
        let message = "view nodes nest more than \(NestingLimits.renderedNodes) levels deep once components are expanded, so the inner ones are not drawn"
        issues.reportOnce(RuntimeIssue(.nestingTooDeep, message, at: node.source))
        return placeholder(node.kind?.rawValue ?? node.unknownType, message, position: position)
    }
}
