extension RenderModifier {
    /// Size and position: padding, frames, offsets, layering.
    public enum Layout: Sendable {
        /// `padding`: space in points around the view, per edge; 16 on every edge when no length is given.
        case padding(EdgeInsets)
        /// `frame(width:height:alignment:)`; an infinite side fills the space offered (SwiftUI
        /// spells it `maxWidth: .infinity`, as a fixed frame cannot be infinite).
        case frame(width: Dimension?, height: Dimension?, alignment: RenderNode.Alignment)
        /// `frame` given any of `minWidth`…`maxHeight`: bounds the view's size may move between.
        case flexibleFrame(FlexibleFrame)
        /// `fixedSize` (both JSON defaults `true`): keeps the view at its ideal size on the axes that
        /// are `true`, so text neither wraps nor truncates.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `layoutPriority` (SwiftUI's default 0): siblings with a higher value get space first; the
        /// browser only keeps a view above 0 from shrinking.
        case layoutPriority(Double)
        /// `offset`: draws the view moved by `x` and `y` points (down is positive) without changing its layout.
        case offset(x: Double, y: Double)
        /// `position`: places the view's centre at `x`, `y` points in its parent's space; the view
        /// then takes all the space offered.
        case position(x: Double, y: Double)
        /// `aspectRatio`: a width:height ratio, fitting or filling the space offered; nil (no JSON
        /// `ratio`) keeps the view's own ratio. The browser applies the content mode to images only.
        case aspectRatio(Double?, contentMode: RenderNode.Image.ContentMode)
        /// `ignoresSafeArea`: lets the view extend under the status bar, home indicator (the
        /// container's safe area) and keyboard on the edges given; the browser has no safe
        /// area, so it changes nothing there.
        case ignoresSafeArea(regions: SafeAreaRegion, edges: SafeAreaEdges)
        /// `safeAreaPadding`: widens the safe area by these points (scroll content scrolls under it);
        /// 16 on every edge when no length is given. Plain padding in the browser.
        case safeAreaPadding(EdgeInsets)
        /// `zIndex` (SwiftUI's default 0): draws the view above siblings with a lower value, in a `zstack`.
        case zIndex(Double)
        /// `containerRelativeFrame`: sizes the view on the chosen axes (JSON default `horizontal`) to
        /// `span` of `count` equal parts of its container, `spacing` points apart (`count` ≥ 1,
        /// `span` 1…`count`).
        case containerRelativeFrame(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double)
    }

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public struct FlexibleFrame: Sendable, Hashable {
        /// Bounds in points, or infinity for a maximum that fills the space offered; nil leaves that
        /// bound unset. A JSON `width` or `height` beside them is the minimum (or, if infinite, the maximum).
        public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Dimension?
        /// Where the view sits inside the frame (JSON `alignment`, default `center`).
        public var alignment: RenderNode.Alignment
    }
}

extension RenderModifier.Layout {
    static let edgeArguments = ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"].map { ModifierArgument($0, .nonNegative) }

    /// SwiftUI's default padding when no length is given.
    static let defaultPadding = 16.0

