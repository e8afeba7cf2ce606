import ViewEngine

/// Options of one render.
public struct WebRenderOptions: Sendable {
    /// Rows of a list shown before its "Show more" control.
    public var rowPageSize: Int = 100
    /// Rows to show per list, by the list key a "Show more" interaction carries.
    public var rowLimits: [String: Int] = [:]
    /// The first interaction id; a session passes the previous table's `nextID`.
    public var firstInteractionID: Int = 1
    /// Draws the iOS status bar (time, signal, battery) above the app.
    public var showsStatusBar = true
    /// Back-button titles by screen, as earlier renders found them (``RenderedPage/backTitles``):
    /// the screen below the top one is resolved only when it is not in here.
    public var backTitles: [ScreenID: String] = [:]
    /// The words of the controls iOS itself would draw (Back, Done, Copy…), in the page's language.
    public var systemStrings = SystemStrings.english

    /// Defaults: 100 rows per list page, no row limits, ids from 1, a status bar, no back
    /// titles, English system words.
    public init() {}
}

/// HTML for a page region, its title and the interactions it emits.
public struct RenderedPage: Sendable {
    /// An HTML fragment.
    public var html: String
    /// The title of the screen in front.
    public var title: String
    /// What the page's elements do, by the ids they carry; the host keeps it to answer the
    /// browser's requests.
    public var interactions: InteractionTable
    /// The CSS the fragment needs beyond the base stylesheet (its adaptive colours and
    /// modifier rules), or empty. Kept apart from `html` because a `<style>` element belongs
    /// in the document's `<head>` (``PageDocument``): HTML allows none in `<main>`.
    public var stylesheet = ""
    /// The back-button title of each screen this render drew in front, for
    /// ``WebRenderOptions/backTitles`` of the next render.
    public var backTitles: [ScreenID: String] = [:]
}

/// Render tree → HTML and CSS that follow SwiftUI's layout: stacks with alignment and
/// spacing, spacers and infinite frames that take the remaining space, overlays, scroll
/// views, lazy grids, navigation bars, tab bars and sheets, styled like iOS at 390×844.
///
/// Pure: it reads a tree (or a runtime's state) and returns strings; it never performs an
/// action. Every string from data is escaped and every URL from data is filtered
/// (``URLPolicy``), so data cannot inject markup or script.
public struct WebRenderer: Sendable {
    /// Applied to every render; a session makes a renderer per render with its ids, row limits
    /// and back titles.
    public var options: WebRenderOptions

    /// A renderer with `options` (the defaults unless given).
    public init(options: WebRenderOptions = WebRenderOptions()) {
        self.options = options
    }

    /// One node on its own (tests and snapshots). Interactions are registered only when
    /// `screen` is given, since they run on a screen.
    public func render(_ node: RenderNode, screen: ScreenID? = nil) -> RenderedPage {
        var writer = NodeWriter(options: options, interactions: InteractionTable(firstID: options.firstInteractionID))
        writer.screen = screen
        writer.snapshotTargets = NodeWriter.snapshotIDs(in: node)
        let rendered = writer.render(node, in: .column)
        return RenderedPage(html: rendered.html, title: "", interactions: writer.interactions, stylesheet: writer.stylesheet)
    }

    /// The whole app as the runtime shows it: status bar, the selected tab's top screen with
    /// its navigation bar, the tab bar, and presented sheets over them.
    @MainActor
    public func renderApp(_ runtime: AppRuntime) -> RenderedPage {
        renderApp(frame(of: runtime))
    }

