#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `grid`: a LazyVGrid with flexible, fixed or adaptive columns; `lazy_hgrid`: a LazyHGrid
/// with such rows. The engine has already checked the sizes (a fixed width or adaptive minimum
/// above 0, no maximum below its minimum), so they go to `GridItem` as they are.
struct GridNodeView: View {
    let grid: RenderNode.Grid

    var body: some View {
        let spacing = grid.spacing.map { CGFloat($0) }
        switch grid.axis {
        case .vertical:
            LazyVGrid(columns: grid.columns.map { $0.gridItem(spacing: spacing) }, alignment: grid.alignment.swiftUI, spacing: spacing) {
                ChildNodes(nodes: grid.children)
            }
            .environment(\.rowSeparatorEdge, nil)
        case .horizontal:
            LazyHGrid(rows: grid.columns.map { $0.gridItem(spacing: nil) }, alignment: grid.rowAlignment.swiftUI, spacing: spacing) {
                ChildNodes(nodes: grid.children)
            }
            .environment(\.rowSeparatorEdge, nil)
        }
    }
}

extension RenderNode.Grid.Column {
    func gridItem(spacing: CGFloat?) -> GridItem {
        switch self {
        case .flexible(let minimum, let maximum):
            return GridItem(.flexible(minimum: CGFloat(minimum ?? 10), maximum: maximum.map { CGFloat($0) } ?? .infinity), spacing: spacing)
        case .fixed(let width):
            return GridItem(.fixed(CGFloat(width)), spacing: spacing)
        case .adaptive(let minimum, let maximum):
            return GridItem(.adaptive(minimum: CGFloat(minimum), maximum: maximum.map { CGFloat($0) } ?? .infinity), spacing: spacing)
        }
    }
}
#endif
