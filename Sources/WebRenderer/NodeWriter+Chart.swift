import ViewEngine

/// `chart`: the marks in an SVG whose coordinates run 0…1000 both ways, stretched over the
/// plot area (so a bar's height is its share of the y scale, whatever the width offered);
/// lines and points keep their width with `non-scaling-stroke`. Axis values, labels and the
/// legend are HTML around it. The y axis sits on the trailing side, as in Swift Charts.
extension NodeWriter {
    mutating func chart(_ chart: RenderNode.Chart) -> Element {
        var element = Element("figure", classes: ["chart"])
        element.styles += ["margin:0", "display:flex", "flex-direction:column", "gap:4px", "font-size:" + TypeScale.fontSize(11, relativeTo: .caption2)]
        element.set("role", "img")
        element.set("aria-label", Self.chartDescription(chart))
        var body = ""
        if let label = chart.yLabel { body += "<div class=\"chart-y-label\" style=\"color:var(--secondary-label)\">" + HTMLEscaping.escape(label) + "</div>" }
        // minmax(0, …): the axis values must not widen the plot past the space offered.
        body += "<div style=\"display:grid;grid-template-columns:minmax(0,1fr) 36px;grid-template-rows:\(px(chart.height)) auto\">"
        body += "<div class=\"chart-plot\" style=\"position:relative\"><svg viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\" style=\"position:absolute;inset:0;overflow:visible\">"
        body += chartGrid(chart) + chartMarks(chart) + "</svg></div>"
        body += chartTicks(chart)
        body += "<div class=\"chart-x-values\" style=\"display:flex;padding-top:4px;color:var(--secondary-label)\">"
        // As Swift Charts thins a crowded axis: as many values as fit a phone's width at their
        // length (seven at most), evenly spaced; each category keeps its slot so the values
        // stay under their marks.
        let longest = chart.categories.map(\.count).max() ?? 0
        let fitting = min(Self.mostAxisValues, max(2, (330 / (Double(longest) * 6.5 + 8)).rounded(.down)))
        let step = max(1, Int((Double(chart.categories.count) / fitting).rounded(.up)))
        for (index, category) in chart.categories.enumerated() {
            let shown = index % step == 0 ? HTMLEscaping.escape(category) : ""
            body += "<span style=\"flex:1;min-width:0;text-align:center;overflow:visible;white-space:nowrap\">" + shown + "</span>"
        }
        body += "</div><div></div></div>"
        if let label = chart.xLabel { body += "<div class=\"chart-x-label\" style=\"text-align:center;color:var(--secondary-label)\">" + HTMLEscaping.escape(label) + "</div>" }
        if !chart.series.isEmpty { body += chartLegend(chart) }
        element.body = body
        element.flex.horizontal = true
        return element
    }

    /// The most category values the x axis shows (fewer when they are long).
    static let mostAxisValues = 7.0

    /// Where `value` sits on the 0…1000 y coordinate (0 at the top).
    private static func plotY(_ value: Double, _ chart: RenderNode.Chart) -> Double {
        let span = chart.yDomain.upperBound - chart.yDomain.lowerBound
        guard span > 0 else { return 1000 }
        return 1000 * (chart.yDomain.upperBound - value) / span
    }

    /// The centre of category `index` on the 0…1000 x coordinate.
    private static func plotX(_ index: Int, _ chart: RenderNode.Chart) -> Double {
        1000 * (Double(index) + 0.5) / Double(max(1, chart.categories.count))
    }

    /// Five horizontal rules from the bottom of the scale to its top.
    private func chartGrid(_ chart: RenderNode.Chart) -> String {
        (0...4).map { step -> String in
            let y = number(1000 * Double(step) / 4)
            return "<line x1=\"0\" x2=\"1000\" y1=\"\(y)\" y2=\"\(y)\" stroke=\"currentColor\" stroke-opacity=\"0.15\" vector-effect=\"non-scaling-stroke\"/>"
        }.joined()
    }

    private func chartTicks(_ chart: RenderNode.Chart) -> String {
        var html = "<div class=\"chart-y-values\" style=\"position:relative;color:var(--secondary-label)\">"
        for step in 0...4 {
            let value = chart.yDomain.upperBound - (chart.yDomain.upperBound - chart.yDomain.lowerBound) * Double(step) / 4
            html += "<span style=\"position:absolute;inset-inline-start:4px;top:\(number(Double(step) * 25))%;transform:translateY(-50%)\">" + number(value) + "</span>"
        }
        return html + "</div>"
    }

