/// `sheet`: a modal sheet over the screen. As the spec writes it, `content` alone is enough:
/// such a sheet is named by its `id` (`sheet` when it has none) and a `present` action naming
/// it shows it; the runtime keeps that at the screen state path `presented.<name>`.
/// `isPresented` binds it to a boolean of your own instead.
enum SheetNode: NodeDefinition {
    static let spec = NodeSpec(
        .sheet, .navigation, aliases: ["modal"],
        props: [
            PropSpec("content", .node, required: true, "The sheet's content"),
            PropSpec("isPresented", .statePath, writes: .bool, "State path of a boolean that shows the sheet (default: presented.<id or \"sheet\">, set by a present action naming the sheet)"),
        ], "Modal sheet, shown by a present action naming it or while a bound boolean is true",
        example: #"{"type": "vstack", "children": [{"type": "button", "label": "Show the sheet", "action": {"actionType": "present", "screen": "sheet"}}, {"type": "sheet", "content": {"type": "text", "content": "In a sheet"}}]}"#)

    /// The state member under which `present` actions record which unbound sheets are shown.
    static let presentedKey = "presented"

    /// The name a `present` action uses for `node`, a sheet or another presentation node: its
    /// id, else its type's name (`sheet`, `popover`, …).
    static func name(of node: ViewNode) -> String { node.id ?? node.kind?.name ?? "sheet" }

    /// The node types a `present` action shows by name when they have no `isPresented`.
    static let presentedKinds: Set<NodeKind> = [.sheet, .alert, .confirmationDialog, .popover, .fullScreenCover]

    /// Where an unbound sheet's shown-ness lives in screen state.
    static func presentedPath(named name: String) -> BindingPath {
        BindingPath([.init(presentedKey), .init(name)])
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let binding = scope.statePath("isPresented") ?? presentedPath(named: scope.id ?? "sheet")
        let isPresented = ValueText.isTruthy(scope.value(at: binding))
        let content = isPresented ? scope.resolve(scope.props.node("content")) : nil
        return .sheet(.init(isPresented: isPresented, binding: binding, content: content))
    }
}

extension ViewNode {
    /// The names of the sheets without `isPresented` in this node's tree (in props, children,
    /// modifiers' views and components' use sites, not inside list rows), which `present`
    /// actions may name.
    public var unboundSheetNames: [String] {
        var names: [String] = []
        func visit(_ node: ViewNode) {
            if let kind = node.kind, SheetNode.presentedKinds.contains(kind), node.props["isPresented"] == nil { names.append(SheetNode.name(of: node)) }
            node.forEachNestedNode(visit)
        }
        visit(self)
        return names
    }
}
