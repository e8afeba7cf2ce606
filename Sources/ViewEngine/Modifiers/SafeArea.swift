extension RenderModifier {
    /// SwiftUI's `SafeAreaRegions`, for `ignoresSafeArea`'s `regions`: which insets the view
    /// extends past.
    public enum SafeAreaRegion: String, Sendable, CaseIterable {
        /// SwiftUI's `.all`: the container's and the keyboard's.
        case all
        /// SwiftUI's `.container`: the status bar, home indicator and bars, not the keyboard.
        case container
        /// SwiftUI's `.keyboard`: only the software keyboard's.
        case keyboard
    }

    /// SwiftUI's `Edge.Set` as `ignoresSafeArea`'s `edges` names it: one edge, an axis's two,
    /// or all four.
    public enum SafeAreaEdges: String, Sendable, CaseIterable {
        /// SwiftUI's `.all`.
        case all
        /// SwiftUI's `.top`.
        case top
        /// SwiftUI's `.bottom`.
        case bottom
        /// SwiftUI's `.leading`.
        case leading
        /// SwiftUI's `.trailing`.
        case trailing
        /// SwiftUI's `.horizontal`: leading and trailing.
        case horizontal
        /// SwiftUI's `.vertical`: top and bottom.
        case vertical
    }
}
