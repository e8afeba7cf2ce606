/// Everything the engine knows about one node type, in one file per type
/// (`Sources/ViewEngine/Nodes/<Category>/<Name>Node.swift`): its props (``NodeSpec``), the
/// checks across its props that decoding runs, and how it resolves into its render-tree case.
///
/// ``NodeKind/definition`` maps every kind to its definition with an exhaustive switch, so a
/// kind without a definition does not compile; the catalogue, decoding, validation, `sdui docs`
/// and the Gallery are derived from the definitions.
protocol NodeDefinition {
    /// Props, summary, example, aliases, children and category.
    static var spec: NodeSpec { get }

    /// Checks across the node's props written literally, after each prop decoded on its own
    /// (bound values are checked when they are evaluated). The default checks nothing.
    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder)

    /// The node's render-tree content, its props evaluated in `scope`'s data context.
    static func resolve(_ scope: NodeScope) -> RenderNode.Content
}

extension NodeDefinition {
    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {}
}

/// A decoded node as its definition's ``NodeDefinition/check(_:_:)`` sees it.
struct NodeCheck {
    let props: Props
    let source: SourceRef
    /// The keys written on the node that are not node fields (props written directly on it).
    let keysOnNode: [String]
    /// The node's members as written, to look inside `props`.
    let members: JSONMembers

    /// Whether the prop is written on the node or in its `props`, valid or not.
    func isWritten(_ name: String) -> Bool {
        if keysOnNode.contains(name) { return true }
        guard let inProps = members.first(where: { $0.key == "props" })?.value, inProps.kind == .object else { return false }
        return inProps.members.contains { $0.key == name }
    }

    /// The prop's text when it is written as a literal, with where.
    func constantText(_ name: String) -> (value: String, source: SourceRef)? {
        for entry in props.entries where entry.name.isSameName(name) {
            if case .value(.constant(.string(let text))) = entry.value { return (text, entry.source) }
        }
        return nil
    }

    /// The prop's number when it is written as a literal, with where.
    func constantNumber(_ name: String) -> (value: Double, source: SourceRef)? {
        for entry in props.entries where entry.name.isSameName(name) {
            if case .value(.constant(.number(let number))) = entry.value { return (number, entry.source) }
        }
        return nil
    }
}

/// What a definition resolves with: the node, its props readable in the data context, and
/// the resolver for its child nodes and for reporting problems met at run time.
struct NodeScope {
    // The parts of the node resolution uses, not the whole node: the scope is made for every
    // node resolved, and each stored reference is a retain.
    let resolver: Resolver
    let props: PropReader
    let childNodes: [ViewNode]
    let id: String?
    let source: SourceRef
    let depth: ResolutionDepth
    /// What ``word(_:)`` checks a bound choice prop against.
    let kind: NodeKind?

    init(resolver: Resolver, node: ViewNode, props: PropReader, depth: ResolutionDepth) {
        self.resolver = resolver
        self.props = props
        childNodes = node.children
        id = node.id
        source = node.source
        self.depth = depth
        kind = node.kind
    }

    /// The data the node's bindings read.
    var context: DataContext { props.context }

    /// A prop as decoded (paints, colours, swipe actions, templates), before evaluation.
    func written(_ name: String) -> PropValue? { props.props[name] }

    /// The node's `children`, resolved (hidden ones dropped).
    func children() -> [RenderNode] { resolver.children(childNodes, context, depth: depth) }

    /// `node` resolved; `position` is its ``RenderNode/position`` among the nodes it is drawn with.
    func resolve(_ node: ViewNode?, position: Int = 0) -> RenderNode? {
        node.flatMap { resolver.resolve($0, in: context, depth: depth, position: position) }
    }

    func resolve(_ nodes: [ViewNode]) -> [RenderNode] { resolver.children(nodes, context, depth: depth) }

    /// The node-valued prop `name`, resolved; an empty text when it is missing or hidden.
    func label(_ name: String) -> RenderNode {
        resolver.resolveNodeProp(name, of: props.props, context, depth: depth) ?? RenderNode(content: .text(.init(content: "", lineLimit: nil)))
    }

    /// The state path a control writes to: an empty path, which writes nothing and reads
    /// nothing (``value(at:)``), when the prop is missing (decoding reported it) or a bound key
    /// in it picks nothing here.
    func binding(_ name: String = "binding") -> BindingPath { statePath(name) ?? BindingPath([]) }

    /// The state path prop `name` with its bound keys read here; nil when it is missing or a
    /// key picks nothing, which is reported (the control would otherwise write nowhere unsaid).
    func statePath(_ name: String) -> BindingPath? {
        if let path = props.path(name) { return path }
        if case .expression(let expression)? = props.props[name] {
            report("'\(name)' writes nowhere here: a key in \(expression.source) picks no element or member")
        }
        return nil
    }

    /// The value a control shows from `binding`: nothing for the empty path of a binding that
    /// writes nowhere, which would otherwise read all of `$` (a toggle shown on, a text field
    /// showing the screen's data).
    func value(at binding: BindingPath) -> JSONValue? {
        binding.components.isEmpty ? nil : context.value(at: binding)
    }

    /// Records a bound value this node cannot use (``DiagnosticCode/unusableBoundValue``), once.
    func report(_ message: String) { resolver.reportUnusable(message, at: source) }
}
