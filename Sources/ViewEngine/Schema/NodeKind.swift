/// Every node type the engine knows. Renderers switch over the resolved form of these.
///
/// JSON names are matched case-insensitively and without `_`/`-`, so `lazy_vstack`,
/// `LazyVStack` and `lazyVStack` are one type; peers' other spellings are aliases in
/// ``NodeCatalog``.
public enum NodeKind: String, Sendable, CaseIterable, Hashable {
    // Layout
    case vstack, hstack, zstack, scroll, list
    case lazyVStack = "lazy_vstack"
    case lazyHStack = "lazy_hstack"
    case spacer, grid, group, empty
    case lazyHGrid = "lazy_hgrid"
    case alignedGrid = "aligned_grid"
    case gridRow = "grid_row"
    // Content
    case text, image, divider, progress, label
    case labeledContent = "labeled_content"
    case gauge
    case contentUnavailable = "content_unavailable"
    // Interactive
    case button
    case navigationLink = "navigation_link"
    case textField = "text_field"
    case searchBar = "search_bar"
    case toggle, slider, picker
    case shareLink = "share_link"
    case link
    case stepper
    case secureField = "secure_field"
    case textEditor = "text_editor"
    case datePicker = "date_picker"
    case colorPicker = "color_picker"
    case menu
    case multiPicker = "multi_picker"
    case disclosureGroup = "disclosure_group"
    // Presentations
    case alert
    case confirmationDialog = "confirmation_dialog"
    case popover
    case fullScreenCover = "full_screen_cover"
    // Containers and navigation
    case tabView = "tab_view"
    case navigationStack = "navigation_stack"
    case screen, sheet
    // Containers
    case section, form
    case groupBox = "group_box"
    case controlGroup = "control_group"
    case viewThatFits = "view_that_fits"
    case pageTabView = "page_tab_view"
    // Composition
    case component, custom
    // Shapes
    case rectangle
    case roundedRectangle = "rounded_rectangle"
    case circle, ellipse, capsule
    case unevenRoundedRectangle = "unevenly_rounded_rectangle"
    case containerRelativeShape = "container_relative_shape"
    // Paint
    case color
    case linearGradient = "linear_gradient"
    case radialGradient = "radial_gradient"
    case angularGradient = "angular_gradient"
    case ellipticalGradient = "elliptical_gradient"
    // Media
    case chart
    case asyncImage = "async_image"
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
