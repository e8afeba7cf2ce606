import Foundation

/// `chart`: Swift Charts' `Chart` over a bound array — bar, line, point and area marks
/// plotting one member of each element (`x`, a category) against another (`y`, a number),
/// with a colour per `series`. The engine works out the categories, the series and the y
/// scale once, so both renderers draw the same bars at the same heights.
enum ChartNode: NodeDefinition {
    static let spec = NodeSpec(
        .chart, .media, aliases: ["barchart", "linechart"],
        props: [
            PropSpec("data", .value, required: true, "The array to plot (usually a binding), one mark per element and mark type"),
            PropSpec("x", .text, required: true, "Member of each element plotted along x (a category)"),
            PropSpec("y", .text, required: true, "Member of each element plotted along y (a number)"),
            PropSpec("series", .text, "Member of each element naming its series: one colour per series, bars side by side"),
            PropSpec("marks", .value, default: ["bar"], "The marks drawn for each element: bar, line, point, area (an array, or one word)"),
            PropSpec("xLabel", .text, "The x axis label"),
            PropSpec("yLabel", .text, "The y axis label"),
            PropSpec("colors", .colors, "One colour per series, in the order the series first appear"),
            PropSpec("height", .number, default: 200, "Height of the plot in points"),
        ], "A chart of an array: bars, lines, points or areas",
        example: #"{"type": "chart", "data": "$.env.sampleSales", "x": "month", "y": "total", "series": "store", "marks": ["bar"], "xLabel": "Month", "yLabel": "Sales", "colors": ["blue", "orange"], "height": 180}"#)

    /// The colours series take when `colors` names too few: Swift Charts' default order.
    static let defaultPalette = ["blue", "green", "orange", "purple", "red", "teal", "yellow"]

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        guard case .value(.constant(let written))? = node.props["marks"] else { return }
        let words: [JSONValue]
        switch written {
        case .array(let array): words = array
        default: words = [written]
        }
        for word in words where RenderNode.Chart.Mark(rawValue: word.stringValue ?? "") == nil {
            let source = node.props.entries.first { $0.name == "marks" }?.source ?? node.source
            decoder.report(
                .invalidChoice, "marks must be bar, line, point or area, found \(ValueText.string(word))", at: source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let xKey = props.string("x") ?? "x"
        let yKey = props.string("y") ?? "y"
        let seriesKey = props.string("series")
        var entries: [RenderNode.Chart.Entry] = []
        if case .array(let elements)? = props.value("data") {
            entries.reserveCapacity(elements.count)
            for element in elements {
                guard case .object(let object) = element, let x = object[xKey], !x.isNull,
                    let y = ValueText.numeric(object[yKey]), y.isFinite
                else { continue }
                let series = seriesKey.flatMap { object[$0] }.map(ValueText.string)
                entries.append(.init(x: ValueText.string(x), y: y, series: series))
            }
        }
        var marks: [RenderNode.Chart.Mark] = []
        switch props.value("marks") {
        case .array(let words)?: marks = words.compactMap { RenderNode.Chart.Mark(rawValue: $0.stringValue ?? "") }
        case .string(let word)?: marks = RenderNode.Chart.Mark(rawValue: word).map { [$0] } ?? []
        default: break
        }
        if marks.isEmpty { marks = [.bar] }
        let series = RenderNode.Chart.ordered(entries.compactMap(\.series))
        var written: [ColorReference] = []
        if case .colors(let references)? = scope.written("colors") { written = references }
        let theme = scope.resolver.theme
        let colors = (0..<max(1, series.count)).compactMap { index -> ResolvedColor? in
            index < written.count ? theme.color(written[index]) : theme.color(.named(defaultPalette[index % defaultPalette.count]))
        }
        return .chart(
            RenderNode.Chart(
                marks: marks, entries: entries, categories: RenderNode.Chart.ordered(entries.map(\.x)), series: series, colors: colors,
                yDomain: RenderNode.Chart.domain(entries.map(\.y)), xLabel: props.string("xLabel"), yLabel: props.string("yLabel"),
                height: max(40, min(2000, props.number("height") ?? 200))))
    }
}

extension RenderNode {
    /// A chart: its marks over the plotted elements, with the scale both renderers use.
    public struct Chart: Sendable {
        /// A word of the `marks` prop: how each element is drawn.
        public enum Mark: String, Sendable, CaseIterable {
            /// `"bar"`, the default: Swift Charts' `BarMark`, series side by side.
            case bar
            /// `"line"`: Swift Charts' `LineMark`, one line per series.
            case line
            /// `"point"`: Swift Charts' `PointMark`.
            case point
            /// `"area"`: Swift Charts' `AreaMark`, one unstacked area per series.
            case area
        }

        /// One element of the data: its category, value and series.
        public struct Entry: Sendable, Hashable {
            /// The category: the element's member named by the `x` prop, as text.
            public var x: String
            /// The value: the element's member named by the `y` prop, a finite number.
            public var y: Double
            /// The element's member named by the `series` prop, as text; nil without `series` or that member.
            public var series: String?
        }

        /// The marks drawn for every element, in order; never empty (`[.bar]` by default).
        public var marks: [Mark]
        /// The plotted elements of `data`, in order; elements without a category or a numeric
        /// value are left out.
        public var entries: [Entry]
        /// The x categories, in the order they first appear.
        public var categories: [String]
        /// The series names, in the order they first appear; empty: one unnamed series.
        public var series: [String]
        /// One colour per series (one in all when there are no series).
        public var colors: [ResolvedColor]
        /// The y scale: from zero (or the lowest value, when below zero) to a round number at
        /// or above the highest, as Swift Charts picks it.
        public var yDomain: ClosedRange<Double>
        /// The x axis label, from `xLabel`; nil shows none.
        public var xLabel: String?
        /// The y axis label, from `yLabel`; nil shows none.
        public var yLabel: String?
        /// The plot's height in points, from `height`: 200 by default, kept within 40…2000.
        public var height: Double

        /// The index of `entry`'s series in ``series`` (0 without series).
        public func seriesIndex(of entry: Entry) -> Int {
            entry.series.flatMap { series.firstIndex(of: $0) } ?? 0
        }

        /// The distinct values, in the order they first appear.
        static func ordered(_ values: [String]) -> [String] {
            var seen: Set<String> = []
            return values.filter { seen.insert($0).inserted }
        }

        static func domain(_ values: [Double]) -> ClosedRange<Double> {
            let low = min(0, values.min() ?? 0)
            let high = max(0, values.max() ?? 0)
            return -roundUp(-low)...roundUp(high)
        }

        /// The smallest of 1, 2, 2.5 or 5 times a power of ten at or above `value` (1 for 0).
        static func roundUp(_ value: Double) -> Double {
            guard value > 0 else { return value == 0 ? 0 : value }
            let power = pow(10, floor(log10(value)))
            let step = [1, 2, 2.5, 5, 10].first { $0 * power >= value * (1 - 1e-12) } ?? 10
            return step * power
        }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["marks": .array(marks.map { .string($0.rawValue) })]
            o["entries"] = .array(entries.map { entry in
                var e: JSONObject = ["x": .string(entry.x), "y": .number(entry.y)]
                e["series"] = entry.series.map(JSONValue.string)
                return .object(e)
            })
            o["yDomain"] = .array([.number(yDomain.lowerBound), .number(yDomain.upperBound)])
            if !series.isEmpty { o["series"] = .array(series.map(JSONValue.string)) }
            o["colors"] = .array(colors.map { .string($0.light.hex) })
            o["xLabel"] = xLabel.map(JSONValue.string)
            o["yLabel"] = yLabel.map(JSONValue.string)
            o["height"] = .number(height)
            return o
        }
    }
}
