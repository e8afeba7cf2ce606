/// Per-kind resolution: one small function per node type, dispatched from one switch.
extension Resolver {
    func content(_ kind: NodeKind, _ node: ViewNode, _ context: DataContext, depth: Int) -> RenderNode.Content {
        let props = PropReader(props: node.props, context: context, environment: environment)
        switch kind {
        case .vstack, .hstack, .zstack, .lazyVStack, .lazyHStack:
            return .stack(stack(kind, node, props, context, depth: depth))
        case .scroll:
            let axis = RenderNode.Axis(rawValue: props.string("axis") ?? "") ?? .vertical
            return .scroll(
                .init(
                    axis: axis, showsIndicators: props.bool("showsIndicators") ?? true, spacing: props.number("spacing"),
                    alignment: Self.alignment(props.string("alignment"), default: axis == .vertical ? "leading" : "top"),
                    children: children(node.children, context, depth: depth)))
        case .list:
            return list(node, props, context, depth: depth)
        case .grid:
            return .grid(
                .init(
                    columns: columns(props.value("columns"), of: node), spacing: props.number("spacing"),
                    alignment: RenderNode.HorizontalAlignment(rawValue: props.string("alignment") ?? "") ?? .center,
                    children: children(node.children, context, depth: depth)))
        case .spacer:
            return .spacer(minLength: props.number("minLength"))
        case .text:
            return .text(.init(content: props.string("content") ?? "", lineLimit: props.number("lineLimit").map { Int(saturating: $0) }))
        case .image:
            return .image(image(props))
        case .divider:
            return .divider
        case .progress:
            return .progress(.init(label: props.string("label"), value: props.number("value").map { min(1, max(0, $0)) }))
        case .button:
            return .button(
                .init(
                    label: label(props.node("label"), context, depth: depth), action: props.action("action"),
                    role: RenderNode.Button.Role(rawValue: props.string("role") ?? ""), isDisabled: props.bool("disabled") ?? false))
        case .navigationLink:
            // A link is a button whose action pushes the destination.
            var params: ValueTemplate?
            if case .value(let template)? = node.props["params"] { params = template }
            let action = Action(.navigate(screen: props.string("destination") ?? "", params: params), source: node.source)
            return .button(
                .init(
                    label: label(props.node("label"), context, depth: depth), action: BoundAction(action: action, context: context),
                    role: nil, isDisabled: false))
        case .textField, .searchBar:
            let binding = props.path("binding") ?? BindingPath([])
            return .textField(
                .init(
                    placeholder: props.string("placeholder") ?? "", text: ValueText.string(context.value(at: binding)), binding: binding,
                    onSubmit: props.action("onSubmit"), isSearch: kind == .searchBar, isSecure: props.bool("secure") ?? false))
        case .toggle:
            return .toggle(toggle(node, props, context))
        case .slider:
            return .slider(slider(node, props, context))
        case .picker:
            return .picker(picker(node, props, context))
        case .shareLink:
            let snapshot = props.string("snapshot")
            return .shareLink(
                .init(
                    text: props.string("text") ?? "", title: props.string("title"),
                    label: props.node("label").flatMap { resolve($0, in: context, depth: depth) },
                    snapshotID: snapshot?.isEmpty == false ? snapshot : nil))
        case .tabView:
            return .tabView(.init(tabs: tabs(props.value("tabs")), selectedIndex: 0))
        case .navigationStack:
            let root = props.node("root").flatMap { resolve($0, in: context, depth: depth) }
            return .navigationStack(root: root ?? RenderNode(content: .stack(.init(layout: .vertical, isLazy: false, alignment: .center, spacing: nil, children: []))))
        case .screen:
            var body = props.node("body").flatMap { resolve($0, in: context, depth: depth) }.map { [$0] } ?? []
            body += children(node.children, context, depth: depth)
            return .screen(
                .init(
                    title: props.string("title"),
                    titleDisplayMode: RenderNode.Screen.TitleDisplayMode(rawValue: props.string("titleDisplayMode") ?? "") ?? .automatic,
                    body: body, toolbar: children(props.nodes("toolbar"), context, depth: depth)))
        case .sheet:
            let binding = props.path("isPresented") ?? BindingPath([])
            let isPresented = ValueText.isTruthy(context.value(at: binding))
            let content = isPresented ? props.node("content").flatMap { resolve($0, in: context, depth: depth) } : nil
            return .sheet(.init(isPresented: isPresented, binding: binding, content: content))
        case .custom:
            return .custom(
                .init(viewId: props.string("viewId") ?? "", data: props.value("data") ?? .null, children: children(node.children, context, depth: depth)))
        case .component:
            // Expanded before content is asked for; reaching here means a bug in the caller.
            return .placeholder(.init(typeName: "component", message: "component was not expanded"))
        }
    }

