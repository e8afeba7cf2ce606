#if canImport(SwiftUI)
import SwiftUI

/// The line between two rows of a list with `separator: true`, drawn inside the row's own
/// view (an overlay on the edge facing the previous row), so a row is one view wherever it
/// goes: a separator never takes a cell of a grid or a slot of a stack of its own.
///
/// The edge follows the container the rows join (``EnvironmentValues/rowSeparatorEdge``):
/// the top in vertical stacks, scroll views and standalone lists, the leading edge in
/// horizontal ones; grid cells get none (a grid's rows and columns are not one sequence).
struct RowSeparator: ViewModifier {
    let isShown: Bool
    /// How far the line starts from the row's leading edge (its leading padding, so it lines
    /// up with the row's text).
    let inset: CGFloat
    @Environment(\.rowSeparatorEdge) private var edge

    func body(content: Content) -> some View {
        switch (isShown, edge) {
        case (true, .top?):
            content.overlay(alignment: .top) {
                Rectangle().fill(.separator).frame(height: 1).padding(.leading, inset)
            }
        case (true, .leading?):
            content.overlay(alignment: .leading) {
                Rectangle().fill(.separator).frame(width: 1)
            }
        default:
            content
        }
    }
}

/// `@Entry` is not available to every toolchain that type-checks this code, so the key is
/// written out.
private struct RowSeparatorEdgeKey: EnvironmentKey {
    static let defaultValue: Edge? = .top
}

extension EnvironmentValues {
    /// Where a list row draws its separator in the container its rows join: `.top` in
    /// vertical containers, `.leading` in horizontal ones, nil in grids and depth stacks.
    var rowSeparatorEdge: Edge? {
        get { self[RowSeparatorEdgeKey.self] }
        set { self[RowSeparatorEdgeKey.self] = newValue }
    }
}
#endif
