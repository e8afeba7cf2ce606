/// Every node type the engine knows. Renderers switch over the resolved form of these.
///
/// JSON names are matched case-insensitively and without `_`/`-`, so `lazy_vstack`,
/// `LazyVStack` and `lazyVStack` are one type; peers' other spellings are aliases in
/// ``NodeCatalog``.
public enum NodeKind: String, Sendable, CaseIterable, Hashable {
    // Layout
    /// SwiftUI's `VStack`: children top to bottom.
    case vstack
    /// SwiftUI's `HStack`: children side by side.
    case hstack
    /// SwiftUI's `ZStack`: children drawn one over another.
    case zstack
    /// SwiftUI's `ScrollView` along `axis` (vertical by default), its children stacked along it.
    case scroll
    /// Repeats `itemTemplate` over the `items` array (with `$.item`, `$.index`); rows built as they appear.
    case list
    /// SwiftUI's `LazyVStack`: a vertical stack whose children are built as they scroll into view.
    case lazyVStack = "lazy_vstack"
    /// SwiftUI's `LazyHStack`: a horizontal stack whose children are built as they scroll into view.
    case lazyHStack = "lazy_hstack"
    /// SwiftUI's `Spacer`: flexible space along its stack's axis.
    case spacer
    /// SwiftUI's `LazyVGrid`, `columns` a count or `GridItem` sizes (SwiftUI's `Grid` is `aligned_grid`).
    case grid
    /// SwiftUI's `Group`: children laid out by the parent as if written there.
    case group
    /// SwiftUI's `EmptyView`: takes no space and draws nothing.
    case empty
    /// SwiftUI's `LazyHGrid`: cells filling `rows` and flowing sideways.
    case lazyHGrid = "lazy_hgrid"
    /// SwiftUI's non-lazy `Grid`: `grid_row` children whose cells line up in columns.
    case alignedGrid = "aligned_grid"
    /// SwiftUI's `GridRow`: one row of an `aligned_grid`, a cell per child.
    case gridRow = "grid_row"
    // Content
    /// SwiftUI's `Text` of `content` (literal, bound or interpolated), shown verbatim, never as Markdown.
    case text
    /// SwiftUI's `Image`: an SF Symbol (`systemName`), an app asset, or a URL loaded asynchronously.
    case image
    /// SwiftUI's `Divider`: a thin line across its stack.
    case divider
    /// SwiftUI's `ProgressView`: a bar for a `value` fraction 0–1, a spinner without one.
    case progress
    /// SwiftUI's `Label`: a `title` with its `systemImage` icon beside it.
    case label
    /// SwiftUI's `LabeledContent`: a `label` with its `value` (or the children) beside it.
    case labeledContent = "labeled_content"
    /// SwiftUI's `Gauge`: a `value` within `min`…`max` (0…1 by default), as a bar or a ring.
    case gauge
    /// SwiftUI's `ContentUnavailableView`: an empty state's icon, title, description and actions.
    case contentUnavailable = "content_unavailable"
    // Interactive
    /// SwiftUI's `Button`: runs `action` when tapped; `label` is text or a node.
    case button
    /// A button that pushes the bundle screen `destination` (passing `params`) onto the current stack.
    case navigationLink = "navigation_link"
    /// SwiftUI's `TextField`: one line of text, written to the `binding` state path as it is typed.
    case textField = "text_field"
    /// A search field over the `binding` state path, drawn like `.searchable`'s; `onSubmit` on search.
    case searchBar = "search_bar"
    /// SwiftUI's `Toggle`: an on/off switch over the boolean at `binding`.
    case toggle
    /// SwiftUI's `Slider`: the number at `binding` within `min`…`max` (0…1 by default), maybe in steps.
    case slider
    /// SwiftUI's `Picker`: chooses one of `options`, writing its value at `binding`.
    case picker
    /// SwiftUI's `ShareLink`: shares `text`, and optionally an image of the `snapshot` node.
    case shareLink = "share_link"
    /// SwiftUI's `Link`: opens the http(s) page `destination` outside the app.
    case link
    /// SwiftUI's `Stepper`: − and + buttons changing the number at `binding` by `step` (default 1).
    case stepper
    /// SwiftUI's `SecureField`: one line of text input that hides what is typed.
    case secureField = "secure_field"
    /// SwiftUI's `TextEditor`: multi-line text at the `binding` state path.
    case textEditor = "text_editor"
    /// SwiftUI's `DatePicker`: a date, a time or both, kept in state as ISO 8601 text.
    case datePicker = "date_picker"
    /// SwiftUI's `ColorPicker`: a colour kept in state as `#RRGGBB` (or `#RRGGBBAA`) text.
    case colorPicker = "color_picker"
    /// SwiftUI's `Menu`: a button opening its children (buttons, dividers and nested menus).
    case menu
    /// Chooses any number of `options`, their values kept as an array at `binding` (checkmark rows).
    case multiPicker = "multi_picker"
    /// SwiftUI's `DisclosureGroup`: a `label` that shows or hides its children.
    case disclosureGroup = "disclosure_group"
    // Presentations
    /// SwiftUI's `alert`: `title`, `message`, `buttons`; shown by `isPresented` or a `present` naming it.
    case alert
    /// SwiftUI's `confirmationDialog`: choices at the bottom of the screen, shown as an `alert` is.
    case confirmationDialog = "confirmation_dialog"
    /// SwiftUI's `popover` of `content` (a sheet on iPhone), shown as an `alert` is.
    case popover
    /// SwiftUI's `fullScreenCover`: `content` over the whole screen, shown as an `alert` is.
    case fullScreenCover = "full_screen_cover"
    // Containers and navigation
    /// A tab bar of `tabs` (`{title, icon, screen, badge}`), each a bundle screen; usually app.json's root.
    case tabView = "tab_view"
    /// A navigation container around `root`; screens already sit in the runtime's `NavigationStack`.
    case navigationStack = "navigation_stack"
    /// A full screen: navigation `title`, `toolbar` items, a `body` (or children) and `onLoad`.
    case screen
    /// SwiftUI's `sheet` of `content`, shown by a `present` naming it or while `isPresented` is true.
    case sheet
    // Containers
    /// SwiftUI's `Section`: rows under a `header` and over a `footer`; one card in a `form` or `list`.
    case section
    /// SwiftUI's `Form`: grouped rows of controls, as in a settings screen.
    case form
    /// SwiftUI's `GroupBox`: children on a rounded background under a `label`.
    case groupBox = "group_box"
    /// SwiftUI's `ControlGroup`: related controls drawn as one joined group.
    case controlGroup = "control_group"
    /// SwiftUI's `ViewThatFits`: the first child that fits the space offered (else the last).
    case viewThatFits = "view_that_fits"
    /// SwiftUI's `TabView` with `.tabViewStyle(.page)`: children swiped sideways, with page dots.
    case pageTabView = "page_tab_view"
    // Composition
    /// Uses the `components.json` component `name`, passing `parameters`; expanded in place.
    case component
    /// A native view the app registers under `viewId`, handed `data` and the children.
    case custom
    // Shapes
    /// SwiftUI's `Rectangle`, filling its frame.
    case rectangle
    /// SwiftUI's `RoundedRectangle`: `cornerRadius` in points, `continuous` corners by default.
    case roundedRectangle = "rounded_rectangle"
    /// SwiftUI's `Circle`: the largest circle that fits its frame, centred.
    case circle
    /// SwiftUI's `Ellipse`: the oval filling its frame.
    case ellipse
    /// SwiftUI's `Capsule`: a rectangle whose short sides are half circles.
    case capsule
    /// SwiftUI's `UnevenRoundedRectangle`: each corner its own radius.
    case unevenRoundedRectangle = "unevenly_rounded_rectangle"
    /// SwiftUI's `ContainerRelativeShape`: the container's shape (a widget's), else a rectangle.
    case containerRelativeShape = "container_relative_shape"
    // Paint
    /// SwiftUI's `Color` as a view: `color` (a theme or system name, or hex) filling its frame.
    case color
    /// SwiftUI's `LinearGradient`: `colors` blending along a line, filling its frame.
    case linearGradient = "linear_gradient"
    /// SwiftUI's `RadialGradient`: `colors` blending outwards from a centre.
    case radialGradient = "radial_gradient"
    /// SwiftUI's `AngularGradient`: `colors` blending around a centre.
    case angularGradient = "angular_gradient"
    /// SwiftUI's `EllipticalGradient`: `colors` blending outwards along ellipses fitting its frame.
    case ellipticalGradient = "elliptical_gradient"
    // Media
    /// Swift Charts' `Chart` of the `data` array: bar, line, point or area marks of `x` against `y`.
    case chart
    /// SwiftUI's `AsyncImage`: an http(s) image, with `placeholder` and `failure` content.
    case asyncImage = "async_image"
    /// AVKit's `VideoPlayer` for an http(s) `url`, with playback controls; it never plays by itself.
    case video