    private func stack(_ kind: NodeKind, _ node: ViewNode, _ props: PropReader, _ context: DataContext, depth: Int) -> RenderNode.Stack {
        let layout: RenderNode.Stack.Layout
        switch kind {
        case .hstack, .lazyHStack: layout = .horizontal
        case .zstack: layout = .depth
        default: layout = .vertical
        }
        let alignment = Self.alignment(props.string("alignment"), default: "center")
        return RenderNode.Stack(
            layout: layout, isLazy: kind == .lazyVStack || kind == .lazyHStack, alignment: alignment, spacing: props.number("spacing"),
            children: children(node.children, context, depth: depth))
    }

    private func list(_ node: ViewNode, _ props: PropReader, _ context: DataContext, depth: Int) -> RenderNode.Content {
        let items: [JSONValue]
        switch props.value("items") {
        case .array(let array)?: items = array
        default: items = []
        }
        var limited = items
        if let limit = props.number("limit"), limit >= 0, Int(saturating: limit) < items.count {
            limited = Array(items.prefix(Int(saturating: limit)))
        }
        let template = props.node("itemTemplate") ?? ViewNode(kind: .text)
        var actions: [RowActionTemplate] = []
        if case .rowActions(let written)? = node.props["swipeActions"] { actions = written }
        let rows = LazyRows(
            items: limited, template: template, context: context, resolver: self, idKey: props.string("itemId"), depth: depth, actions: actions)
        return .list(.init(rows: rows, showsSeparators: props.bool("separator") ?? false, spacing: props.number("spacing")))
    }

    private func image(_ props: PropReader) -> RenderNode.Image {
        var source = RenderNode.ImageSource.none
        if let symbol = props.string("systemName"), !symbol.isEmpty {
            source = .system(symbol)
        } else if let text = props.string("source"), !text.isEmpty {
            source = Self.imageSource(text)
        }
        return RenderNode.Image(
            source: source, isResizable: props.bool("resizable") ?? false, aspectRatio: props.number("aspectRatio"),
            contentMode: RenderNode.Image.ContentMode(rawValue: props.string("contentMode") ?? "") ?? .fit, alt: props.string("alt"))
    }

    /// `http(s)://…` and `/path` are URLs, `system:name` a symbol, `asset:name` an app image,
    /// anything else an SF Symbol name.
    static func imageSource(_ text: String) -> RenderNode.ImageSource {
        if text.hasPrefix("http://") || text.hasPrefix("https://") || (text.hasPrefix("/") && !text.hasPrefix("//")) { return .url(text) }
        if text.hasPrefix("system:") { return .system(String(text.dropFirst(7))) }
        if text.hasPrefix("asset:") { return .asset(String(text.dropFirst(6))) }
        return .system(text)
    }

    private func label(_ node: ViewNode?, _ context: DataContext, depth: Int) -> RenderNode {
        node.flatMap { resolve($0, in: context, depth: depth) } ?? RenderNode(content: .text(.init(content: "", lineLimit: nil)))
    }

    private func tabs(_ value: JSONValue?) -> [RenderNode.TabBar.Tab] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard let screen = item["screen"]?.stringValue else { return nil }
            return .init(
                title: item["title"].map { ValueText.string($0) } ?? screen, icon: item["icon"]?.stringValue,
                badge: item["badge"].map { ValueText.string($0) }, screen: screen)
        }
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
    func columns(_ value: JSONValue?, of node: ViewNode) -> [RenderNode.Grid.Column] {
        let (columns, problems) = GridColumns.read(value)
        if case .value(.constant)? = node.props["columns"] { return columns }
        for problem in problems { report(problem.message, at: node.source) }
        return columns
    }
}
