extension RenderModifier {
    /// Filters, blending and transforms of the drawn view.
    public enum Effect: Sendable {
        /// `opacity`: a 0–1 fraction, 0 invisible, 1 opaque; fades the view with its background
        /// and border.
        case opacity(Double)
        /// `blur`: a Gaussian blur; radius in points.
        case blur(radius: Double)
        /// `brightness`: added to every colour channel; positive brightens, negative darkens, 0
        /// leaves the view. The web preview approximates it with CSS `brightness(1 + amount)`.
        case brightness(Double)
        /// `contrast`: a non-negative factor on the view's contrast; 1 leaves it.
        case contrast(Double)
        /// `saturation`: a non-negative factor on colour saturation; 0 is grey, 1 leaves it.
        case saturation(Double)
        /// `grayscale`: a 0–1 fraction of colour removed; 0 leaves it, 1 is fully grey.
        case grayscale(Double)
        /// `hueRotation`: shifts every colour's hue by this angle, in degrees.
        case hueRotation(degrees: Double)
        /// `colorInvert`: SwiftUI's `colorInvert()`; every colour becomes its inverse.
        case colorInvert
        /// `colorMultiply`: multiplies the view's colours by the colour, tinting white towards it.
        /// The web preview tints the whole box, transparent areas too.
        case colorMultiply(ResolvedColor)
        /// `luminanceToAlpha`: dark areas become transparent and light areas opaque white.
        case luminanceToAlpha
        /// `blendMode`: how the view's colours combine with what is drawn behind it.
        case blendMode(BlendMode)
        /// `rotationEffect`: draws the view turned by `degrees` (clockwise) around `anchor`
        /// (default the centre), without changing its layout.
        case rotationEffect(degrees: Double, anchor: AnchorPoint)
        /// `rotation3DEffect`: turns the view by `degrees` around the `x`/`y`/`z` axis (default
        /// the y axis) through `anchor`; `perspective`: the relative vanishing point, default 1.
        case rotation3DEffect(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: AnchorPoint, perspective: Double)
        /// `scaleEffect`: draws the view scaled by these factors around `anchor`, without changing
        /// its layout; the JSON's `scale` sets both (default 1), `x` or `y` one.
        case scaleEffect(x: Double, y: Double, anchor: AnchorPoint)
        /// `drawingGroup`: SwiftUI renders the view offscreen as one image before drawing it (no
        /// visible change; faster for complex drawings). The web preview isolates it as a layer.
        case drawingGroup
        /// `compositingGroup`: composites the view's layers before the effects after it, so
        /// `opacity` fades the group as one, not each layer.
        case compositingGroup
    }

    /// SwiftUI's `BlendMode` cases.
    public enum BlendMode: String, Sendable, CaseIterable {
        /// Draws the view over what is behind it, unblended (SwiftUI's default).
        case normal
        /// Multiplies the colours: the result is darker; white leaves the background.
        case multiply
        /// Multiplies the inverses: the result is lighter; black leaves the background.
        case screen
        /// Multiplies or screens depending on the background colour, keeping its lights and darks.
        case overlay
        /// Keeps the darker of the view's and the background's colour.
        case darken
        /// Keeps the lighter of the view's and the background's colour.
        case lighten
        /// Brightens the background to reflect the view's colour.
        case colorDodge
        /// Darkens the background to reflect the view's colour.
        case colorBurn
        /// Darkens or lightens depending on the view's colour, gently.
        case softLight
        /// Multiplies or screens depending on the view's colour.
        case hardLight
        /// Subtracts the darker colour from the lighter one.
        case difference
        /// Like `difference`, with lower contrast.
        case exclusion
        /// The view's hue with the background's saturation and luminosity.
        case hue
        /// The view's saturation with the background's hue and luminosity.
        case saturation
        /// The view's hue and saturation with the background's luminosity.
        case color
        /// The view's luminosity with the background's hue and saturation.
        case luminosity
        /// Draws the view only where the background is opaque. No CSS blend mode: the web
        /// preview draws it as `normal`.
        case sourceAtop
        /// Draws the view behind what is already there. No CSS blend mode: the web preview
        /// draws it as `normal`.
        case destinationOver
        /// Erases the background where the view is opaque. No CSS blend mode: the web preview
        /// draws it as `normal`.
        case destinationOut
        /// Adds the colours and darkens the result. No CSS blend mode: the web preview draws it
        /// as `normal`.
        case plusDarker
        /// Adds the colours, lightening the result (CSS `plus-lighter`).
        case plusLighter
    }
}

