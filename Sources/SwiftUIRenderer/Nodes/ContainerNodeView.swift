#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The SwiftUI containers of ``RenderNode/Container``, each as the SwiftUI view of its name:
/// `Section`, `Form`, `GroupBox`, `ControlGroup`, `ViewThatFits`, `Grid`/`GridRow`, a
/// page-style `TabView` and `LabeledContent`.
struct ContainerNodeView: View {
    let container: RenderNode.Container

    var body: some View {
        let children = ChildNodes(nodes: container.children)
        switch container.kind {
        case .section:
            Section {
                children
            } header: {
                if let label = container.label { NodeView(label) }
            } footer: {
                if let footer = container.footer { NodeView(footer) }
            }
        case .form:
            Form { children }
        case .groupBox:
            GroupBox {
                children
            } label: {
                if let label = container.label { NodeView(label) }
            }
        case .controlGroup:
            ControlGroup { children }
        case .viewThatFits(let axes):
            ViewThatFits(in: axes.swiftUI) { children }
        case .alignedGrid(let alignment, let horizontal, let vertical):
            Grid(alignment: alignment.swiftUI, horizontalSpacing: horizontal.map { CGFloat($0) }, verticalSpacing: vertical.map { CGFloat($0) }) {
                children
            }
        case .gridRow(let alignment):
            GridRow(alignment: alignment?.swiftUI) { children }
        case .pages(let showsIndex):
            TabView { children }
                .tabViewStyle(.page(indexDisplayMode: showsIndex ? .always : .never))
                // Dots that show on any background, as the web draws them.
                .indexViewStyle(.page(backgroundDisplayMode: .always))
        case .labeledContent:
            LabeledContent {
                children
            } label: {
                if let label = container.label { NodeView(label) }
            }
        }
    }
}

extension RenderNode.Container.FitAxes {
    var swiftUI: Axis.Set {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .both: return [.horizontal, .vertical]
        }
    }
}
#endif
