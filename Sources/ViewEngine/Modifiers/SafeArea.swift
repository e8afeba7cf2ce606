extension RenderModifier {
    /// SwiftUI's `SafeAreaRegions`, for `ignoresSafeArea`'s `regions`: which insets the view
    /// extends past: `all` (the container's and the keyboard's), `container` (the status bar,
    /// home indicator and bars) or `keyboard` (only the software keyboard's).
    public enum SafeAreaRegion: String, Sendable, CaseIterable { case all, container, keyboard }

    /// SwiftUI's `Edge.Set` as `ignoresSafeArea`'s `edges` names it: `all`, one edge (`top`,
    /// `bottom`, `leading`, `trailing`), or an axis's two (`horizontal`, `vertical`).
    public enum SafeAreaEdges: String, Sendable, CaseIterable { case all, top, bottom, leading, trailing, horizontal, vertical }
}
