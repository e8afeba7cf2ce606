import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Charts, gauges, empty states, async images and videos as HTML: what data reaches the page,
/// escaped, and which URLs may load.
@Suite struct MediaRenderTests {
    @Test func aChartsBarsCarryTheirValuesEscapedAndHeightsOnTheScale() throws {
        let page = try renderHTML(
            #"{"type": "chart", "data": "$.rows", "x": "name", "y": "n"}"#, data: ["rows": [["name": "<b>", "n": 5], ["name": "B", "n": 10]]])
        // 0…10 on 0…1000 from the top: 5 is a bar 500 high standing at 1000.
        #expect(page.html.contains(##"data-x="&lt;b&gt;" data-y="5" x=""##), "\(page.html)")
        #expect(page.html.contains(#"y="500" height="500""#))
        #expect(page.html.contains(#"y="0" height="1000""#))
        #expect(!page.html.contains("<b>"))
        #expect(page.html.contains(#"role="img" aria-label="Values by category: &lt;b&gt; 5, B 10""#))
    }

    @Test func aCrowdedAxisShowsEvenlySpacedValuesThatFitAndEveryValueIsStillDescribed() throws {
        let days: [JSONValue] = (14...27).map { ["day": .string("2026-11-\($0)"), "n": .number(Double($0 % 3))] }
        let html = try renderHTML(#"{"type": "chart", "data": "$.days", "x": "day", "y": "n"}"#, data: ["days": .array(days)]).html
        let axis = try #require(html.components(separatedBy: "chart-x-values").last?.components(separatedBy: "</div>").first)
        let shown = (14...27).map { "2026-11-\($0)" }.filter { axis.contains(">" + $0 + "<") }
        #expect(shown == ["2026-11-14", "2026-11-18", "2026-11-22", "2026-11-26"], "ten-character values: four fit a phone")
        #expect(axis.components(separatedBy: "<span").count - 1 == 14, "every category keeps its slot under its mark")
        #expect(html.contains("2026-11-27 0"), "the description names every value")
        #expect(html.contains("grid-template-columns:minmax(0,1fr) 36px"), "the values cannot widen the plot")
    }

    @Test func aGaugeIsAMeterWithItsValueAndFill() throws {
        let page = try renderHTML(#"{"type": "gauge", "value": 30, "min": 10, "max": 50, "label": "Load"}"#)
        #expect(page.html.contains(#"role="progressbar" aria-valuemin="10" aria-valuemax="50" aria-valuenow="30" aria-label="Load""#), "\(page.html)")
        #expect(page.html.contains(#"style="width:50%""#))
    }

    @Test func aProgressWithoutALabelIsNamedByWhatItShows() throws {
        let bar = try renderHTML(#"{"type": "progress", "value": 0.5}"#).html
        #expect(bar.contains(#"role="progressbar" aria-label="Progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50""#), "\(bar)")
        let spinner = try renderHTML(#"{"type": "progress"}"#).html
        #expect(spinner.contains(#"aria-label="Loading" aria-busy="true""#), "\(spinner)")
        var options = WebRenderOptions()
        options.systemStrings = SystemStrings(locale: "de_DE")
        let german = try renderHTML(#"{"type": "progress", "value": 0.5}"#, options: options).html
        #expect(german.contains(#"aria-label="Fortschritt""#))
    }

    @Test func aGradientOfOneColourIsAPlainFill() throws {
        let html = try renderHTML(##"{"type": "linear_gradient", "colors": ["#FF0000"]}"##).html
        #expect(html.contains("linear-gradient(#ff0000,#ff0000)"), "\(html)")
    }

    @Test func onlyWebURLsLoadAsImagesOrVideos() throws {
        let video = try renderHTML(#"{"type": "video", "url": "https://example.com/a.mp4?x=1&y=2"}"#)
        #expect(video.html.contains(#"src="https://example.com/a.mp4?x=1&amp;y=2" controls="" preload="none" playsinline="""#), "\(video.html)")
        #expect(!video.html.contains("autoplay"))
        let refused = try renderHTML(#"{"type": "video", "url": "$.u"}"#, data: ["u": "javascript:alert(1)"])
        #expect(!refused.html.contains("javascript") && refused.html.contains("video unavailable"))
        let image = try renderHTML(#"{"type": "async_image", "url": "$.u", "failure": {"type": "text", "content": "Gone"}}"#, data: ["u": "file:///etc/passwd"])
        #expect(!image.html.contains("<img") && image.html.contains("async-img failed") && image.html.contains("Gone"), "\(image.html)")
    }

    @Test func anEmptyStateShowsItsTitleDescriptionAndActions() throws {
        let page = try renderHTML(
            #"{"type": "content_unavailable", "title": "No <Results>", "systemImage": "magnifyingglass", "description": "Try another word.", "actions": [{"type": "button", "label": "Clear"}]}"#)
        #expect(page.html.contains(#"<h2 class="unavailable-title">No &lt;Results&gt;</h2>"#), "\(page.html)")
        #expect(page.html.contains("Try another word.") && page.html.contains("Clear"))
    }
}
