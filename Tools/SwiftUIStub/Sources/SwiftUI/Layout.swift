// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Alignment

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    public static let listRowSeparatorLeading = HorizontalAlignment()
    public static let listRowSeparatorTrailing = HorizontalAlignment()
    internal init() {}
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
    internal init() {}
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

// MARK: - Edges

@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

@frozen public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// MARK: - Axis

@frozen public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Axis.Set(rawValue: 1)
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

// MARK: - Misc layout values

@frozen public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all = SafeAreaRegions(rawValue: .max)
}

@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    @inlinable public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { size }
}

@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

@frozen public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

// MARK: - GeometryReader

@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

public struct GeometryProxy {
    public var size: CGSize { _stub() }
    public var safeAreaInsets: EdgeInsets { _stub() }
}

// MARK: - Spacer / Divider

@frozen nonisolated public struct Spacer: View, Sendable {
    public typealias Body = Never
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

nonisolated public struct Divider: View, Sendable {
    public typealias Body = Never
    public init() {}
}
