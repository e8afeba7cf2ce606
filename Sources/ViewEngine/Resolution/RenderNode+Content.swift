extension RenderNode {
    /// What a node shows.
    ///
    /// Only the large or recursive cases are `indirect`: the common ones (stacks, text,
    /// spacers) stay inline, which saves an allocation per node.
    public enum Content: Sendable {
        case stack(Stack)
        /// Children that join the parent's layout (`group`; none: `empty`).
        case group([RenderNode])
        case scroll(Scroll)
        /// Rows over data; a renderer builds them as they appear.
        case list(RowList)
        case grid(Grid)
        case spacer(minLength: Double?)
        case text(Text)
        indirect case image(Image)
        case divider
        case progress(Progress)
        indirect case button(Button)
        indirect case textField(TextField)
        indirect case toggle(Toggle)
        indirect case slider(Slider)
        indirect case picker(Picker)
        indirect case shareLink(ShareLink)
        indirect case stepper(Stepper)
        indirect case textEditor(TextEditor)
        indirect case datePicker(DatePicker)
        indirect case colorPicker(ColorPicker)
        indirect case menu(Menu)
        indirect case multiPicker(MultiPicker)
        indirect case disclosureGroup(DisclosureGroup)
        /// An alert, dialog, popover or cover: over the screen while shown, no room where it stands.
        indirect case presentation(Presentation)
        indirect case tabView(TabBar)
        indirect case navigationStack(root: RenderNode)
        indirect case screen(Screen)
        indirect case sheet(Sheet)
        indirect case custom(Custom)
        /// A shape as a view, filled and outlined.
        indirect case label(Label)
        indirect case shape(Shape)
        /// A colour or gradient as a view, filling the space offered.
        indirect case paint(ResolvedPaint)
        /// Children arranged by a SwiftUI container (section, form, group box, …).
        indirect case container(Container)
        /// Marks plotted over data.
        indirect case chart(Chart)
        indirect case gauge(Gauge)
        indirect case contentUnavailable(ContentUnavailable)
        indirect case asyncImage(AsyncImage)
        indirect case video(Video)
        /// An unknown or broken node. Debug builds show it; release builds resolve nothing.
        indirect case placeholder(Placeholder)

        /// The case names, for checks that every renderer handles every case.
        public static let caseNames = [
            "stack", "group", "scroll", "list", "grid", "spacer", "text", "image", "divider", "progress", "button", "textField",
            "toggle", "slider", "picker", "shareLink", "stepper", "textEditor", "datePicker", "colorPicker", "menu", "multiPicker", "disclosureGroup", "presentation", "tabView", "navigationStack", "screen", "sheet", "custom", "label", "shape", "paint",
            "container", "chart", "gauge", "contentUnavailable", "asyncImage", "video", "placeholder",
        ]

        public var caseName: String {
            switch self {
            case .stack: return "stack"
            case .group: return "group"
            case .scroll: return "scroll"
            case .list: return "list"
            case .grid: return "grid"
            case .spacer: return "spacer"
            case .text: return "text"
            case .image: return "image"
            case .divider: return "divider"
            case .progress: return "progress"
            case .button: return "button"
            case .textField: return "textField"
            case .toggle: return "toggle"
            case .slider: return "slider"
            case .picker: return "picker"
            case .shareLink: return "shareLink"
            case .stepper: return "stepper"
            case .textEditor: return "textEditor"
            case .datePicker: return "datePicker"
            case .colorPicker: return "colorPicker"
            case .menu: return "menu"
            case .multiPicker: return "multiPicker"
            case .disclosureGroup: return "disclosureGroup"
            case .presentation: return "presentation"
            case .tabView: return "tabView"
            case .navigationStack: return "navigationStack"
            case .screen: return "screen"
            case .sheet: return "sheet"
            case .custom: return "custom"
            case .label: return "label"
            case .shape: return "shape"
            case .paint: return "paint"
            case .container: return "container"
            case .chart: return "chart"
            case .gauge: return "gauge"
            case .contentUnavailable: return "contentUnavailable"
            case .asyncImage: return "asyncImage"
            case .video: return "video"
            case .placeholder: return "placeholder"
            }
        }
    }
}