    /// The canonical JSON name (`lazy_vstack`).
    public var name: String { rawValue }

    /// The file that says everything about the type. The switch is exhaustive, so a kind
    /// without a definition does not compile.
    var definition: any NodeDefinition.Type {
        switch self {
        case .vstack: return VStackNode.self
        case .hstack: return HStackNode.self
        case .zstack: return ZStackNode.self
        case .scroll: return ScrollNode.self
        case .list: return ListNode.self
        case .lazyVStack: return LazyVStackNode.self
        case .lazyHStack: return LazyHStackNode.self
        case .spacer: return SpacerNode.self
        case .grid: return GridNode.self
        case .group: return GroupNode.self
        case .empty: return EmptyNode.self
        case .lazyHGrid: return LazyHGridNode.self
        case .alignedGrid: return AlignedGridNode.self
        case .gridRow: return GridRowNode.self
        case .text: return TextNode.self
        case .image: return ImageNode.self
        case .divider: return DividerNode.self
        case .progress: return ProgressNode.self
        case .label: return LabelNode.self
        case .labeledContent: return LabeledContentNode.self
        case .gauge: return GaugeNode.self
        case .contentUnavailable: return ContentUnavailableNode.self
        case .button: return ButtonNode.self
        case .navigationLink: return NavigationLinkNode.self
        case .textField: return TextFieldNode.self
        case .searchBar: return SearchBarNode.self
        case .toggle: return ToggleNode.self
        case .slider: return SliderNode.self
        case .picker: return PickerNode.self
        case .shareLink: return ShareLinkNode.self
        case .link: return LinkNode.self
        case .stepper: return StepperNode.self
        case .secureField: return SecureFieldNode.self
        case .textEditor: return TextEditorNode.self
        case .datePicker: return DatePickerNode.self
        case .colorPicker: return ColorPickerNode.self
        case .menu: return MenuNode.self
        case .multiPicker: return MultiPickerNode.self
        case .disclosureGroup: return DisclosureGroupNode.self
        case .alert: return AlertNode.self
        case .confirmationDialog: return ConfirmationDialogNode.self
        case .popover: return PopoverNode.self
        case .fullScreenCover: return FullScreenCoverNode.self
        case .tabView: return TabViewNode.self
        case .navigationStack: return NavigationStackNode.self
        case .screen: return ScreenNode.self
        case .sheet: return SheetNode.self
        case .section: return SectionNode.self
        case .form: return FormNode.self
        case .groupBox: return GroupBoxNode.self
        case .controlGroup: return ControlGroupNode.self
        case .viewThatFits: return ViewThatFitsNode.self
        case .pageTabView: return PageTabViewNode.self
        case .component: return ComponentNode.self
        case .custom: return CustomNode.self
        case .rectangle: return RectangleNode.self
        case .roundedRectangle: return RoundedRectangleNode.self
        case .circle: return CircleNode.self
        case .ellipse: return EllipseNode.self
        case .capsule: return CapsuleNode.self
        case .unevenRoundedRectangle: return UnevenRoundedRectangleNode.self
        case .containerRelativeShape: return ContainerRelativeShapeNode.self
        case .color: return ColorNode.self
        case .linearGradient: return LinearGradientNode.self
        case .radialGradient: return RadialGradientNode.self
        case .angularGradient: return AngularGradientNode.self
        case .ellipticalGradient: return EllipticalGradientNode.self
        case .chart: return ChartNode.self
        case .asyncImage: return AsyncImageNode.self
        case .video: return VideoNode.self
        }
    }
}