    /// The whole app as `frame` (read by ``frame(of:)``) shows it. Touches no runtime, so it
    /// may run on any thread.
    public func renderApp(_ frame: AppFrame) -> RenderedPage {
        var writer = NodeWriter(options: options, interactions: InteractionTable(firstID: options.firstInteractionID))
        writer.tabIndexByScreen = frame.tabIndexByScreen
        let hasSheets = !frame.sheets.isEmpty
        var title = frame.appName
        var html = Self.phoneOpening(frame.colorScheme, accent: frame.accentColor, writer: &writer) + statusBar()
        var backTitles: [ScreenID: String] = [:]
        var main = ""
        if let selected = frame.selectedStack {
            let screen = screenHTML(selected, writer: &writer)
            backTitles[selected.id] = Self.backTitle(screen.title, back: options.systemStrings.back)
            main = screen.html
            title = screen.title ?? title
        }
        html += "<div class=\"stackview\"" + (hasSheets ? " inert" : "") + ">" + main + "</div>"
        if let bar = frame.tabBar {
            html += tabBar(bar, inert: hasSheets, writer: &writer)
        }
        for (index, sheet) in frame.sheets.enumerated() {
            var screen: (html: String, title: String?) = ("", nil)
            if let sheet { screen = screenHTML(sheet, writer: &writer) }
            if let sheet { backTitles[sheet.id] = Self.backTitle(screen.title, back: options.systemStrings.back) }
            let isTop = index == frame.sheets.count - 1
            let dismiss = isTop ? WireProtocol.Attribute.action.markup(String(writer.interactions.register(.dismissSheet))) : ""
            html += "<div class=\"sheet-layer\"" + (isTop ? "" : " inert") + "><button type=\"button\" class=\"backdrop\" aria-label=\"\(HTMLEscaping.escape(writer.options.systemStrings.dismiss))\"\(dismiss)></button>"
                + "<div class=\"sheet-card\" role=\"dialog\" aria-modal=\"true\" aria-label=\"\(HTMLEscaping.escape(screen.title ?? "Sheet"))\">"
                + "<button type=\"button\" class=\"grabber\" aria-label=\"\(HTMLEscaping.escape(writer.options.systemStrings.dismiss))\"\(WireProtocol.Attribute.testID.markup("sheet-dismiss"))\(dismiss)></button>"
                + screen.html + "</div></div>"
            if isTop { title = screen.title ?? title }
        }
        html += "</div>"
        return RenderedPage(
            html: html, title: title, interactions: writer.interactions, stylesheet: writer.stylesheet, backTitles: backTitles)
    }

    /// One screen of the runtime with its navigation bar, without tab bar or back button
    /// (`sdui render`).
    @MainActor
    public func renderScreen(_ id: ScreenID, of runtime: AppRuntime) -> RenderedPage {
        var writer = NodeWriter(options: options, interactions: InteractionTable(firstID: options.firstInteractionID))
        let screen = screenHTML(AppFrame.StackTop(id: id, node: runtime.render(id), backTitle: nil, isRoot: true), writer: &writer)
        let html = Self.phoneOpening(runtime.preferredColorScheme, accent: runtime.bundle.theme.accentColor, writer: &writer) + statusBar()
            + "<div class=\"stackview\">" + screen.html + "</div></div>"
        return RenderedPage(
            html: html, title: screen.title ?? runtime.bundle.name, interactions: writer.interactions, stylesheet: writer.stylesheet)
    }

    // MARK: Chrome

    /// The phone frame, in the app's colour scheme when it asks for one, and with the theme's
    /// accent colour as `--accent` (which the back button, selected tab, toolbar items and
    /// controls are drawn in), adaptive through the page's palette.
    static func phoneOpening(_ scheme: AppColorScheme?, accent: ResolvedColor?, writer: inout NodeWriter) -> String {
        let tint = accent.map { " style=\"--accent:" + writer.css.palette.css($0) + "\"" } ?? ""
        return "<div class=\"phone" + (scheme.map { " scheme-\($0.rawValue)" } ?? "") + "\"" + tint + ">"
    }

    private func statusBar() -> String {
        options.showsStatusBar ? Self.statusBarHTML : ""
    }

    /// The same on every frame, so written once.
    private static let statusBarHTML: String = {
        let icons = ["cellularbars", "wifi", "battery.100"].map { "<span class=\"icon\">" + NodeWriter.icon($0) + "</span>" }.joined()
        return "<div class=\"statusbar\" aria-hidden=\"true\"><span>9:41</span><span class=\"sb-icons\">" + icons + "</span></div>"
    }()

    /// What the back button to a screen says: its title when short, else `back` ("Back").
    static func backTitle(_ title: String?, back: String) -> String {
        guard let title, !title.isEmpty, title.count <= 14 else { return back }
        return title
    }

