// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - NavigationPath

public struct NavigationPath: Equatable {
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public var codable: NavigationPath.CodableRepresentation? { nil }

    public init() {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {}
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {}
    public init(_ codable: NavigationPath.CodableRepresentation) {}

    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}

    public struct CodableRepresentation: Codable, Equatable {
        public init(from decoder: any Decoder) throws { _stub() }
        public func encode(to encoder: any Encoder) throws {}
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { true }
}

// MARK: - NavigationStack

/// Main-actor isolated, as in the SDK of Xcode 16 (the oldest this project supports), where the
/// `View` conformance makes it so; later SDKs mark it `nonisolated`. The stricter reading is kept
/// so code that passes here builds with both.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    public typealias Body = Never

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
              Data.Element: Hashable {}
}

// MARK: - NavigationSplitView (minimal)

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { _stub() }
    public static var doubleColumn: NavigationSplitViewVisibility { _stub() }
    public static var all: NavigationSplitViewVisibility { _stub() }
    public static var automatic: NavigationSplitViewVisibility { _stub() }
}

nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
    where Sidebar: View, Content: View, Detail: View {
    public typealias Body = Never
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
}

nonisolated extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {}
}

// MARK: - NavigationLink

nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public typealias Body = Never

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
}

nonisolated extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {}
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {}
}

nonisolated extension NavigationLink where Destination == Never {
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {}
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {}

    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {}
    public init<P>(_ titleKey: LocalizedStringKey, value: P?)
        where Label == Text, P: Decodable, P: Encodable, P: Hashable {}
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {}
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?)
        where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {}
}

// MARK: - TabView

nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

nonisolated extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - Navigation bar

/// iOS 13, Mac Catalyst, tvOS, watchOS, visionOS; not macOS.
#if SWIFTUI_STUB_MACOS
@available(*, unavailable, message: "not available on macOS")
#endif
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

// MARK: - Toolbar

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { _stub() }
}

nonisolated extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { _stub() }
}

nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { _stub() }
    public init(_ value: T) {}
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<each Content>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)> where repeat each Content: ToolbarContent {
        TupleToolbarContent((repeat each content))
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }
}

public struct ToolbarItemPlacement: Sendable {
    internal init() {}
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

public struct ToolbarPlacement: Sendable {
    internal init() {}
    public static let automatic = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
}

nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { _stub() }
}

nonisolated extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

nonisolated extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { _stub() }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - Search / submit

public struct SearchFieldPlacement: Sendable {
    internal init() {}
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic
        case always
    }
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement { SearchFieldPlacement() }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

public struct SubmitLabel: Sendable {
    internal init() {}
    public static var done: SubmitLabel { SubmitLabel() }
    public static var go: SubmitLabel { SubmitLabel() }
    public static var send: SubmitLabel { SubmitLabel() }
    public static var join: SubmitLabel { SubmitLabel() }
    public static var route: SubmitLabel { SubmitLabel() }
    public static var search: SubmitLabel { SubmitLabel() }
    public static var `return`: SubmitLabel { SubmitLabel() }
    public static var next: SubmitLabel { SubmitLabel() }
    public static var `continue`: SubmitLabel { SubmitLabel() }
}

// MARK: - Navigation / toolbar / tab / search modifiers

extension View {
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { self }
    nonisolated public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where V: View { self }

    /// iOS 14, Mac Catalyst, watchOS, visionOS; not macOS.
    #if SWIFTUI_STUB_MACOS
    @available(*, unavailable, message: "not available on macOS")
    #endif
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    nonisolated public func navigationDestination<D, C>(for data: D.Type,
                                                        @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { self }
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>,
                                                     @ViewBuilder destination: () -> V) -> some View
        where V: View { self }
    nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>,
                                                        @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { self }

    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
        where Content: ToolbarContent { self }
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View
        where S: ShapeStyle { self }
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
    nonisolated public func badge(_ count: Int) -> some View { self }
    nonisolated public func badge(_ label: Text?) -> some View { self }
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { self }
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { self }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View { self }
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                          prompt: S) -> some View where S: StringProtocol { self }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View { self }

    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

public struct ToolbarRole: Sendable {
    internal init() {}
    public static let automatic = ToolbarRole()
    public static let navigationStack = ToolbarRole()
    public static let browser = ToolbarRole()
    public static let editor = ToolbarRole()
}
