extension RenderModifier {
    /// How text inside the view is set. Like SwiftUI's, they apply to all text in the view.
    public enum Text: Sendable {
        /// `font`: a text style (`largeTitle`…`caption2`) or a theme font, default `body`, with
        /// the JSON `size` (points), `weight` and `design` set over it; scales with Dynamic Type.
        case font(ResolvedFont)
        /// `fontWeight`: the weight of the font, keeping its size and design.
        case fontWeight(FontWeight)
        /// `fontDesign`: the design of the font: `default`, `serif`, `rounded` or `monospaced`.
        case fontDesign(FontDesign)
        /// `fontWidth`: a narrower or wider cut of the font; CSS `font-stretch` on the web,
        /// visible only with fonts that have those widths.
        case fontWidth(FontWidth)
        /// `bold`: bold text while true (the JSON `isActive`, default true).
        case bold(Bool)
        /// `italic`: italic text while true (the JSON `isActive`, default true).
        case italic(Bool)
        /// `underline`: a line under the text while true (JSON `isActive`, default true), in
        /// `color`; nil: the text's own colour.
        case underline(Bool, color: ResolvedColor?)
        /// `strikethrough`: a line through the text while true (JSON `isActive`, default true),
        /// in `color`; nil: the text's own colour.
        case strikethrough(Bool, color: ResolvedColor?)
        /// `kerning`: extra space between characters, in points, keeping ligatures; the web
        /// preview sets it as `letter-spacing`, as it does `tracking`.
        case kerning(Double)
        /// `tracking`: extra space between characters, in points; unlike `kerning` it splits
        /// ligatures. Negative values tighten the text.
        case tracking(Double)
        /// `baselineOffset`: raises (positive) or lowers (negative) the text from its baseline,
        /// in points.
        case baselineOffset(Double)
        /// `lineSpacing`: extra space between the lines of text, in points.
        case lineSpacing(Double)
        /// `lineLimit`: at most this many lines (at least 1); `reservesSpace` (default false)
        /// keeps room for all of them. SwiftUI lifts the limit at accessibility text sizes.
        case lineLimit(Int, reservesSpace: Bool)
        /// `multilineTextAlignment`: how the lines of multi-line text align.
        case multilineTextAlignment(TextAlignment)
        /// `truncationMode`: where text that does not fit is cut; the web preview always cuts
        /// at the end.
        case truncationMode(TruncationMode)
        /// `minimumScaleFactor`: the 0–1 fraction of its size text may shrink to so it fits; the
        /// web preview cannot shrink text and keeps its size.
        case minimumScaleFactor(Double)
        /// `allowsTightening`: lets text squeeze its letter spacing to fit before truncating
        /// (the JSON `flag`, default true); the web preview does not.
        case allowsTightening(Bool)
        /// `textCase`: shows text in upper or lower case; nil (the JSON `none`) shows it as
        /// written, undoing a case set further out.
        case textCase(TextCase?)
        /// `monospacedDigit`: digits all the same width, for counters and times (CSS
        /// `tabular-nums` on the web).
        case monospacedDigit
        /// `monospaced`: the monospaced variant of the font while true (the JSON `isActive`,
        /// default true).
        case monospaced(Bool)
        /// `textSelection`: true for the JSON `enabled`, when the user can select and copy the
        /// text; false for `disabled`.
        case textSelection(Bool)
    }

    /// SwiftUI's `Font.Width`, for `fontWidth`, narrowest first.
    public enum FontWidth: String, Sendable, CaseIterable {
        /// SwiftUI's `Font.Width.compressed`; `font-stretch: 62.5%` on the web.
        case compressed
        /// SwiftUI's `Font.Width.condensed`; `font-stretch: 75%` on the web.
        case condensed
        /// SwiftUI's `Font.Width.standard`, the font's normal width; `font-stretch: 100%`.
        case standard
        /// SwiftUI's `Font.Width.expanded`; `font-stretch: 125%` on the web.
        case expanded
    }

    /// SwiftUI's `Text.TruncationMode`, for `truncationMode`: where the ellipsis goes.
    public enum TruncationMode: String, Sendable, CaseIterable {
        /// The start is cut: `…end of the text`.
        case head
        /// The middle is cut: `start…end`.
        case middle
        /// The end is cut, SwiftUI's default: `start of the…`.
        case tail
    }

    /// SwiftUI's `Text.Case`, for `textCase`; the JSON `none` is a nil case.
    public enum TextCase: String, Sendable, CaseIterable {
        /// SwiftUI's `Text.Case.uppercase`: every letter in capitals.
        case uppercase
        /// SwiftUI's `Text.Case.lowercase`: every letter in lower case.
        case lowercase
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