    private func screenHTML(_ top: AppFrame.StackTop, writer: inout NodeWriter) -> (html: String, title: String?) {
        let (id, node, backTitle, isRoot) = (top.id, top.node, top.backTitle, top.isRoot)
        writer.screen = id
        writer.path = []
        writer.snapshotTargets = NodeWriter.snapshotIDs(in: node)
        writer.scrollRequest = nil
        guard case .screen(let screen) = node.content else {
            let body = writer.render(node, in: .column).html
            return ("<section class=\"screen\"><div class=\"screen-scroll\"><div class=\"screen-body\">" + body + "</div></div></section>", nil)
        }
        writer.scrollRequest = screen.scrollRequest
        let title = screen.title.flatMap { $0.isEmpty ? nil : $0 }
        let isLarge = title != nil && (screen.titleDisplayMode == .large || (screen.titleDisplayMode == .automatic && isRoot))
        var section = Element("section", classes: ["screen"])
        section.set("data-screen", String(id.rawValue))
        writer.css.apply(node.style, to: &section, isText: false, clips: false)
        writer.screenBackground(node.modifiers, on: &section)
        writer.applyAccessibility(node.accessibility, to: &section)

        var leading = ""
        if let backTitle {
            let back = writer.interactions.register(.back)
            leading = "<button type=\"button\" class=\"back\"\(WireProtocol.Attribute.action.markup(String(back)))\(WireProtocol.Attribute.testID.markup("nav-back")) aria-label=\"\(HTMLEscaping.escape(writer.options.systemStrings.back))\">"
                + "<span class=\"icon\">" + NodeWriter.icon("chevron.left") + "</span><span>" + HTMLEscaping.escape(backTitle) + "</span></button>"
        }
        var inlineTitle = isLarge ? "" : HTMLEscaping.escape(title ?? "")
        writer.path = [-1]
        let toolbar = writer.children(screen.toolbar, in: .row).html
        // The resolver folds the trailing items into the screen; the leading ones (Cancel in a
        // sheet) follow the back button, as on iOS, and a principal item takes the title's place.
        let bar = NavigationBarItems(node.modifiers)
        writer.path = [-2]
        leading += writer.children(bar.leading, in: .row).html
        if let principal = bar.principal {
            writer.path = [-3]
            inlineTitle = writer.render(principal, in: .row).html
        }
        writer.path = []
        // A heading only when it has text: an empty one is announced as a blank heading.
        let titleTag = inlineTitle.isEmpty || bar.principal != nil ? "div" : "h1"
        section.body = "<header class=\"navbar\"><div class=\"nav-leading\">" + leading + "</div><\(titleTag) class=\"nav-title\">" + inlineTitle
            + "</\(titleTag)><div class=\"nav-trailing\">" + toolbar + "</div></header>"
        section.body += "<div class=\"screen-scroll\"\(WireProtocol.Attribute.scrollKey.markup("screen:\(id.rawValue)"))>"
        if isLarge, let title { section.body += "<h1 class=\"large-title\">" + HTMLEscaping.escape(title) + "</h1>" }
        section.body += "<div class=\"screen-body\">" + writer.children(screen.body, in: .column).html + "</div></div>"
        return (section.html, title)
    }

    private func tabBar(_ bar: RenderNode.TabBar, inert: Bool, writer: inout NodeWriter) -> String {
        var html = "<div class=\"tabbar\" role=\"tablist\" aria-label=\"Tabs\"" + (inert ? " inert" : "") + ">"
        for (index, tab) in bar.tabs.enumerated() {
            let selected = index == bar.selectedIndex
            let id = writer.interactions.register(.selectTab(index))
            let icon = tab.icon.map { selected ? SymbolMap.filledVariant(of: $0) : $0 }
            html += "<button type=\"button\" class=\"tab\(selected ? " sel" : "")\" role=\"tab\" aria-selected=\"\(selected)\"\(WireProtocol.Attribute.action.markup(String(id)))\(WireProtocol.Attribute.testID.markup("tab-\(index)"))>"
            if let icon { html += "<span class=\"icon\" aria-hidden=\"true\">" + NodeWriter.icon(icon) + "</span>" }
            html += "<span class=\"tab-title\">" + HTMLEscaping.escape(tab.title) + "</span>"
            if let badge = tab.badge { html += "<span class=\"badge\">" + HTMLEscaping.escape(badge) + "</span>" }
            html += "</button>"
        }
        return html + "</div>"
    }
}
