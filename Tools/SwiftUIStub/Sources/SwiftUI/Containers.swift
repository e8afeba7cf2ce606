// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Grid

/// A container view that arranges other views in a two dimensional layout.
@frozen nonisolated public struct Grid<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
}

/// A horizontal row in a two dimensional grid container.
@frozen nonisolated public struct GridRow<Content>: View where Content: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}

// MARK: - ViewThatFits

/// A view that adapts to the available space by providing the first child view that fits.
@frozen nonisolated public struct ViewThatFits<Content>: View where Content: View {
    public typealias Body = Never
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}

// MARK: - GroupBox

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
nonisolated public struct GroupBox<Label, Content>: View where Label: View, Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

nonisolated extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - ControlGroup

/// A container view that displays semantically-related controls in a visually-appropriate manner for the context.
nonisolated public struct ControlGroup<Content>: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

// MARK: - Page index

/// A specification for the appearance and interaction of an index view.
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        public static let automatic = BackgroundDisplayMode()
        public static let interactive = BackgroundDisplayMode()
        public static let always = BackgroundDisplayMode()
        public static let never = BackgroundDisplayMode()
        internal init() {}
    }
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the index view within the current environment.
    nonisolated public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle { self }
}

// MARK: - Gauge

/// A view that shows a value within a range.
nonisolated public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>: View
    where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    public typealias Body = Never
}

nonisolated extension Gauge where MarkedValueLabels == EmptyView {
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                   @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                   @ViewBuilder maximumValueLabel: () -> BoundsLabel) where V: BinaryFloatingPoint {}
}

/// Defines the implementation of all gauge instances within a view hierarchy.
public protocol GaugeStyle {}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value increases.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }

/// A gauge style that displays a closed ring that's partially filled in to indicate the current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

extension View {
    /// Sets the style for gauges within this view.
    nonisolated public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle { self }
}
