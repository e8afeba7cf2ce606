/// Builds a list of child nodes from statements, as SwiftUI's `ViewBuilder` builds views:
/// one node per line, `if`/`else`, `if let`, `switch` and `for … in`.
@resultBuilder
public enum NodeBuilder {
    /// One node.
    public static func buildExpression(_ node: some NodeRepresentable) -> [Node] { [node.node] }

    /// Nodes made elsewhere (a helper function's result).
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }

    /// The nodes of each statement, in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }

    /// An `if` without `else`: its nodes, or none.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither(first part: [Node]) -> [Node] { part }

    /// The `else` branch or a later `switch` case.
    public static func buildEither(second part: [Node]) -> [Node] { part }

    /// A `for … in` loop: every iteration's nodes.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
