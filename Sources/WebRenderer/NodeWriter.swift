import ViewEngine

/// Writes render nodes as HTML, one small function per ``RenderNode/Content`` case
/// (`NodeWriter+….swift`), dispatched from one switch. Collects the page's interactions and
/// adaptive colours as it goes.
struct NodeWriter {
    var options: WebRenderOptions
    var interactions: InteractionTable
    var css = StyleCSS(palette: ColorPalette())
    /// The screen whose nodes are being written: actions run on it.
    var screen: ScreenID?
    /// Child indexes from the screen root to the node being written; names lists and
    /// scroll views stably across renders (for paging and scroll restoration).
    var path: [Int] = []
    /// Root tab index by screen name, for `tab_view` nodes inside screens.
    var tabIndexByScreen: [String: Int] = [:]
    /// Ids of the nodes the page's share links snapshot; those nodes are marked
    /// (`data-snapshot-node`) so the client can measure them.
    var snapshotTargets: Set<String> = []
    /// What the modifiers of the nodes being written pass down (see ``WebEnvironment``).
    var environment = WebEnvironment()
    /// Whether a modifier needed a rule of ``ModifierStylesheet``.
    var usesModifierStylesheet = false
    /// The `dynamicTypeSize` ranges of the nodes written (``TypeScale/rules(for:)``).
    var typeSizeRanges: Set<ClosedRange<TextSize>> = []
    /// The screen's latest `scrollTo` request: nodes with its id are marked for the client.
    var scrollRequest: ScrollRequest?
    /// Rows the page may still draw, across all its lists. Each list pages its own rows, but
    /// lists nested in rows multiply: nine levels of ten rows are a billion from 600 bytes of
    /// JSON. Past the budget, lists end with their "Show more" button.
    var rowsLeft = NodeWriter.rowsPerPage
    static let rowsPerPage = 10_000

    init(options: WebRenderOptions, interactions: InteractionTable) {
        self.options = options
        self.interactions = interactions
    }

    /// The CSS the written nodes need beyond the base stylesheet: their adaptive colours, the
    /// modifier rules when a modifier needs them, and their text size ranges.
    var stylesheet: String {
        (css.palette.isEmpty ? "" : css.palette.stylesheet) + (usesModifierStylesheet ? ModifierStylesheet.css : "")
            + TypeScale.rules(for: typeSizeRanges)
    }

    /// A key for the node at the current path, unique in the page.
    var pathKey: String {
        "\(screen?.rawValue ?? 0)/" + path.map(String.init).joined(separator: ".")
    }

    mutating func render(_ node: RenderNode, in parent: ParentLayout) -> Rendered {
        var html = ""
        let flex = render(node, in: parent, into: &html)
        return Rendered(html: html, flex: flex)
    }

    /// Appends the node's HTML to `out` (the HTML of its parent's children, see
    /// ``children(_:in:)``) and returns how it wants to expand.
    mutating func render(_ node: RenderNode, in parent: ParentLayout, into out: inout String) -> Flexibility {
        if node.modifiers.isEmpty {
            // Only a style's font reaches the nodes inside (for a `dynamicTypeSize` range
            // among them): that one value is kept and put back, not the whole environment.
            guard let font = node.style.font else { return renderContent(node, in: parent, into: &out) }
            let outerFont = environment.font
            environment.font = font
            defer { environment.font = outerFont }
            return renderContent(node, in: parent, into: &out)
        }
        let outer = environment
        enterEnvironment(of: node)
        defer { environment = outer }
        return renderContent(node, in: parent, into: &out)
    }