    /// Insets from the edge arguments; `defaultLength` on every edge when none is given.
    static func insets(_ input: ModifierInput, default defaultLength: Double = defaultPadding) -> EdgeInsets {
        let given = edgeArguments.contains { input.has($0.label) }
        var insets = EdgeInsets(all: given ? input.number("all") ?? 0 : defaultLength)
        if let value = input.number("horizontal") { insets.leading = value; insets.trailing = value }
        if let value = input.number("vertical") { insets.top = value; insets.bottom = value }
        if let value = input.number("top") { insets.top = value }
        if let value = input.number("bottom") { insets.bottom = value }
        if let value = input.number("leading") { insets.leading = value }
        if let value = input.number("trailing") { insets.trailing = value }
        return insets
    }

    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "padding", .layout, summary: "Adds space around the view: every edge, or per edge",
            example: #"{"padding": {"horizontal": 16, "vertical": 8}}"#, arguments: edgeArguments
        ) { .layout(.padding(insets($0))) },
        ModifierDescriptor(
            "frame", .layout,
            summary: "A fixed size (width/height) or flexible bounds (min/ideal/max) around the view, with the view aligned inside",
            example: #"{"frame": {"width": 120, "height": 44, "alignment": "leading"}}"#,
            arguments: [
                ModifierArgument("width", .dimension), ModifierArgument("height", .dimension),
                ModifierArgument("minWidth", .dimension), ModifierArgument("idealWidth", .dimension), ModifierArgument("maxWidth", .dimension),
                ModifierArgument("minHeight", .dimension), ModifierArgument("idealHeight", .dimension), ModifierArgument("maxHeight", .dimension),
                ModifierArgument("alignment", .choice(RenderNode.Alignment.names), default: "center"),
            ]
        ) { input in
            let alignment = input.alignment("alignment") ?? .center
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains { input.has($0) }
            if flexible {
                // A width beside flexible bounds is their minimum.
                return .layout(.flexibleFrame(.init(
                    minWidth: input.dimension("minWidth") ?? input.dimension("width").flatMap { $0 == .infinity ? nil : $0 },
                    idealWidth: input.dimension("idealWidth"), maxWidth: input.dimension("maxWidth") ?? (input.dimension("width") == .infinity ? .infinity : nil),
                    minHeight: input.dimension("minHeight") ?? input.dimension("height").flatMap { $0 == .infinity ? nil : $0 },
                    idealHeight: input.dimension("idealHeight"), maxHeight: input.dimension("maxHeight") ?? (input.dimension("height") == .infinity ? .infinity : nil),
                    alignment: alignment)))
            }
            return .layout(.frame(width: input.dimension("width"), height: input.dimension("height"), alignment: alignment))
        },
        ModifierDescriptor(
            "fixedSize", .layout, summary: "Keeps the view at its ideal size (text does not wrap or truncate) on the chosen axes",
            example: #"{"fixedSize": true}"#,
            arguments: [ModifierArgument("horizontal", .bool, default: true), ModifierArgument("vertical", .bool, default: true)],
            web: .partial("the ideal size is the element's max-content size")
        ) { .layout(.fixedSize(horizontal: $0.bool("horizontal") ?? true, vertical: $0.bool("vertical") ?? true)) },
        ModifierDescriptor(
            "layoutPriority", .layout, summary: "Siblings with a higher priority get space first", example: #"{"layoutPriority": 1}"#,
            arguments: [ModifierArgument("value", .number, required: true)],
            web: .partial("a priority above 0 keeps the view from shrinking; priorities are not compared with each other")
        ) { .layout(.layoutPriority($0.number("value") ?? 0)) },
        ModifierDescriptor(
            "offset", .layout, summary: "Draws the view moved by x and y points without changing its layout",
            example: #"{"offset": {"x": 8, "y": -4}}"#, arguments: [ModifierArgument("x", .number, default: 0), ModifierArgument("y", .number, default: 0)]
        ) { .layout(.offset(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0)) },
        ModifierDescriptor(
            "position", .layout, summary: "Places the view's centre at x, y in its parent's space (the view takes all the space offered)",
            example: #"{"position": {"x": 60, "y": 20}}"#, arguments: [ModifierArgument("x", .number, default: 0), ModifierArgument("y", .number, default: 0)],
            web: .partial("the view fills its parent's width; its height is the parent's only when the parent has one")
        ) { .layout(.position(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0)) },
        ModifierDescriptor(
            "aspectRatio", .layout, summary: "Constrains the view to a width:height ratio, fitting or filling the space offered",
            example: #"{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}"#,
            arguments: [ModifierArgument("ratio", .nonNegative), ModifierArgument("contentMode", .choice(["fit", "fill"]), default: "fit")],
            web: .partial("CSS aspect-ratio on the view's box; the content mode is applied to images only")
        ) { .layout(.aspectRatio($0.number("ratio"), contentMode: $0.choice("contentMode") ?? .fit)) },
        ModifierDescriptor(
            "ignoresSafeArea", .layout,
            summary: "Lets the view extend under the status bar, home indicator and keyboard, on the edges given (all by default)",
            example: #"{"ignoresSafeArea": "bottom"}"#,
            arguments: [
                .choice("edges", RenderModifier.SafeAreaEdges.self, default: .all), .choice("regions", RenderModifier.SafeAreaRegion.self, default: .all),
            ],
            web: .partial("the browser preview has no safe-area insets, so the view is laid out as without it")
        ) { .layout(.ignoresSafeArea(regions: $0.choice("regions") ?? .all, edges: $0.choice("edges") ?? .all)) },
        ModifierDescriptor(
            "safeAreaPadding", .layout, summary: "Adds to the safe-area insets around the view (padding that scroll content can scroll under)",
            example: #"{"safeAreaPadding": {"horizontal": 20}}"#, arguments: edgeArguments,
            web: .partial("drawn as padding: scroll content does not scroll under it")
        ) { .layout(.safeAreaPadding(insets($0))) },
        ModifierDescriptor(
            "zIndex", .layout, summary: "Draws the view above siblings with a lower value (in a zstack)", example: #"{"zIndex": 1}"#,
            arguments: [ModifierArgument("value", .number, required: true)]
        ) { .layout(.zIndex($0.number("value") ?? 0)) },
        ModifierDescriptor(
            "containerRelativeFrame", .layout,
            summary: "Sizes the view to a fraction of its container: count columns, span of them, minus spacing",
            example: #"{"containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 2, "spacing": 8}}"#,
            arguments: [
                ModifierArgument("axes", .choice(["horizontal", "vertical", "both"]), default: "horizontal"),
                ModifierArgument("count", .integer, default: 1), ModifierArgument("span", .integer, default: 1), ModifierArgument("spacing", .nonNegative, default: 0),
            ],
            web: .partial("relative to the parent element, not to the nearest scroll view or the window")
        ) { input in
            let axes = input.text("axes") ?? "horizontal"
            let count = max(1, input.integer("count") ?? 1)
            return .layout(.containerRelativeFrame(
                horizontal: axes != "vertical", vertical: axes != "horizontal", count: count, span: min(count, max(1, input.integer("span") ?? 1)),
                spacing: input.number("spacing") ?? 0))
        },
    ]
}

extension Dimension {
    /// The number of points, when not infinite.
    public var fixedValue: Double? {
        if case .points(let value) = self { return value }
        return nil
    }
}