    private mutating func chartMarks(_ chart: RenderNode.Chart) -> String {
        let colors = chart.colors.map { css.palette.css($0) }
        func color(_ index: Int) -> String { colors.isEmpty ? "currentColor" : colors[index % colors.count] }
        let groups = max(1, chart.series.count)
        let zero = Self.plotY(min(max(0, chart.yDomain.lowerBound), chart.yDomain.upperBound), chart)
        let slot = 1000 / Double(max(1, chart.categories.count))
        var html = ""
        for mark in chart.marks {
            switch mark {
            case .bar:
                // Side by side within 60% of the category's slot, one bar per series.
                let width = slot * 0.6 / Double(groups)
                for entry in chart.entries {
                    guard let category = chart.categories.firstIndex(of: entry.x) else { continue }
                    let series = chart.seriesIndex(of: entry)
                    let x = Self.plotX(category, chart) - slot * 0.3 + width * Double(series)
                    let y = Self.plotY(entry.y, chart)
                    html += "<rect class=\"chart-bar\" data-x=\"\(HTMLEscaping.escape(entry.x))\" data-y=\"\(number(entry.y))\" x=\"\(number(x))\" width=\"\(number(width))\" y=\"\(number(min(y, zero)))\" height=\"\(number(abs(zero - y)))\" style=\"fill:\(color(series))\"><title>\(HTMLEscaping.escape(entry.x)): \(number(entry.y))</title></rect>"
                }
            case .line, .area:
                for series in 0..<groups {
                    let points = seriesPoints(chart, series)
                    guard !points.isEmpty else { continue }
                    let path = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
                    if mark == .line {
                        html += "<polyline class=\"chart-line\" points=\"\(path)\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" vector-effect=\"non-scaling-stroke\" style=\"stroke:\(color(series))\"/>"
                    } else {
                        let closed = "\(number(points[0].x)),\(number(zero)) " + path + " \(number(points[points.count - 1].x)),\(number(zero))"
                        html += "<polygon class=\"chart-area\" points=\"\(closed)\" style=\"fill:\(color(series))\"/>"
                    }
                }
            case .point:
                // A zero-length line with round caps draws a dot that the stretch leaves round.
                for entry in chart.entries {
                    guard let category = chart.categories.firstIndex(of: entry.x) else { continue }
                    let x = number(Self.plotX(category, chart)), y = number(Self.plotY(entry.y, chart))
                    html += "<line class=\"chart-point\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(y)\" y2=\"\(y)\" stroke-width=\"7\" stroke-linecap=\"round\" vector-effect=\"non-scaling-stroke\" style=\"stroke:\(color(chart.seriesIndex(of: entry)))\"/>"
                }
            }
        }
        return html
    }

    /// Series `series`'s points in category order, on the plot's coordinates.
    private func seriesPoints(_ chart: RenderNode.Chart, _ series: Int) -> [(x: Double, y: Double)] {
        chart.entries.compactMap { entry -> (Int, Double)? in
            guard chart.seriesIndex(of: entry) == series, let category = chart.categories.firstIndex(of: entry.x) else { return nil }
            return (category, entry.y)
        }
        .sorted { $0.0 < $1.0 }
        .map { (Self.plotX($0.0, chart), Self.plotY($0.1, chart)) }
    }

    private mutating func chartLegend(_ chart: RenderNode.Chart) -> String {
        var html = "<div class=\"chart-legend\" style=\"display:flex;flex-wrap:wrap;gap:4px 12px;color:var(--secondary-label)\">"
        for (index, name) in chart.series.enumerated() {
            let color = chart.colors.isEmpty ? "currentColor" : css.palette.css(chart.colors[index % chart.colors.count])
            html += "<span style=\"display:inline-flex;align-items:center;gap:4px\"><span style=\"width:8px;height:8px;border-radius:50%;background:\(color)\"></span>" + HTMLEscaping.escape(name) + "</span>"
        }
        return html + "</div>"
    }

    /// What assistive technology reads: the axes, then each value.
    static func chartDescription(_ chart: RenderNode.Chart) -> String {
        let title = "\(chart.yLabel ?? "Values") by \(chart.xLabel ?? "category")"
        let values = chart.entries.prefix(50).map { entry in
            (entry.series.map { $0 + " " } ?? "") + entry.x + " " + number(entry.y)
        }
        return title + ": " + values.joined(separator: ", ")
    }
}