    private mutating func renderContent(_ node: RenderNode, in parent: ParentLayout, into out: inout String) -> Flexibility {
        func append(_ rendered: Rendered, to out: inout String) -> Flexibility {
            out += rendered.html
            return rendered.flex
        }
        var element: Element
        switch node.content {
        case .stack(let stack): element = self.stack(stack)
        case .group(let children): element = group(children, in: parent)
        case .scroll(let scroll): element = self.scroll(scroll)
        case .list(let list): return append(applyModifiers(node, to: self.list(list, node: node, in: parent), in: parent), to: &out)
        case .grid(let grid): element = self.grid(grid)
        case .spacer(let minLength): element = spacer(minLength, in: parent)
        case .text(let text):
            element = self.text(text)
            // SwiftUI keeps a short label on one line and squeezes its longer neighbours.
            if parent == .row, text.content.count <= 16, !text.content.utf8.contains(UInt8(ascii: "\n")) { element.classes.append("short") }
        case .image(let image): element = self.image(image, accessibility: node.accessibility)
        case .divider: element = divider(in: parent)
        case .progress(let progress): element = self.progress(progress)
        case .button(let button): element = self.button(button, node: node)
        case .textField(let field): element = textField(field, accessibility: node.accessibility)
        case .toggle(let toggle): element = self.toggle(toggle)
        case .slider(let slider): element = self.slider(slider)
        case .picker(let picker): element = self.picker(picker, accessibility: node.accessibility)
        case .stepper(let stepper): element = self.stepper(stepper)
        case .textEditor(let editor): element = textEditor(editor, accessibility: node.accessibility)
        case .datePicker(let picker): element = datePicker(picker, accessibility: node.accessibility)
        case .colorPicker(let picker): element = colorPicker(picker, accessibility: node.accessibility)
        case .menu(let menu): element = self.menu(menu)
        case .multiPicker(let picker): element = multiPicker(picker)
        case .disclosureGroup(let group): element = disclosureGroup(group)
        case .presentation(let presentation):
            // Like a sheet: no room where it is declared; while shown it covers the app.
            out += self.presentation(presentation)
            return .none
        case .shareLink(let share): return append(applyModifiers(node, to: shareLink(share, node: node, in: parent), in: parent), to: &out)
        case .tabView(let tabs): element = tabView(tabs)
        case .navigationStack(let root): element = navigationStack(root)
        case .screen(let screen): element = inlineScreen(screen)
        case .sheet(let sheet):
            // A sheet takes no room where it is declared; when shown it covers the app.
            out += boundSheet(sheet)
            return .none
        case .custom(let custom): element = self.custom(custom)
        case .label(let label): element = self.label(label)
        case .shape(let shape): element = self.shape(shape)
        case .paint(let paint): element = paintView(paint)
        case .container(let container): element = self.container(container)
        case .chart(let chart): element = self.chart(chart)
        case .gauge(let gauge): element = self.gauge(gauge)
        case .contentUnavailable(let empty): element = contentUnavailable(empty)
        case .asyncImage(let image): element = asyncImage(image, accessibility: node.accessibility)
        case .video(let video): element = self.video(video)
        case .placeholder(let placeholder): element = self.placeholder(placeholder)
        }
        return finish(&element, node: node, in: parent, into: &out)
    }

    /// ``finish(_:node:in:into:)`` into a string of the element's own.
    mutating func finish(_ element: inout Element, node: RenderNode, in parent: ParentLayout) -> Rendered {
        var html = ""
        let flex = finish(&element, node: node, in: parent, into: &html)
        return Rendered(html: html, flex: flex)
    }

    /// Applies style, accessibility, tap handling and flexibility, then appends the element
    /// to `out`.
    mutating func finish(_ element: inout Element, node: RenderNode, in parent: ParentLayout, into out: inout String) -> Flexibility {
        var isText = false
        var clips = true
        switch node.content {
        case .text: isText = true
        case .scroll: clips = false
        default: break
        }
        css.apply(node.style, to: &element, isText: isText, clips: clips)
        if !node.modifiers.isEmpty { applyModifiers(node, to: &element) }
        applyAccessibility(node.accessibility, to: &element)
        if let id = node.id, snapshotTargets.contains(id) { element.set(.snapshotNode, id) }
        if let request = scrollRequest, node.id == request.id { markScrollTarget(&element, request) }
        if let transition = node.transition {
            // The client compares each key with the previous page's at the same path and
            // animates the node in when it changed (the page is swapped, not navigated).
            element.set(.transition, transition.kind.rawValue)
            element.set(.animationKey, transition.key)
            element.set(.animationPath, pathKey)
        }
        if let tap = node.onTap, let screen, !isButton(node) {
            element.set(.action, String(interactions.register(.perform(tap, screen: screen))))
            element.set("role", "button")
            element.set("tabindex", "0")
            element.classes.append("tap")
        }
        element.classes += element.flex.classes(in: parent)
        element.write(into: &out)
        return element.flex
    }

    private func isButton(_ node: RenderNode) -> Bool {
        switch node.content {
        case .button, .shareLink: return true
        default: return false
        }
    }

    /// The snapshot ids of the share links in `node` (not inside list rows).
    static func snapshotIDs(in node: RenderNode) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ node: RenderNode) {
            if case .shareLink(let share) = node.content, let id = share.snapshotID { ids.insert(id) }
            node.childNodes.forEach(visit)
        }
        visit(node)
        return ids
    }

    mutating func applyAccessibility(_ accessibility: RenderNode.Accessibility, to element: inout Element) {
        guard !accessibility.isEmpty, !element.handlesAccessibility else { return }
        if let identifier = accessibility.identifier { element.set(.testID, identifier) }
        if let label = accessibility.label {
            element.set("aria-label", label)
            // Generic elements cannot carry a name; a group can.
            if (element.tag == "div" || element.tag == "span") && !element.has("role") { element.set("role", "group") }
        }
        if let hint = accessibility.hint { element.setHint(hint) }
        if accessibility.isHidden { element.set("aria-hidden", "true") }
    }

    /// Renders children in a container, each at its index in ``path``.
    mutating func children(_ nodes: [RenderNode], in parent: ParentLayout) -> (html: String, flex: Flexibility) {
        var html = ""
        var flex = Flexibility.none
        for (index, child) in nodes.enumerated() {
            path.append(index)
            flex = flex.union(render(child, in: parent, into: &html))
            path.removeLast()
        }
        return (html, flex)
    }
}
