import ViewEngine

/// Containers met inside a screen: tab views, navigation stacks, nested screens and sheets
/// bound to state. The app's own tab bar, stacks and presented sheets are drawn by
/// ``WebRenderer/renderApp(_:)``.
extension NodeWriter {
    mutating func tabView(_ tabs: RenderNode.TabBar) -> Element {
        var element = Element("div", classes: ["seg"])
        element.set("role", "tablist")
        for (index, tab) in tabs.tabs.enumerated() {
            var item = Element("button", classes: ["seg-item"] + (index == tabs.selectedIndex ? ["sel"] : []))
            item.set("type", "button")
            item.set("role", "tab")
            item.set("aria-selected", index == tabs.selectedIndex ? "true" : "false")
            if let target = tabIndexByScreen[tab.screen] {
                item.set(.action, String(interactions.register(.selectTab(target))))
            } else {
                item.set("disabled", "")
            }
            item.body = (tab.icon.map { "<span class=\"icon\" aria-hidden=\"true\">" + Self.icon($0) + "</span>" } ?? "")
                + "<span>" + HTMLEscaping.escape(tab.title) + "</span>"
            element.body += item.html
        }
        element.flex = Flexibility(horizontal: true, vertical: false)
        return element
    }

    mutating func navigationStack(_ root: RenderNode) -> Element {
        var element = Element("div", classes: ["v", "navstack"])
        path.append(0)
        element.body = render(root, in: .column).html
        path.removeLast()
        element.flex = .both
        return element
    }

    mutating func inlineScreen(_ screen: RenderNode.Screen) -> Element {
        var element = Element("section", classes: ["v", "screen-inline"])
        if let title = screen.title, !title.isEmpty {
            element.body += "<h2 class=\"inline-title\">" + HTMLEscaping.escape(title) + "</h2>"
        }
        let content = children(screen.body + screen.toolbar, in: .column)
        element.body += content.html
        element.flex = content.flex
        return element
    }

    /// A sheet shown while a state value is true; dismissing it writes `false` there.
    mutating func boundSheet(_ sheet: RenderNode.Sheet) -> String {
        guard sheet.isPresented, let content = sheet.content else { return "" }
        var dismiss = ""
        if let screen {
            dismiss = WireProtocol.Attribute.action.markup(String(interactions.register(.closeBoundSheet(binding: sheet.binding, screen: screen))))
        }
        path.append(0)
        let body = render(content, in: .column)
        path.removeLast()
        return "<div class=\"sheet-layer\"><button type=\"button\" class=\"backdrop\" aria-label=\"\(HTMLEscaping.escape(options.systemStrings.dismiss))\"\(dismiss)></button>"
            + "<div class=\"sheet-card\" role=\"dialog\" aria-modal=\"true\"><button type=\"button\" class=\"grabber\" aria-label=\"\(HTMLEscaping.escape(options.systemStrings.dismiss))\"\(WireProtocol.Attribute.testID.markup("sheet-dismiss"))\(dismiss)></button>"
            + "<div class=\"sheet-content v\">" + body.html + "</div></div></div>"
    }
}
