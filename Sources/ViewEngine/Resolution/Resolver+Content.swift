/// Helpers the node definitions share (`Sources/ViewEngine/Nodes/`), and the dispatch to them.
extension Resolver {
    func content(_ kind: NodeKind, _ node: ViewNode, _ context: DataContext, depth: ResolutionDepth) -> RenderNode.Content {
        let props = PropReader(props: node.props, context: context, environment: environment)
        return kind.definition.resolve(NodeScope(resolver: self, node: node, props: props, depth: depth))
    }

    static func alignment(_ text: String?, default fallback: String) -> RenderNode.Alignment {
        switch text ?? fallback {
        case "leading": return .init(horizontal: .leading, vertical: .center)
        case "trailing": return .init(horizontal: .trailing, vertical: .center)
        case "top": return .init(horizontal: .center, vertical: .top)
        case "bottom": return .init(horizontal: .center, vertical: .bottom)
        case "topLeading": return .init(horizontal: .leading, vertical: .top)
        case "topTrailing": return .init(horizontal: .trailing, vertical: .top)
        case "bottomLeading": return .init(horizontal: .leading, vertical: .bottom)
        case "bottomTrailing": return .init(horizontal: .trailing, vertical: .bottom)
        case "firstTextBaseline": return .init(horizontal: .center, vertical: .firstTextBaseline)
        case "lastTextBaseline": return .init(horizontal: .center, vertical: .lastTextBaseline)
        default: return .center
        }
    }

    /// The grid's columns under ``GridColumns``' rules. Problems of columns from a binding are
    /// reported at the node; literal ones were reported, more precisely, when decoding.
    func columns(_ value: JSONValue?, written: PropValue?, at source: SourceRef) -> [RenderNode.Grid.Column] {
        let (columns, problems) = GridColumns.read(value)
        if case .value(.constant)? = written { return columns }
        for problem in problems { reportUnusable(problem.message, at: source) }
        return columns
    }
}
