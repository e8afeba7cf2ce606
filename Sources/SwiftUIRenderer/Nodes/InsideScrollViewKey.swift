#if canImport(SwiftUI)
import SwiftUI

/// Whether a view is inside a `scroll` node. A list with swipe actions becomes a SwiftUI
/// `List` (the only container where `.swipeActions` works), except inside a scroll view,
/// where a `List` would collapse.
private struct InsideScrollViewKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var isInsideScrollView: Bool {
        get { self[InsideScrollViewKey.self] }
        set { self[InsideScrollViewKey.self] = newValue }
    }
}
#endif
