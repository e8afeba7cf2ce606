extension ViewNode {
    /// Calls `body` with each view node written directly inside this one: its children, its
    /// node-valued props (`label`, `itemTemplate`, `content`…), and the views inside its paints
    /// and its modifiers (`overlay`, `background`, `toolbar`…). Not recursive: each caller
    /// decides how deep to go, and whether to follow a component into its body.
    func forEachNestedNode(_ body: (ViewNode) -> Void) {
        for entry in props.entries {
            switch entry.value {
            case .node(let node): body(node)
            case .nodes(let nodes): nodes.forEach(body)
            case .paint(let paint): paint.forEachView(body)
            default: break
            }
        }
        children.forEach(body)
        for template in modifiersStorage?.value ?? [] { template.forEachView(body) }
        for template in propModifiersStorage?.value ?? [] { template.forEachView(body) }
    }

    /// The component a `component` node names literally (`"name": "card"`); nil for other
    /// nodes and for a bound name, which validation refuses (SDUI0603).
    var literalComponentName: String? {
        guard kind == .component, case .value(.constant(.string(let name)))? = props["name"] else { return nil }
        return name
    }

    /// Calls `body` with the name and place of each component this node and those nested in it
    /// use by a literal name, not following a component into its body.
    func forEachComponentUse(_ body: (String, SourceRef) -> Void) {
        if let name = literalComponentName { body(name, source) }
        forEachNestedNode { $0.forEachComponentUse(body) }
    }
}

extension ModifierTemplate {
    /// Calls `body` with each view node among the arguments (a view, views, a paint's view).
    func forEachView(_ body: (ViewNode) -> Void) {
        for argument in arguments {
            switch argument.value {
            case .view(let node): body(node)
            case .views(let nodes): nodes.forEach(body)
            case .paint(let paint): paint.forEachView(body)
            default: break
            }
        }
    }
}

extension Paint where View == ViewNode {
    /// Calls `body` with the view this paint draws, if it draws one (also as a shape's fill).
    func forEachView(_ body: (ViewNode) -> Void) {
        switch self {
        case .view(let node, _): body(node)
        case .shape(_, let fill): fill.forEachView(body)
        case .color, .hierarchical, .gradient: break
        }
    }
}
