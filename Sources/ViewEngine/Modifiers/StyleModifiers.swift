extension RenderModifier {
    /// How the controls and lists inside the view look: SwiftUI's style modifiers, which reach
    /// every control of their kind below them.
    public enum Styles: Sendable {
        /// `buttonStyle`: how buttons inside look. Engine button nodes are `plain` unless one
        /// is set around them, so their label's own style decides their look.
        case buttonStyle(ButtonStyle)
        /// `buttonBorderShape`: the shape of bordered buttons inside.
        case buttonBorderShape(ButtonBorderShape)
        /// `controlSize`: the size of controls inside. The web preview makes the text of buttons,
        /// fields and pickers smaller (mini, small), and the text and padding of buttons and
        /// fields larger (large, extraLarge); switches, sliders and large pickers keep their size.
        case controlSize(ControlSize)
        /// `toggleStyle`: how toggles inside look.
        case toggleStyle(ToggleStyle)
        /// `pickerStyle`: how pickers inside show their options; it wins over a picker node's
        /// own `pickerStyle`. The web preview draws it as its `drawnAs` style.
        case pickerStyle(PickerStyle)
        /// `textFieldStyle`: how text fields inside look.
        case textFieldStyle(TextFieldStyle)
        /// `listStyle`: how lists inside look.
        case listStyle(ListStyle)
        /// `listRowInsets`: the space around a list row's content, in points, written on the
        /// row; edges not given are 0. The web preview adds it to the list's own spacing.
        case listRowInsets(EdgeInsets)
        /// `listRowBackground`: a colour, gradient or view drawn behind a list row, written on
        /// the row.
        case listRowBackground(ResolvedPaint)
        /// `listRowSeparator`: shows or hides the separators of a row, or of every row when on
        /// the list. The web preview can only hide all of the lists inside.
        case listRowSeparator(Visibility)
        /// `labelStyle`: how the `label` nodes inside (SwiftUI `Label`s) show their icon and title.
        /// The web preview ignores it: its labels always show both.
        case labelStyle(LabelStyle)
        /// `progressViewStyle`: a bar or a spinner for progress views inside.
        case progressViewStyle(ProgressViewStyle)
        /// `labelsHidden`: hides the titles of controls inside (a toggle's, a picker's) but
        /// keeps them for VoiceOver.
        case labelsHidden
    }

    /// SwiftUI's button styles, for `buttonStyle`.
    public enum ButtonStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the platform's default; the web preview draws it as `plain`.
        case automatic
        /// SwiftUI's `.bordered`: an accent-coloured label on a grey rounded fill.
        case bordered
        /// SwiftUI's `.borderedProminent`: a white label on an accent-coloured rounded fill.
        case borderedProminent
        /// SwiftUI's `.borderless`: an accent-coloured label with no fill.
        case borderless
        /// SwiftUI's `.plain`: the label as it is, untinted; engine buttons' default.
        case plain
    }

    /// SwiftUI's `ButtonBorderShape`, for `buttonBorderShape`: the outline of bordered buttons.
    public enum ButtonBorderShape: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the button style's own shape.
        case automatic
        /// SwiftUI's `.capsule`: fully rounded ends.
        case capsule
        /// SwiftUI's `.roundedRectangle`: the system corner radius (8 points on the web).
        case roundedRectangle
        /// SwiftUI's `.circle`.
        case circle
    }

    /// SwiftUI's `ControlSize`, for `controlSize`, smallest first.
    public enum ControlSize: String, Sendable, CaseIterable {
        /// SwiftUI's `ControlSize.mini`; caption 2-sized text on the web.
        case mini
        /// SwiftUI's `ControlSize.small`; footnote-sized text on the web.
        case small
        /// SwiftUI's `ControlSize.regular`, the default; controls as they are on the web.
        case regular
        /// SwiftUI's `ControlSize.large`; body-sized text and taller padding on the web.
        case large
        /// SwiftUI's `ControlSize.extraLarge`; title 3-sized text and taller padding on the web.
        case extraLarge
    }

    /// SwiftUI's toggle styles, for `toggleStyle`.
    public enum ToggleStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the platform's default (a switch on iOS).
        case automatic
        /// SwiftUI's `.switch`: an on/off switch beside the title.
        case `switch`
        /// SwiftUI's `.button`: a button that stays pressed (filled) while on.
        case button
    }

    /// SwiftUI's picker styles on iOS; the engine's own picker node draws three of them.
    public enum PickerStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the platform's choice; a menu on the web.
        case automatic
        /// SwiftUI's `.menu`: a button that opens a menu of the options.
        case menu
        /// SwiftUI's `.segmented`: the options side by side as segments.
        case segmented
        /// SwiftUI's `.inline`: the options listed in place, as rows in a list.
        case inline
        /// SwiftUI's `.wheel`: a spinning wheel (a menu on macOS); inline on the web.
        case wheel
        /// SwiftUI's `.navigationLink`: a row that pushes the list of options (a menu on macOS);
        /// a menu on the web.
        case navigationLink
        /// SwiftUI's `.palette`: a row of options, as segments on the web.
        case palette

        /// The node style the browser draws it as.
        public var drawnAs: RenderNode.Picker.Style {
            switch self {
            case .automatic, .menu, .navigationLink: return .menu
            case .segmented, .palette: return .segmented
            case .inline, .wheel: return .inline
            }
        }
    }

    /// SwiftUI's text field styles, for `textFieldStyle`.
    public enum TextFieldStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: plain on iOS; the web preview keeps its bordered field.
        case automatic
        /// SwiftUI's `.plain`: no border or background.
        case plain
        /// SwiftUI's `.roundedBorder`: a rounded border around the field.
        case roundedBorder
    }

    /// SwiftUI's list styles, for `listStyle`.
    public enum ListStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the platform's default; the list as it is on the web.
        case automatic
        /// SwiftUI's `.plain`: rows edge to edge, with no card around them.
        case plain
        /// SwiftUI's `.grouped`: sections on a grouped background; a rounded card on the web.
        case grouped
        /// SwiftUI's `.inset`: rows inset from the edges; a rounded card on the web.
        case inset
        /// SwiftUI's `.insetGrouped` (`.inset` on macOS): sections as inset rounded cards.
        case insetGrouped
        /// SwiftUI's `.sidebar`: a sidebar list; plain on the web.
        case sidebar
    }

    /// SwiftUI's label styles, for `labelStyle`; the web preview always draws a label's icon and title.
    public enum LabelStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the context decides what shows.
        case automatic
        /// SwiftUI's `.iconOnly`: the icon without the title.
        case iconOnly
        /// SwiftUI's `.titleOnly`: the title without the icon.
        case titleOnly
        /// SwiftUI's `.titleAndIcon`: the icon followed by the title.
        case titleAndIcon
    }

    /// SwiftUI's progress view styles, for `progressViewStyle`.
    public enum ProgressViewStyle: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: a bar with a value, a spinner without.
        case automatic
        /// SwiftUI's `.linear`: a horizontal bar.
        case linear
        /// SwiftUI's `.circular`: a spinner, also for a progress with a value (as iOS draws it).
        case circular
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
            web: .partial("mini and small make the text of buttons, fields and pickers smaller; large and extraLarge make buttons' and fields' text and padding larger; switches, sliders and large pickers keep their size")
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
            web: .none("the browser preview's labels always show their icon and title (an engine button with a symbol and text is a stack, which SwiftUI does not restyle either)")
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
