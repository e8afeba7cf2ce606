extension RenderModifier {
    /// What is drawn with, behind, over or around the view.
    public enum Drawing: Sendable {
        /// `foregroundStyle` or `foregroundColor`: colours text and symbols. A shape or view
        /// paint is no foreground (not in SwiftUI either), so renderers draw nothing.
        case foregroundStyle(ResolvedPaint)
        /// `background`: drawn behind the view and sized to it; a view paint carries its
        /// `alignment` (default `center`).
        case background(ResolvedPaint)
        /// `overlay`: drawn over the view and sized to it, aligned as `background` is.
        case overlay(ResolvedPaint)
        /// `mask`: the view shows only where the paint is opaque. The web preview ignores a view.
        case mask(ResolvedPaint)
        /// `border`: a line `width` points wide (default 1) drawn inside the view's bounds.
        case border(ResolvedColor, width: Double)
        /// `cornerRadius`: clips the view to a continuous rounded rectangle; radius in points.
        case cornerRadius(Double)
        /// `clipShape`: clips the view to one of SwiftUI's built-in shapes.
        case clipShape(ModifierShape)
        /// `clipped`: SwiftUI's `clipped()`; what is drawn outside the view's bounds is cut off.
        case clipped
        /// `shadow`: a drop shadow of what the view draws; from JSON the colour defaults to
        /// `#00000055` and the `x`/`y` offset, in points, to 0.
        case shadow(ResolvedShadow)
        /// `tint`: the accent colour of controls inside the view (buttons, toggles, sliders).
        case tint(ResolvedColor)
        /// `hidden`: SwiftUI's `hidden()`; invisible, but the view keeps its space in the layout.
        case hidden
        /// `redacted`: SwiftUI's `redacted(reason: .placeholder)`; text shows as grey blocks.
        case redacted
    }
}

extension RenderModifier.Drawing {
    static let paintArguments = [
        ModifierArgument("content", .paint, required: true), ModifierArgument("alignment", .choice(RenderNode.Alignment.names), default: "center"),
    ]

    /// The paint with the `alignment` argument given to a view.
    static func aligned(_ input: ModifierInput) -> ResolvedPaint? {
        guard let paint = input.paint("content") else { return nil }
        if case .view(let node, _) = paint { return .view(node, alignment: input.alignment("alignment") ?? .center) }
        return paint
    }

    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "foregroundStyle", .drawing, summary: "Colours text and symbols: a colour, a gradient or a hierarchical level (secondary…)",
            example: #"{"foregroundStyle": {"linearGradient": {"colors": ["blue", "purple"], "startPoint": "leading", "endPoint": "trailing"}}}"#,
            arguments: [ModifierArgument("style", .paint, required: true)],
            web: .partial("a gradient fills the text's glyphs; a view or shape is not accepted as a foreground")
        ) { $0.paint("style").map { .drawing(.foregroundStyle($0)) } },
        ModifierDescriptor(
            "foregroundColor", .drawing, summary: "Colours text and symbols (SwiftUI's older spelling of foregroundStyle with a colour)",
            example: #"{"foregroundColor": "orange"}"#, arguments: [ModifierArgument("color", .color, required: true)]
        ) { $0.color("color").map { .drawing(.foregroundStyle(.color($0))) } },
        ModifierDescriptor(
            "background", .drawing, summary: "Draws a colour, gradient, shape or view behind the view, sized to it",
            example: #"{"background": {"shape": {"roundedRectangle": 8}, "fill": "yellow"}}"#, arguments: paintArguments
        ) { aligned($0).map { .drawing(.background($0)) } },
        ModifierDescriptor(
            "overlay", .drawing, summary: "Draws a colour, gradient, shape or view over the view, sized to it",
            example: #"{"overlay": {"content": {"view": {"type": "text", "content": "NEW", "modifiers": [{"font": "caption2"}, {"padding": 2}, {"background": "yellow"}]}}, "alignment": "topTrailing"}}"#,
            arguments: paintArguments
        ) { aligned($0).map { .drawing(.overlay($0)) } },
        ModifierDescriptor(
            "mask", .drawing, summary: "Shows the view only where the mask (a gradient, shape or view) is opaque",
            example: ##"{"mask": {"linearGradient": {"colors": ["black", "#00000000"]}}}"##, arguments: paintArguments,
            web: .partial("colours, gradients and shapes mask; a view used as a mask is ignored")
        ) { aligned($0).map { .drawing(.mask($0)) } },
        ModifierDescriptor(
            "border", .drawing, summary: "Draws a line of the given width inside the view's bounds", example: #"{"border": {"color": "red", "width": 2}}"#,
            arguments: [ModifierArgument("color", .color, required: true), ModifierArgument("width", .nonNegative, default: 1)]
        ) { input in input.color("color").map { .drawing(.border($0, width: input.number("width") ?? 1)) } },
        ModifierDescriptor(
            "cornerRadius", .drawing, summary: "Clips the view to a rounded rectangle", example: #"{"cornerRadius": 12}"#,
            arguments: [ModifierArgument("radius", .nonNegative, required: true)]
        ) { .drawing(.cornerRadius($0.number("radius") ?? 0)) },
        ModifierDescriptor(
            "clipShape", .drawing, summary: "Clips the view to a shape", example: #"{"clipShape": "circle"}"#,
            arguments: [ModifierArgument("shape", .shape, required: true)]
        ) { $0.shape("shape").map { .drawing(.clipShape($0)) } },
        ModifierDescriptor(
            "clipped", .drawing, summary: "Clips the view to its bounds (content drawn outside is cut off)", example: #"{"clipped": true}"#
        ) { _ in .drawing(.clipped) },
        ModifierDescriptor(
            "shadow", .drawing, summary: "A drop shadow of the view's drawn shape", example: #"{"shadow": {"radius": 4, "y": 2}}"#,
            arguments: [
                ModifierArgument("color", .color, default: "#00000055"), ModifierArgument("radius", .nonNegative, required: true),
                ModifierArgument("x", .number, default: 0), ModifierArgument("y", .number, default: 0),
            ]
        ) { input in
            input.color("color").map {
                .drawing(.shadow(ResolvedShadow(radius: input.number("radius") ?? 0, x: input.number("x") ?? 0, y: input.number("y") ?? 0, color: $0)))
            }
        },
        ModifierDescriptor(
            "tint", .drawing, summary: "The accent colour of controls inside the view (buttons, toggles, sliders, links)",
            example: #"{"tint": "green"}"#, arguments: [ModifierArgument("color", .color, required: true)]
        ) { $0.color("color").map { .drawing(.tint($0)) } },
        ModifierDescriptor(
            "hidden", .drawing, summary: "Hides the view but keeps its space in the layout", example: #"{"hidden": true}"#
        ) { _ in .drawing(.hidden) },
        ModifierDescriptor(
            "redacted", .drawing, summary: "Shows the view as a placeholder (grey blocks instead of text), for loading states",
            example: #"{"redacted": "placeholder"}"#, arguments: [ModifierArgument("reason", .choice(["placeholder"]), default: "placeholder")],
            web: .partial("text becomes blocks of its own colour; images and shapes are drawn as they are")
        ) { _ in .drawing(.redacted) },
    ]
}