extension RenderModifier.Effect {
    static let anchor = ModifierArgument("anchor", .choice(AnchorPoint.named.map(\.name)), default: "center")

    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "opacity", .effects, summary: "Makes the view (with its background and border) transparent: 0 invisible, 1 opaque",
            example: #"{"opacity": 0.5}"#, arguments: [ModifierArgument("value", .fraction, required: true)]
        ) { .effect(.opacity($0.number("value") ?? 1)) },
        ModifierDescriptor(
            "blur", .effects, summary: "A Gaussian blur of the given radius", example: #"{"blur": 3}"#,
            arguments: [ModifierArgument("radius", .nonNegative, required: true)]
        ) { .effect(.blur(radius: $0.number("radius") ?? 0)) },
        ModifierDescriptor(
            "brightness", .effects, summary: "Brightens (positive) or darkens (negative) the view; 0 leaves it", example: #"{"brightness": 0.3}"#,
            arguments: [ModifierArgument("amount", .number, required: true)]
        ) { .effect(.brightness($0.number("amount") ?? 0)) },
        ModifierDescriptor(
            "contrast", .effects, summary: "Scales the contrast; 1 leaves it", example: #"{"contrast": 1.8}"#,
            arguments: [ModifierArgument("amount", .nonNegative, required: true)]
        ) { .effect(.contrast($0.number("amount") ?? 1)) },
        ModifierDescriptor(
            "saturation", .effects, summary: "Scales colour saturation; 0 is grey, 1 leaves it", example: #"{"saturation": 0.2}"#,
            arguments: [ModifierArgument("amount", .nonNegative, required: true)]
        ) { .effect(.saturation($0.number("amount") ?? 1)) },
        ModifierDescriptor(
            "grayscale", .effects, summary: "Removes colour: 0 leaves it, 1 is fully grey", example: #"{"grayscale": 1}"#,
            arguments: [ModifierArgument("amount", .fraction, required: true)]
        ) { .effect(.grayscale($0.number("amount") ?? 0)) },
        ModifierDescriptor(
            "hueRotation", .effects, summary: "Shifts every colour's hue by an angle in degrees", example: #"{"hueRotation": 90}"#,
            arguments: [ModifierArgument("degrees", .angle, required: true)]
        ) { .effect(.hueRotation(degrees: $0.number("degrees") ?? 0)) },
        ModifierDescriptor("colorInvert", .effects, summary: "Inverts the view's colours", example: #"{"colorInvert": true}"#) { _ in .effect(.colorInvert) },
        ModifierDescriptor(
            "colorMultiply", .effects, summary: "Multiplies the view's colours by a colour (tints white towards it)", example: #"{"colorMultiply": "yellow"}"#,
            arguments: [ModifierArgument("color", .color, required: true)],
            web: .partial("a multiply-blended layer of the colour over the view's box, so transparent areas are tinted too")
        ) { $0.color("color").map { .effect(.colorMultiply($0)) } },
        ModifierDescriptor(
            "luminanceToAlpha", .effects, summary: "Makes dark areas transparent and light areas opaque white", example: #"{"luminanceToAlpha": true}"#,
            web: .partial("approximated with an alpha mask of the view's own luminance")
        ) { _ in .effect(.luminanceToAlpha) },
        .choice(
            "blendMode", .effects, "mode", RenderModifier.BlendMode.self,
            summary: "How the view's colours combine with what is behind it", example: .multiply,
            web: .partial("sourceAtop, destinationOver, destinationOut and plusDarker have no CSS blend mode and draw normally")
        ) { .effect(.blendMode($0)) },
        ModifierDescriptor(
            "rotationEffect", .effects, summary: "Draws the view rotated by degrees around an anchor, without changing its layout",
            example: #"{"rotationEffect": {"degrees": 15}}"#, arguments: [ModifierArgument("degrees", .angle, required: true), anchor]
        ) { .effect(.rotationEffect(degrees: $0.number("degrees") ?? 0, anchor: $0.unitPoint("anchor") ?? AnchorPoint(x: 0.5, y: 0.5))) },
        ModifierDescriptor(
            "rotation3DEffect", .effects, summary: "Rotates the view in 3D around an axis, with perspective",
            example: #"{"rotation3DEffect": {"degrees": 45, "x": 0, "y": 1, "z": 0}}"#,
            arguments: [
                ModifierArgument("degrees", .angle, required: true), ModifierArgument("x", .number, default: 0), ModifierArgument("y", .number, default: 1),
                ModifierArgument("z", .number, default: 0), anchor, ModifierArgument("perspective", .nonNegative, default: 1),
            ]
        ) { input in
            .effect(.rotation3DEffect(
                degrees: input.number("degrees") ?? 0, axis: (input.number("x") ?? 0, input.number("y") ?? 1, input.number("z") ?? 0),
                anchor: input.unitPoint("anchor") ?? AnchorPoint(x: 0.5, y: 0.5), perspective: input.number("perspective") ?? 1))
        },
        ModifierDescriptor(
            "scaleEffect", .effects, summary: "Draws the view scaled (one factor, or x and y) around an anchor, without changing its layout",
            example: #"{"scaleEffect": 1.5}"#,
            arguments: [ModifierArgument("scale", .number), ModifierArgument("x", .number), ModifierArgument("y", .number), anchor]
        ) { input in
            let scale = input.number("scale") ?? 1
            return .effect(.scaleEffect(x: input.number("x") ?? scale, y: input.number("y") ?? scale, anchor: input.unitPoint("anchor") ?? AnchorPoint(x: 0.5, y: 0.5)))
        },
        ModifierDescriptor(
            "drawingGroup", .effects, summary: "Renders the view offscreen as one image before drawing it (faster for complex drawings)",
            example: #"{"drawingGroup": true}"#, web: .partial("the browser composites the view as one layer (isolation), with no visible change, as in SwiftUI")
        ) { _ in .effect(.drawingGroup) },
        ModifierDescriptor(
            "compositingGroup", .effects, summary: "Composites the view's layers before effects after it (opacity fades the group, not each layer)",
            example: #"{"compositingGroup": true}"#
        ) { _ in .effect(.compositingGroup) },
    ]
}
