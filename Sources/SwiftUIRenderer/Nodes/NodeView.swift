#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Draws one node of the render tree: its content through the one view for its case, then
/// its style, its modifiers, accessibility, tap action and entry transition.
///
/// The switch below is the single place where node types meet SwiftUI; the coverage test
/// (Tests/SwiftUIRendererTests) reads it to check every case has its view.
public struct NodeView: View {
    let node: RenderNode
    /// Whether the node is a direct child of a container, whose children a `list` joins.
    let isInContainer: Bool

    /// A view for `node`; custom native views use it to show their children.
    public init(_ node: RenderNode) {
        self.init(node, isInContainer: false)
    }

    init(_ node: RenderNode, isInContainer: Bool) {
        self.node = node
        self.isInContainer = isInContainer
    }

    /// The node's view with its style and modifiers applied.
    public var body: some View {
        content
            // A control whose bound key picked nothing writes nowhere: it is shown, but off.
            // `disabled(false)` leaves a `disabled` from around the node in force.
            .disabled(node.content.writesNowhere)
            .modifier(NodeStyleModifier(style: node.style))
            .modifier(ModifierChain(modifiers: node.modifiers[...]))
            .modifier(AccessibilityModifier(accessibility: node.accessibility))
            .modifier(TapActionModifier(action: node.onTap))
            .modifier(TransitionModifier(transition: node.transition))
            .modifier(ScrollTargetModifier(id: node.id))
    }

    @ViewBuilder private var content: some View {
        switch node.content {
        case .stack(let stack): StackNodeView(stack: stack)
        case .group(let children): GroupNodeView(children: children)
        case .scroll(let scroll): ScrollNodeView(scroll: scroll)
        case .list(let list): ListNodeView(list: list, isInContainer: isInContainer)
        case .grid(let grid): GridNodeView(grid: grid)
        case .spacer(let minLength): SpacerNodeView(minLength: minLength)
        case .text(let text): TextNodeView(text: text)
        case .image(let image): ImageNodeView(image: image)
        case .divider: DividerNodeView()
        case .progress(let progress): ProgressNodeView(progress: progress)
        case .button(let button): ButtonNodeView(button: button)
        case .textField(let field): TextFieldNodeView(field: field)
        case .toggle(let toggle): ToggleNodeView(toggle: toggle)
        case .slider(let slider): SliderNodeView(slider: slider)
        case .picker(let picker): PickerNodeView(picker: picker)
        case .shareLink(let share): ShareLinkNodeView(share: share)
        case .stepper(let stepper): StepperNodeView(stepper: stepper)
        case .textEditor(let editor): TextEditorNodeView(editor: editor)
        case .datePicker(let picker): DatePickerNodeView(picker: picker)
        case .colorPicker(let picker): ColorPickerNodeView(picker: picker)
        case .menu(let menu): MenuNodeView(menu: menu)
        case .multiPicker(let picker): MultiPickerNodeView(picker: picker)
        case .disclosureGroup(let group): DisclosureGroupNodeView(group: group)
        case .presentation(let presentation): PresentationNodeView(presentation: presentation)
        case .tabView(let bar): TabBarNodeView(bar: bar)
        case .navigationStack(let root): NavigationStackNodeView(root: root)
        case .screen(let screen): ScreenNodeView(screen: screen)
        case .sheet(let sheet): SheetNodeView(sheet: sheet)
        case .custom(let custom): CustomNodeView(custom: custom)
        case .label(let label): LabelNodeView(label: label)
        case .shape(let shape): ShapeNodeView(shape: shape)
        case .paint(let paint): PaintNodeView(paint: paint)
        case .container(let container): ContainerNodeView(container: container)
        case .chart(let chart): ChartNodeView(chart: chart)
        case .gauge(let gauge): GaugeNodeView(gauge: gauge)
        case .contentUnavailable(let empty): ContentUnavailableNodeView(empty: empty)
        case .asyncImage(let image): AsyncImageNodeView(image: image)
        case .video(let video): VideoNodeView(video: video)
        case .placeholder(let placeholder): PlaceholderNodeView(placeholder: placeholder)
        }
    }
}

/// The children of a container, in order. Their identity is their written position
/// (``ViewEngine/RenderNode/position``): static children never reorder, and rows over data
/// (``ListNodeView``) use the item's own id instead.
struct ChildNodes: View {
    let nodes: [RenderNode]

    var body: some View {
        // Identified by where each child is written, not where it is drawn: when a
        // conditional sibling before it comes or goes, a child keeps its own state.
        ForEach(RenderNode.slots(of: nodes), id: \.position) { slot in
            NodeView(nodes[slot.index], isInContainer: true)
        }
    }
}
#endif
