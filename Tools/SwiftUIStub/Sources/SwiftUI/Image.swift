// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Image

@frozen nonisolated public struct Image: Equatable, Sendable, View {
    public typealias Body = Never

    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public init(systemName: String, variableValue: Double?) {}
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {}

    public static func == (lhs: Image, rhs: Image) -> Bool { true }

    public enum ResizingMode: Sendable, Hashable {
        case tile
        case stretch
    }

    public enum TemplateRenderingMode: Sendable, Hashable {
        case template
        case original
    }

    public enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }

    public enum Scale: Sendable, Hashable {
        case small, medium, large
    }

    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
    internal init() {}
}

public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants()
    public static let square = SymbolVariants()
    public static let rectangle = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let slash = SymbolVariants()
    public var circle: SymbolVariants { self }
    public var square: SymbolVariants { self }
    public var fill: SymbolVariants { self }
    public var slash: SymbolVariants { self }
    internal init() {}
}

extension View {
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

// MARK: - AsyncImage

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    public var error: (any Error)? { if case .failure(let error) = self { return error } else { return nil } }
}

nonisolated public struct AsyncImage<Content>: View where Content: View {
    public typealias Body = Never

    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}

    public init<I, P>(url: URL?, scale: CGFloat = 1,
                      @ViewBuilder content: @escaping (Image) -> I,
                      @ViewBuilder placeholder: @escaping () -> P)
        where Content == _ConditionalContent<I, P>, I: View, P: View {}

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
}

// MARK: - Label

nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

nonisolated extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    public struct Title: View { public typealias Body = Never }
    public struct Icon: View { public typealias Body = Never }
    public var title: LabelStyleConfiguration.Title { _stub() }
    public var icon: LabelStyleConfiguration.Icon { _stub() }
}

nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

extension View {
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { self }
}

// MARK: - ImageRenderer

/// `ImageRenderer` (iOS 16): an `ObservableObject` whose members are main-actor isolated, as
/// the SDK declares them. The platform outputs (`uiImage`, `nsImage`) are in
/// Platform+UIKit.swift and Platform+AppKit.swift; `cgImage` and `render(...)` are absent.
final public class ImageRenderer<Content>: ObservableObject where Content: View {
    final public let objectWillChange = PassthroughSubject<Void, Never>()
    @MainActor final public var content: Content
    @MainActor final public var label: String?
    @MainActor final public var proposedSize: ProposedViewSize = .unspecified
    @MainActor final public var scale: CGFloat = 1
    @MainActor final public var isOpaque: Bool = false
    @MainActor public init(content view: Content) { self.content = view }
}
