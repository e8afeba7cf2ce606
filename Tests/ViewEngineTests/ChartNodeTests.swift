import Testing
import TestSupport

@testable import ViewEngine

/// `chart`: the engine reads the bound array once into entries, categories, series, colours and
/// a y scale, which both renderers draw from.
@Suite struct ChartNodeTests {
    func resolved(_ json: String, data: JSONValue = [:]) throws -> (RenderNode.Chart?, Diagnostics) {
        let (resolved, diagnostics) = try resolveReporting(json: json, data: data)
        guard case .chart(let chart)? = resolved?.content else { return (nil, diagnostics) }
        return (chart, diagnostics)
    }

    let sales: JSONValue = [
        "sales": [
            ["month": "Jan", "total": 4, "store": "North"], ["month": "Jan", "total": 2, "store": "South"],
            ["month": "Feb", "total": 6, "store": "North"], ["month": "Feb", "total": "3", "store": "South"],
            ["month": "Mar", "total": "n/a", "store": "North"], ["month": "Mar"], "not an object",
        ]
    ]

    @Test func aBoundArrayBecomesEntriesCategoriesSeriesAndARoundScale() throws {
        let (chart, diagnostics) = try resolved(
            ##"{"type": "chart", "data": "$.sales", "x": "month", "y": "total", "series": "store", "colors": ["red", "#00FF00"]}"##, data: sales)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        let drawn = try #require(chart)
        // A numeric string counts; an element without a number, or not an object, is skipped.
        #expect(drawn.entries.map(\.x) == ["Jan", "Jan", "Feb", "Feb"])
        #expect(drawn.entries.map(\.y) == [4, 2, 6, 3])
        #expect(drawn.categories == ["Jan", "Feb"])
        #expect(drawn.series == ["North", "South"])
        #expect(drawn.colors.count == 2 && drawn.colors[1].light.hex.uppercased().hasPrefix("#00FF00"))
        #expect(drawn.yDomain == 0...10)
        #expect(drawn.marks == [.bar])
        #expect(drawn.seriesIndex(of: drawn.entries[3]) == 1)
    }

    @Test(arguments: [(8.0, 10.0), (10, 10), (11, 20), (0.3, 0.5), (180, 200), (2400, 2500), (0, 0)])
    func theScaleEndsAtTheRoundNumberAtOrAboveTheHighestValue(highest: Double, end: Double) {
        #expect(RenderNode.Chart.domain([1, highest]).upperBound == max(end, 1))
    }

    @Test func negativeValuesExtendTheScaleBelowZero() {
        #expect(RenderNode.Chart.domain([-3, 8]) == -5...10)
    }

    @Test func marksAreCheckedWhenWrittenAndEmptyDataDrawsNothing() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "chart", "data": [], "x": "a", "y": "b", "marks": ["bar", "pie"]}"#)
        #expect(diagnostics.all.contains { $0.code == .invalidChoice && $0.message.contains("pie") }, "\(diagnostics.all)")
        let (chart, _) = try resolved(#"{"type": "chart", "data": "$.missing", "x": "a", "y": "b", "marks": "line"}"#)
        #expect(chart?.entries.isEmpty == true && chart?.marks == [.line] && chart?.yDomain == 0...0)
    }
}
