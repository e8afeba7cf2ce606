#if canImport(SwiftUI)
import Charts
import SwiftUI
import ViewEngine

/// `chart`: Swift Charts' `Chart`, one mark per element and mark type, coloured by series
/// (bars of different series side by side), on the y scale the engine worked out so the
/// web and the app draw the same heights.
struct ChartNodeView: View {
    let chart: RenderNode.Chart
    @Environment(\.colorScheme) private var colorScheme

    /// One mark of one element; its position in the list is its identity (the data is redrawn
    /// whole when it changes).
    struct Plotted: Identifiable {
        let id: Int
        let mark: RenderNode.Chart.Mark
        let entry: RenderNode.Chart.Entry
    }

    private var plotted: [Plotted] {
        var items: [Plotted] = []
        for mark in chart.marks {
            for entry in chart.entries { items.append(Plotted(id: items.count, mark: mark, entry: entry)) }
        }
        return items
    }

    /// Series names as the colour scale's domain; one unnamed series when there are none.
    private var seriesNames: [String] { chart.series.isEmpty ? [""] : chart.series }

    var body: some View {
        Chart(plotted) { item in
            mark(item)
        }
        .chartYScale(domain: chart.yDomain)
        .chartForegroundStyleScale(domain: seriesNames) { name in color(of: name) }
        .chartLegend(chart.series.isEmpty ? .hidden : .automatic)
        .chartXAxisLabel(position: .bottom, alignment: .center) {
            if let label = chart.xLabel { Text(verbatim: label) }
        }
        .chartYAxisLabel {
            if let label = chart.yLabel { Text(verbatim: label) }
        }
        .frame(height: chart.height)
    }

    @ChartContentBuilder
    private func mark(_ item: Plotted) -> some ChartContent {
        let x = PlottableValue.value(chart.xLabel ?? "x", item.entry.x)
        let y = PlottableValue.value(chart.yLabel ?? "y", item.entry.y)
        let series = PlottableValue.value("Series", item.entry.series ?? "")
        switch item.mark {
        case .bar:
            BarMark(x: x, y: y).foregroundStyle(by: series).position(by: series)
        case .line:
            LineMark(x: x, y: y, series: series).foregroundStyle(by: series)
        case .point:
            PointMark(x: x, y: y).foregroundStyle(by: series)
        case .area:
            // Unstacked, as the web draws them: each series from zero.
            AreaMark(x: x, y: y, series: series, stacking: .unstacked).foregroundStyle(by: series)
        }
    }

    private func color(of name: String) -> Color {
        let index = chart.series.firstIndex(of: name) ?? 0
        guard !chart.colors.isEmpty else { return .accentColor }
        return chart.colors[index % chart.colors.count].color(for: colorScheme)
    }
}
#endif
