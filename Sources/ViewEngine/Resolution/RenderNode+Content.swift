extension RenderNode {
    /// What a node shows.
    ///
    /// Only the large or recursive cases are `indirect`: the common ones (stacks, text,
    /// spacers) stay inline, which saves an allocation per node.
    public enum Content: Sendable {
        /// `vstack`, `hstack`, `zstack`, `lazy_vstack` or `lazy_hstack`: children along an axis or layered.
        case stack(Stack)
        /// Children that join the parent's layout (`group`; none: `empty`).
        case group([RenderNode])
        /// `scroll`: SwiftUI's `ScrollView`, its children stacked along its axis.
        case scroll(Scroll)
        /// Rows over data; a renderer builds them as they appear.
        case list(RowList)
        /// `grid` or `lazy_hgrid`: SwiftUI's `LazyVGrid` or `LazyHGrid`.
        case grid(Grid)
        /// `spacer`: SwiftUI's `Spacer`; `minLength` in points, nil for the platform's default.
        case spacer(minLength: Double?)
        /// `text`, and any text written where a node may go (a label's text, a labeled value).
        case text(Text)
        /// `image`: an SF Symbol, an app image or a URL, with its folded image modifiers.
        indirect case image(Image)
        /// `divider`: SwiftUI's `Divider`, a thin line across its stack.
        case divider
        /// `progress`: SwiftUI's `ProgressView`, a bar with a value or a spinner without.
        case progress(Progress)
        /// `button`, and `link` and `navigation_link`: buttons whose action opens a web page or
        /// pushes a screen.
        indirect case button(Button)
        /// `text_field`, `secure_field` or `search_bar`: one line of text bound to state.
        indirect case textField(TextField)
        /// `toggle`: SwiftUI's `Toggle`, a switch over a boolean in state.
        indirect case toggle(Toggle)
        /// `slider`: SwiftUI's `Slider`, a number in a range.
        indirect case slider(Slider)
        /// `picker`: SwiftUI's `Picker`, one of several values.
        indirect case picker(Picker)
        /// `share_link`: SwiftUI's `ShareLink`, a button that opens the share sheet.
        indirect case shareLink(ShareLink)
        /// `stepper`: SwiftUI's `Stepper`, − and + buttons over a number.
        indirect case stepper(Stepper)
        /// `text_editor`: SwiftUI's `TextEditor`, multi-line text bound to state.
        indirect case textEditor(TextEditor)
        /// `date_picker`: SwiftUI's `DatePicker` over ISO 8601 text in state.
        indirect case datePicker(DatePicker)
        /// `color_picker`: SwiftUI's `ColorPicker` over hex text in state.
        indirect case colorPicker(ColorPicker)
        /// `menu`: SwiftUI's `Menu`, a button that opens a list of items.
        indirect case menu(Menu)
        /// `multi_picker`: any number of several values, bound to an array.
        indirect case multiPicker(MultiPicker)
        /// `disclosure_group`: SwiftUI's `DisclosureGroup`, a label that shows or hides content.
        indirect case disclosureGroup(DisclosureGroup)
        /// An alert, dialog, popover or cover: over the screen while shown, no room where it stands.
        indirect case presentation(Presentation)
        /// `tab_view`: a strip of tabs that switch the app's tabs.
        indirect case tabView(TabBar)
        /// `navigation_stack`: SwiftUI's `NavigationStack` around its `root` (an empty stack when missing).
        indirect case navigationStack(root: RenderNode)
        /// `screen`: a navigation title, toolbar and body; every rendered screen's root is one.
        indirect case screen(Screen)
        /// `sheet`: SwiftUI's `sheet`, its content over the screen while shown, no room where it stands.
        indirect case sheet(Sheet)
        /// `custom`: a native view the app registered under the node's `viewId`.
        indirect case custom(Custom)
        /// `label`: a title with an icon before it (SwiftUI's `Label`).
        indirect case label(Label)
        /// A shape as a view, filled and outlined: `rectangle`, `rounded_rectangle`, `circle`,
        /// `ellipse`, `capsule` and the other shapes.
        indirect case shape(Shape)
        /// A colour or gradient as a view, filling the space offered.
        indirect case paint(ResolvedPaint)
        /// Children arranged by a SwiftUI container (section, form, group box, …).
        indirect case container(Container)
        /// Marks plotted over data.
        indirect case chart(Chart)
        /// `gauge`: SwiftUI's `Gauge`, a value within a range as a bar or a ring.
        indirect case gauge(Gauge)
        /// `content_unavailable`: SwiftUI's `ContentUnavailableView`, an empty state.
        indirect case contentUnavailable(ContentUnavailable)
        /// `async_image`: SwiftUI's `AsyncImage`, a web image with loading and failure content.
        indirect case asyncImage(AsyncImage)
        /// `video`: AVKit's `VideoPlayer` for a web video, never playing by itself.
        indirect case video(Video)
        /// An unknown or broken node. Debug builds show it; release builds resolve nothing.
        indirect case placeholder(Placeholder)

        /// The case names, for checks that every renderer handles every case.
        public static let caseNames = [
            "stack", "group", "scroll", "list", "grid", "spacer", "text", "image", "divider", "progress", "button", "textField",
            "toggle", "slider", "picker", "shareLink", "stepper", "textEditor", "datePicker", "colorPicker", "menu", "multiPicker", "disclosureGroup", "presentation", "tabView", "navigationStack", "screen", "sheet", "custom", "label", "shape", "paint",
            "container", "chart", "gauge", "contentUnavailable", "asyncImage", "video", "placeholder",
        ]

        /// The case's name, one of ``caseNames``: the `type` that `sdui resolve` prints for the node.
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
