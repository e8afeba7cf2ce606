// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

extension View {
    // MARK: Background / overlay
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
        where S: ShapeStyle { self }
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
        where V: View { self }
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
        where S: ShapeStyle, T: Shape { self }
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
        where S: Shape { self }
    // Color is both a View and a ShapeStyle; with Apple's toolchain
    // `.background(Color.red)` resolves to the ShapeStyle overload (the iOS 15
    // safe-area behaviour change), so the legacy View overload is disfavored here.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
        where Background: View { self }

    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
        where V: View { self }
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
        where S: ShapeStyle { self }
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
        where S: ShapeStyle, T: Shape { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
        where Overlay: View { self }

    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { self }

    // MARK: Foreground
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
        where S1: ShapeStyle, S2: ShapeStyle { self }
    nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
        where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    // MARK: Shape / effects
    @available(iOS, introduced: 13.0, deprecated: 100000.0,
               message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                   x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    nonisolated public func brightness(_ amount: Double) -> some View { self }
    nonisolated public func contrast(_ amount: Double) -> some View { self }
    nonisolated public func saturation(_ amount: Double) -> some View { self }
    nonisolated public func grayscale(_ amount: Double) -> some View { self }
    nonisolated public func compositingGroup() -> some View { self }
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
    nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
        where Mask: View { self }

    // MARK: Interaction state
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    // MARK: Control labels
    nonisolated public func labelsHidden() -> some View { self }

    // MARK: Text input (iOS)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

public struct TextInputAutocapitalization: Sendable {
    internal init() {}
    public static var never: TextInputAutocapitalization { .init() }
    public static var words: TextInputAutocapitalization { .init() }
    public static var sentences: TextInputAutocapitalization { .init() }
    public static var characters: TextInputAutocapitalization { .init() }
}
