// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - ForEach

nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

nonisolated extension ForEach: View where Content: View {
    public typealias Body = Never
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

nonisolated extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
              C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        _stub()
    }

    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
              C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        _stub()
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: - List

nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

nonisolated extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
              RowContent: View, Data.Element: Identifiable {}

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {}
}

nonisolated extension List {
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
              RowContent: View, Data.Element: Identifiable {}

    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
              RowContent: View, Data.Element: Identifiable {}
}

// MARK: - Section

nonisolated public struct Section<Parent, Content, Footer> {
    public typealias Body = Never
}

nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {}
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

nonisolated extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

nonisolated extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// MARK: - Form

nonisolated public struct Form<Content>: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - List styles

public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

extension View {
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View { self }
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
}

public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
    internal init() {}
}

extension VerticalEdge {
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = VerticalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = VerticalEdge.Set(rawValue: 1)
        public static let bottom = VerticalEdge.Set(rawValue: 2)
        public static let all: VerticalEdge.Set = [.top, .bottom]
    }
}

extension HorizontalEdge {
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = HorizontalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = HorizontalEdge.Set(rawValue: 1)
        public static let trailing = HorizontalEdge.Set(rawValue: 2)
        public static let all: HorizontalEdge.Set = [.leading, .trailing]
    }
}
