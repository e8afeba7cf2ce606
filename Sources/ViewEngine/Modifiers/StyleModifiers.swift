extension RenderModifier {
    /// How the controls and lists inside the view look: SwiftUI's style modifiers, which reach
    /// every control of their kind below them.
    public enum Styles: Sendable {
        case buttonStyle(ButtonStyle)
        case buttonBorderShape(ButtonBorderShape)
        case controlSize(ControlSize)
        case toggleStyle(ToggleStyle)
        case pickerStyle(PickerStyle)
        case textFieldStyle(TextFieldStyle)
        case listStyle(ListStyle)
        case listRowInsets(EdgeInsets)
        case listRowBackground(ResolvedPaint)
        case listRowSeparator(Visibility)
        case labelStyle(LabelStyle)
        case progressViewStyle(ProgressViewStyle)
        case labelsHidden
    }

    public enum ButtonStyle: String, Sendable, CaseIterable {
        case automatic, bordered, borderedProminent, borderless, plain
    }

    public enum ButtonBorderShape: String, Sendable, CaseIterable {
        case automatic, capsule, roundedRectangle, circle
    }

    public enum ControlSize: String, Sendable, CaseIterable {
        case mini, small, regular, large, extraLarge
    }

    public enum ToggleStyle: String, Sendable, CaseIterable {
        case automatic, `switch`, button
    }

    /// SwiftUI's picker styles on iOS; the engine's own picker node draws three of them.
    public enum PickerStyle: String, Sendable, CaseIterable {
        case automatic, menu, segmented, inline, wheel, navigationLink, palette

        /// The node style the browser draws it as.
        public var drawnAs: RenderNode.Picker.Style {
            switch self {
            case .automatic, .menu, .navigationLink: return .menu
            case .segmented, .palette: return .segmented
            case .inline, .wheel: return .inline
            }
        }
    }

    public enum TextFieldStyle: String, Sendable, CaseIterable {
        case automatic, plain, roundedBorder
    }

    public enum ListStyle: String, Sendable, CaseIterable {
        case automatic, plain, grouped, inset, insetGrouped, sidebar
    }

    public enum LabelStyle: String, Sendable, CaseIterable {
        case automatic, iconOnly, titleOnly, titleAndIcon
    }

    public enum ProgressViewStyle: String, Sendable, CaseIterable {
        case automatic, linear, circular
    }
}

extension RenderModifier.Styles {
    /// A style modifier whose one argument is a choice of `T`'s cases.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _: T.Type, summary: String, example: T, web: WebSupport = .full, _ make: @escaping @Sendable (T) -> RenderModifier.Styles
    ) -> ModifierDescriptor where T.RawValue == String {
        .choice(name, .styles, "style", T.self, summary: summary, example: example, web: web) { .styles(make($0)) }
    }

    static let descriptors: [ModifierDescriptor] = [
        choice(
            "buttonStyle", RenderModifier.ButtonStyle.self, summary: "How buttons in the view look: automatic, bordered, borderedProminent, borderless, plain",
            example: .borderedProminent
        ) { .buttonStyle($0) },
        choice(
            "buttonBorderShape", RenderModifier.ButtonBorderShape.self, summary: "The shape of bordered buttons in the view", example: .capsule
        ) { .buttonBorderShape($0) },
        choice(
            "controlSize", RenderModifier.ControlSize.self, summary: "The size of controls in the view: mini … extraLarge", example: .large,
            web: .partial("changes the text size and padding of buttons, fields and pickers; switches and sliders keep their size")
        ) { .controlSize($0) },
        choice(
            "toggleStyle", RenderModifier.ToggleStyle.self, summary: "How toggles in the view look: a switch, or a button that stays pressed while on", example: .button
        ) { .toggleStyle($0) },
        choice(
            "pickerStyle", RenderModifier.PickerStyle.self, summary: "How pickers in the view show their options: menu, segmented, inline, wheel…", example: .segmented,
            web: .partial("the browser draws menu, segmented and inline; wheel draws inline, navigationLink a menu, palette segmented")
        ) { .pickerStyle($0) },
        choice(
            "textFieldStyle", RenderModifier.TextFieldStyle.self, summary: "How text fields in the view look: plain or with a rounded border", example: .roundedBorder,
            web: .partial("automatic keeps the browser preview's bordered field (iOS draws it plain)")
        ) { .textFieldStyle($0) },
        choice(
            "listStyle", RenderModifier.ListStyle.self, summary: "How lists in the view look: plain, grouped, inset, insetGrouped, sidebar", example: .insetGrouped,
            web: .partial("grouped and insetGrouped draw the rows on a rounded card (inset adds side margins); sidebar draws plain")
        ) { .listStyle($0) },
        ModifierDescriptor(
            "listRowInsets", .styles, summary: "The space around a list row's content (on the row)", example: #"{"listRowInsets": {"leading": 32}}"#,
            arguments: RenderModifier.Layout.edgeArguments,
            web: .partial("drawn as padding around the row, added to the list's own spacing instead of replacing it")
        ) { .styles(.listRowInsets(RenderModifier.Layout.insets($0, default: 0))) },
        ModifierDescriptor(
            "listRowBackground", .styles, summary: "What is drawn behind a list row (on the row): a colour, a gradient or a view",
            example: #"{"listRowBackground": "yellow"}"#, arguments: [ModifierArgument("view", .paint, required: true)],
            web: .partial("drawn behind the row's own box, inside the list's separators")
        ) { $0.paint("view").map { .styles(.listRowBackground($0)) } },
        .choice(
            "listRowSeparator", .styles, "visibility", RenderModifier.Visibility.self,
            summary: "Shows or hides the separators of list rows (on a row, or on the list for all)", example: .hidden,
            web: .partial("hidden hides every separator of the lists inside the view; one row alone cannot hide its own")
        ) { .styles(.listRowSeparator($0)) },
        choice(
            "labelStyle", RenderModifier.LabelStyle.self, summary: "How labels (icon and title) in the view show: iconOnly, titleOnly, titleAndIcon", example: .iconOnly,
            web: .none("the browser preview has no Label views (an engine button with a symbol and text is a stack, which SwiftUI does not restyle either)")
        ) { .labelStyle($0) },
        choice(
            "progressViewStyle", RenderModifier.ProgressViewStyle.self, summary: "How progress views in the view look: a bar or a spinner", example: .circular,
            web: .partial("circular draws a spinner, also for a progress with a value (as SwiftUI does on iOS)")
        ) { .progressViewStyle($0) },
        ModifierDescriptor(
            "labelsHidden", .styles, summary: "Hides the labels of controls in the view (a toggle's or picker's title), keeping them for VoiceOver",
            example: #"{"labelsHidden": true}"#,
            web: .partial("hides the titles of toggles and menu pickers; segmented and inline pickers show no title anyway")
        ) { _ in .styles(.labelsHidden) },
    ]
}
