extension RenderModifier {
    /// How text inside the view is set. Like SwiftUI's, they apply to all text in the view.
    public enum Text: Sendable {
        case font(ResolvedFont)
        case fontWeight(FontWeight)
        case fontDesign(FontDesign)
        case fontWidth(FontWidth)
        case bold(Bool)
        case italic(Bool)
        case underline(Bool, color: ResolvedColor?)
        case strikethrough(Bool, color: ResolvedColor?)
        case kerning(Double)
        case tracking(Double)
        case baselineOffset(Double)
        case lineSpacing(Double)
        case lineLimit(Int, reservesSpace: Bool)
        case multilineTextAlignment(TextAlignment)
        case truncationMode(TruncationMode)
        case minimumScaleFactor(Double)
        case allowsTightening(Bool)
        case textCase(TextCase?)
        case monospacedDigit
        case monospaced(Bool)
        case textSelection(Bool)
    }

    public enum FontWidth: String, Sendable, CaseIterable {
        case compressed, condensed, standard, expanded
    }

    public enum TruncationMode: String, Sendable, CaseIterable {
        case head, middle, tail
    }

    public enum TextCase: String, Sendable, CaseIterable {
        case uppercase, lowercase
    }
}

extension RenderModifier.Text {
    static func flag(_ name: String, summary: String, _ make: @escaping @Sendable (Bool) -> RenderModifier.Text) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .text, summary: summary, example: "{\"\(name)\": true}", arguments: [ModifierArgument("isActive", .bool, default: true)]
        ) { .text(make($0.bool("isActive") ?? true)) }
    }

    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ label: String, _: T.Type, summary: String, example: T, web: WebSupport = .full,
        _ make: @escaping @Sendable (T) -> RenderModifier.Text
    ) -> ModifierDescriptor where T.RawValue == String {
        .choice(name, .text, label, T.self, summary: summary, example: example, web: web) { .text(make($0)) }
    }

    static func points(_ name: String, summary: String, example: Double, web: WebSupport = .full, _ make: @escaping @Sendable (Double) -> RenderModifier.Text) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .text, summary: summary, example: "{\"\(name)\": \(ValueText.number(example))}", arguments: [ModifierArgument("value", .number, required: true)], web: web
        ) { .text(make($0.number("value") ?? 0)) }
    }

    static func line(_ name: String, summary: String, _ make: @escaping @Sendable (Bool, ResolvedColor?) -> RenderModifier.Text) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .text, summary: summary, example: "{\"\(name)\": {\"color\": \"red\"}}",
            arguments: [ModifierArgument("isActive", .bool, default: true), ModifierArgument("color", .color)]
        ) { .text(make($0.bool("isActive") ?? true, $0.color("color"))) }
    }

    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "font", .text, summary: "The font of text in the view: a text style (largeTitle…caption2) or a theme font, optionally at another size, weight or design",
            example: #"{"font": "title2"}"#,
            arguments: [
                ModifierArgument("font", .font, default: "body"), ModifierArgument("size", .nonNegative),
                .choice("weight", FontWeight.self), .choice("design", FontDesign.self),
            ]
        ) { input in
            // A name the theme does not have (validation reports it) sets no font.
            guard var font = input.has("font") ? input.font("font") : TextStyle.body.defaultFont else { return nil }
            if let size = input.number("size") { font.size = size }
            if let weight = input.choice("weight", FontWeight.self) { font.weight = weight }
            if let design = input.choice("design", FontDesign.self) { font.design = design }
            return .text(.font(font))
        },
        choice("fontWeight", "weight", FontWeight.self, summary: "The weight of the text's font", example: .semibold) { .fontWeight($0) },
        choice("fontDesign", "design", FontDesign.self, summary: "The design of the text's font: default, serif, rounded, monospaced", example: .rounded) { .fontDesign($0) },
        choice(
            "fontWidth", "width", RenderModifier.FontWidth.self, summary: "A narrower or wider cut of the font", example: .condensed,
            web: .partial("CSS font-stretch: visible only with fonts that have those widths")
        ) { .fontWidth($0) },
        flag("bold", summary: "Bold text") { .bold($0) },
        flag("italic", summary: "Italic text") { .italic($0) },
        line("underline", summary: "A line under the text, optionally coloured") { .underline($0, color: $1) },
        line("strikethrough", summary: "A line through the text, optionally coloured") { .strikethrough($0, color: $1) },
        points("kerning", summary: "Extra space between characters, in points (ligatures kept)", example: 2) { .kerning($0) },
        points("tracking", summary: "Extra space between characters, in points", example: 3) { .tracking($0) },
        points("baselineOffset", summary: "Raises (positive) or lowers the text from its baseline", example: 6) { .baselineOffset($0) },
        points("lineSpacing", summary: "Extra space between lines of text, in points", example: 8) { .lineSpacing($0) },
        ModifierDescriptor(
            "lineLimit", .text, summary: "At most this many lines; reservesSpace keeps room for all of them", example: #"{"lineLimit": {"limit": 2, "reservesSpace": true}}"#,
            arguments: [ModifierArgument("limit", .integer, required: true), ModifierArgument("reservesSpace", .bool, default: false)]
        ) { .text(.lineLimit(max(1, $0.integer("limit") ?? 1), reservesSpace: $0.bool("reservesSpace") ?? false)) },
        choice("multilineTextAlignment", "alignment", TextAlignment.self, summary: "How lines of multi-line text align", example: .center) { .multilineTextAlignment($0) },
        choice(
            "truncationMode", "mode", RenderModifier.TruncationMode.self, summary: "Where text that does not fit is cut: head, middle or tail", example: .middle,
            web: .partial("the browser can only cut at the end (tail); head and middle cut at the end too")
        ) { .truncationMode($0) },
        ModifierDescriptor(
            "minimumScaleFactor", .text, summary: "Lets text shrink down to this fraction of its size to fit", example: #"{"minimumScaleFactor": 0.5}"#,
            arguments: [ModifierArgument("factor", .fraction, required: true)],
            web: .none("the browser cannot shrink text to fit; the text keeps its size")
        ) { .text(.minimumScaleFactor($0.number("factor") ?? 1)) },
        ModifierDescriptor(
            "allowsTightening", .text, summary: "Lets text squeeze its letter spacing to fit before truncating", example: #"{"allowsTightening": true}"#,
            arguments: [ModifierArgument("flag", .bool, default: true)],
            web: .none("the browser does not tighten letter spacing to fit")
        ) { .text(.allowsTightening($0.bool("flag") ?? true)) },
        ModifierDescriptor(
            "textCase", .text, summary: "Shows text in upper or lower case (none: as written)", example: #"{"textCase": "uppercase"}"#,
            arguments: [ModifierArgument("textCase", .choice(["uppercase", "lowercase", "none"]), required: true)]
        ) { .text(.textCase($0.choice("textCase", RenderModifier.TextCase.self))) },
        ModifierDescriptor(
            "monospacedDigit", .text, summary: "Digits all the same width (for counters and times)", example: #"{"monospacedDigit": true}"#
        ) { _ in .text(.monospacedDigit) },
        flag("monospaced", summary: "The monospaced variant of the font") { .monospaced($0) },
        ModifierDescriptor(
            "textSelection", .text, summary: "Whether the user can select (and copy) the text", example: #"{"textSelection": "enabled"}"#,
            arguments: [ModifierArgument("selectability", .choice(["enabled", "disabled"]), required: true)]
        ) { .text(.textSelection($0.text("selectability") == "enabled")) },
    ]
}
