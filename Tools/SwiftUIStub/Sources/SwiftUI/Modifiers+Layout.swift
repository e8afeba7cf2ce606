// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

extension View {
    // MARK: Padding
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    // MARK: Frame
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { self }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { self }
    nonisolated public func fixedSize() -> some View { self }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    nonisolated public func layoutPriority(_ value: Double) -> some View { self }

    // MARK: Position
    nonisolated public func offset(_ offset: CGSize) -> some View { self }
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func position(_ position: CGPoint) -> some View { self }
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func zIndex(_ value: Double) -> some View { self }

    // MARK: Layout direction
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment,
                                           computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
    nonisolated public func alignmentGuide(_ g: VerticalAlignment,
                                           computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }

    // MARK: Aspect ratio / scaling
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    nonisolated public func scaledToFit() -> some View { self }
    nonisolated public func scaledToFill() -> some View { self }
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        self
    }
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    // MARK: Clipping / safe area / hit testing
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }
    nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                             spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View
        where V: View { self }
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { self }
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    nonisolated public func hidden() -> some View { self }

    // MARK: Identity
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }

    // MARK: Scrolling
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                             axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

public struct ScrollDismissesKeyboardMode: Sendable {
    internal init() {}
    public static var automatic: ScrollDismissesKeyboardMode { .init() }
    public static var immediately: ScrollDismissesKeyboardMode { .init() }
    public static var interactively: ScrollDismissesKeyboardMode { .init() }
    public static var never: ScrollDismissesKeyboardMode { .init() }
}
