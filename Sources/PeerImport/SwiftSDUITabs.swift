import ViewEngine

/// SwiftSDUI's `tabview`: each child is a tab, labelled by its own `title` and
/// `imageSystemName`/`imageName`. Our tab bar shows screens, so at a file's root each child
/// becomes a screen of the bundle and the tab bar the app's root; deeper in a tree the
/// children are shown as pages (our tab bar cannot be nested), which is reported.
enum SwiftSDUITabs {
    static let labelKeys: Set = ["title", "imageSystemName", "imageName"]

    static func node(_ value: PeerValue, _ peerType: String, _ context: inout ImportContext) -> OurNode? {
        for (key, member, _) in value.members where !["type", "children", "selection"].contains(key) {
            context.noCounterpart(key, of: peerType, at: member, "a tab view takes children and selection")
        }
        let selection = value.member("selection")
        let children = value.member("children").map { $0.kind == .object ? [$0] : $0.elements } ?? []
        guard context.depth == 1 else {
            if let selection, selection.number != 0 {
                context.noCounterpart("selection", of: peerType, at: selection, "pages start at the first")
            }
            context.approximated("a SwiftSDUI tab view inside another view is shown as pages (page_tab_view): our tab bar is the root of the app", at: value)
            var pages = OurNode("page_tab_view")
            pages.children = children.compactMap { child in tab(child, &context).map(\.node) }
            return pages
        }
        var tabs: [JSONValue] = []
        // SwiftSDUI numbers its children; a child that does not convert is no tab, so the tabs
        // after it move up.
        var tabOfChild: [Int: Int] = [:]
        for (index, child) in children.enumerated() {
            guard let (node, title, icon) = tab(child, &context) else { continue }
            tabOfChild[index] = tabs.count
            let screen = "\(context.screenName)_tab\(index + 1)"
            context.tabScreens.append((screen, node.json))
            var item: JSONObject = ["title": .string(title ?? screen), "screen": .string(screen)]
            if let icon { item["icon"] = .string(icon) }
            tabs.append(.object(item))
        }
        var tabBar: JSONObject = ["type": "tab_view", "tabs": .array(tabs)]
        if let selection, selection.number != 0 {
            // The root tab bar's `selection` is the tab shown at launch, as SwiftSDUI's is.
            if let number = selection.number, number == number.rounded(), number >= 0, number < Double(children.count),
                let tab = tabOfChild[Int(number)]
            {
                if tab != 0 { tabBar["selection"] = .number(Double(tab)) }  // 0, the first tab, is the default
            } else {
                context.invalid("selection", at: selection, expected: "the number of one of its \(children.count) children that became a tab, from 0")
            }
        }
        context.tabBar = .object(tabBar)
        return nil
    }

    /// A tab's content (the child without its label keys) and its label.
    private static func tab(_ child: PeerValue, _ context: inout ImportContext) -> (node: OurNode, title: String?, icon: String?)? {
        let isImage = child.member("type")?.string?.lowercased() == "image"
        // An image's imageSystemName is its content too; a label key of another node is only the tab's.
        let consumed = isImage ? ["title"] : labelKeys
        let title = child.member("title").flatMap { context.text("title", $0) }
        var icon = child.member("imageSystemName").flatMap { context.text("imageSystemName", $0) }
        if icon == nil, let asset = child.member("imageName") {
            context.approximated("the imageName (an asset) of a tab has no counterpart in our tab bar, which shows SF Symbols; the tab has no icon", at: asset)
        }
        if icon?.isEmpty == true { icon = nil }
        context.depth += 1
        defer { context.depth -= 1 }
        guard let node = SwiftSDUIConverter.node(child, &context, skipping: Set(consumed)) else { return nil }
        return (node, title, icon)
    }
}
