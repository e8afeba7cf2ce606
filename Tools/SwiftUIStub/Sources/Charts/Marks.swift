// Declaration-only stand-ins for Charts' marks (iOS 17 surface), with Apple's initializers.
import SwiftUI

/// Chart content that represents data using bars.
public struct BarMark: ChartContent {
    public typealias Body = Never
    nonisolated public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where X: Plottable, Y: Plottable {}
}

/// Chart content that represents data using a sequence of connected line segments.
public struct LineMark: ChartContent {
    public typealias Body = Never
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
    nonisolated public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>)
    where X: Plottable, Y: Plottable, S: Plottable {}
}

/// Chart content that represents data using points.
public struct PointMark: ChartContent {
    public typealias Body = Never
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {}
}

/// Chart content that represents data using the area under a line.
public struct AreaMark: ChartContent {
    public typealias Body = Never
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard)
    where X: Plottable, Y: Plottable {}
    nonisolated public init<X, Y, S>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) where X: Plottable, Y: Plottable, S: Plottable {}
}
