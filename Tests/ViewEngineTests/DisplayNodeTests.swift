import Testing
import TestSupport

@testable import ViewEngine

/// Gauges, async images and videos: the engine keeps values in range and lets only web URLs
/// through, reporting the rest.
@Suite struct DisplayNodeTests {
    func resolved(_ json: String, data: JSONValue = [:]) throws -> (RenderNode.Content?, Diagnostics) {
        let (node, diagnostics) = try resolveReporting(json: json, data: data)
        return (node?.content, diagnostics)
    }

    @Test func aGaugeKeepsItsValueInRangeAndABackwardsRangeIsAnError() throws {
        let (content, _) = try resolved(#"{"type": "gauge", "value": "$.v", "max": 10}"#, data: ["v": 14])
        guard case .gauge(let gauge)? = content else {
            Issue.record("not a gauge")
            return
        }
        #expect(gauge.value == 10 && gauge.fraction == 1 && gauge.range == 0...10)
        let (_, diagnostics) = try decodeNode(#"{"type": "gauge", "value": 1, "min": 5, "max": 2}"#)
        #expect(diagnostics.all.contains { $0.code == .valueOutOfRange && $0.message.contains("'max'") }, "\(diagnostics.all)")
    }

    @Test func aLiteralURLThatIsNotAWebURLIsAnError() throws {
        for json in [#"{"type": "video", "url": "file:///a.mp4"}"#, #"{"type": "async_image", "url": "javascript:x"}"#] {
            let (_, diagnostics) = try decodeNode(json)
            #expect(diagnostics.all.contains { $0.code == .valueOutOfRange && $0.message.contains("http(s)") }, "\(json): \(diagnostics.all)")
        }
    }

    @Test func aBoundURLThatIsNotAWebURLLoadsNothing() throws {
        let (video, _) = try resolved(#"{"type": "video", "url": "$.u"}"#, data: ["u": "ftp://example.com/a.mp4"])
        guard case .video(let player)? = video else {
            Issue.record("not a video")
            return
        }
        #expect(player.url == nil)
        let (image, _) = try resolved(#"{"type": "async_image", "url": "$.u", "placeholder": {"type": "progress"}}"#, data: ["u": "https://example.com/a.png"])
        guard case .asyncImage(let loaded)? = image else {
            Issue.record("not an async image")
            return
        }
        #expect(loaded.url == "https://example.com/a.png")
        #expect(loaded.placeholder != nil && loaded.failure == nil)
    }

    @Test func anEllipticalGradientKeepsItsRadiusFractionsInOrder() throws {
        let (content, _) = try resolved(#"{"type": "elliptical_gradient", "colors": ["red", "blue"], "startRadiusFraction": 0.6, "endRadiusFraction": 0.2}"#)
        guard case .paint(.gradient(let gradient))? = content else {
            Issue.record("not a gradient")
            return
        }
        #expect(gradient.kind == .elliptical(center: AnchorPoint(x: 0.5, y: 0.5), startRadiusFraction: 0.6, endRadiusFraction: 0.6))
    }
}
