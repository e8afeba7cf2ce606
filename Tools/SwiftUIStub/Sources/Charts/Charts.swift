// Declaration-only stand-in for Apple's Charts framework (iOS 17 surface), for type-checking
// the renderer on Linux. Only what the renderer uses, with Apple's signatures
// (developer.apple.com/documentation/charts). See Tools/SwiftUIStub/README.md.
@_exported import SwiftUI

@usableFromInline
internal func _stub(_ function: StaticString = #function) -> Never {
    fatalError("Charts stub: \(function) is declaration-only")
}

// MARK: - Values

/// A type whose values a chart can plot: numbers, dates and strings.
public protocol Plottable {}

extension String: Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension Date: Plottable {}

/// Labelled data plotted by a mark.
public struct PlottableValue<Value> where Value: Plottable {
    public static func value<S>(_ label: S, _ value: Value) -> PlottableValue<Value> where S: StringProtocol { _stub() }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { _stub() }
}

/// The size of a mark along one dimension.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public static var automatic: MarkDimension { _stub() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { _stub() }
    public static func ratio(_ value: CGFloat) -> MarkDimension { _stub() }
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
}

/// How marks with the same x stack.
public struct MarkStackingMethod: Equatable {
    public static var standard: MarkStackingMethod { _stub() }
    public static var normalized: MarkStackingMethod { _stub() }
    public static var center: MarkStackingMethod { _stub() }
    public static var unstacked: MarkStackingMethod { _stub() }
}

// MARK: - Content

/// A type that represents the content that you draw on a chart.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    nonisolated public var body: Never { _stub() }
}

/// Content chosen by an `if`/`else` or a `switch` in a chart content builder.
public struct BuilderConditional<TrueContent, FalseContent> {}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    public typealias Body = Never
}

extension Optional: ChartContent where Wrapped: ChartContent {}

/// A result builder that you use to compose the contents of a chart.
@resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock<C>(_ content: C) -> C where C: ChartContent { content }
    public static func buildIf<T>(_ content: T?) -> T? where T: ChartContent { content }
    public static func buildEither<T1, T2>(first: T1) -> BuilderConditional<T1, T2> where T1: ChartContent, T2: ChartContent { _stub() }
    public static func buildEither<T1, T2>(second: T2) -> BuilderConditional<T1, T2> where T1: ChartContent, T2: ChartContent { _stub() }
}

nonisolated extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never
}

nonisolated extension ChartContent {
    /// Sets the foreground style for the chart content.
    public func foregroundStyle<S>(_ style: S) -> some ChartContent where S: ShapeStyle { _ModifiedChartContent<Self>() }
    /// Represents data using a foreground style.
    public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable { _ModifiedChartContent<Self>() }
    /// Represents data using position.
    public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent where P: Plottable {
        _ModifiedChartContent<Self>()
    }
}

/// What the content modifiers return (the framework's own type is not public).
public struct _ModifiedChartContent<Content>: ChartContent where Content: ChartContent {
    public typealias Body = Never
}

// MARK: - Chart

/// A SwiftUI view that displays a chart.
@MainActor @preconcurrency
public struct Chart<Content>: View where Content: ChartContent {
    public typealias Body = Never
    nonisolated public init(@ChartContentBuilder content: () -> Content) {}
}

extension Chart {
    /// Creates a chart composed of a series of identifiable marks.
    nonisolated public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {}

    /// Creates a chart composed of a series of marks.
    nonisolated public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {}
}

// MARK: - Scales and axes

/// The domain of a scale: a closed range of numbers or dates, or an array of categories.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// The type of a scale.
public struct ScaleType {
    public static var linear: ScaleType { _stub() }
    public static var log: ScaleType { _stub() }
    public static var category: ScaleType { _stub() }
    public static var date: ScaleType { _stub() }
}

/// Where an axis label or annotation sits.
public struct AnnotationPosition {
    public static var automatic: AnnotationPosition { _stub() }
    public static var top: AnnotationPosition { _stub() }
    public static var bottom: AnnotationPosition { _stub() }
    public static var leading: AnnotationPosition { _stub() }
    public static var trailing: AnnotationPosition { _stub() }
    public static var overlay: AnnotationPosition { _stub() }
}

nonisolated extension View {
    /// Configures the y scale for charts.
    public func chartYScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain: ScaleDomain { self }
    /// Configures the x scale for charts.
    public func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View where Domain: ScaleDomain { self }
    /// Configures the foreground style scale for charts.
    public func chartForegroundStyleScale<Domain, S>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain: Collection, S: ShapeStyle, Domain.Element: Plottable { self }
    /// Adds x axis label for charts in the view.
    public func chartXAxisLabel<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some View where C: View { self }
    /// Adds y axis label for charts in the view.
    public func chartYAxisLabel<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some View where C: View { self }
    /// Sets the visibility of legends for charts in the view.
    public func chartLegend(_ visibility: Visibility) -> some View { self }
}
