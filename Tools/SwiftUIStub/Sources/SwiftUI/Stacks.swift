// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> Content) {}
}

@frozen nonisolated public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> Content) {}
}

@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public typealias Body = Never
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct LazyVStack<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

nonisolated public struct LazyHStack<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

nonisolated public struct LazyVGrid<Content>: View where Content: View {
    public typealias Body = Never
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

nonisolated public struct LazyHGrid<Content>: View where Content: View {
    public typealias Body = Never
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

nonisolated public struct ScrollView<Content>: View where Content: View {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the scrollIndicators(_:axes:) modifier")
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

@frozen public struct ScrollIndicatorVisibility: Equatable, Sendable {
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility() }
    internal init() {}
}

@frozen nonisolated public struct ScrollViewReader<Content>: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}

public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}
