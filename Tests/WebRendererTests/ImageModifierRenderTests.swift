import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// `renderingMode` and `interpolation` are `Image` methods in SwiftUI, so like `resizable`
/// they are folded into the image node and drawn there.
@Suite struct ImageModifierRenderTests {
    @Test func theyFoldIntoTheImageNode() throws {
        let rendered = try #require(try resolve(json: #"{"type": "image", "source": "/a.png", "modifiers": [{"renderingMode": "template"}, {"interpolation": "none"}]}"#, data: [:], theme: Theme()))
        guard case .image(let image) = rendered.content else {
            Issue.record("not an image")
            return
        }
        #expect(image.renderingMode == .template)
        #expect(image.interpolation == RenderModifier.Interpolation.none)
    }

    @Test func noInterpolationKeepsHardPixelEdgesInTheBrowser() throws {
        let pixelated = try renderHTML(#"{"type": "image", "source": "/a.png", "modifiers": [{"interpolation": "none"}]}"#).html
        #expect(pixelated.contains("image-rendering:pixelated"), "\(pixelated)")
        let smooth = try renderHTML(#"{"type": "image", "source": "/a.png", "modifiers": [{"interpolation": "high"}]}"#).html
        #expect(!smooth.contains("image-rendering"), "\(smooth)")
    }
}
