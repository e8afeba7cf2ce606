import Foundation
import Testing
import TestSupport


@testable import ViewEngine
@testable import WebRenderer

/// Decodes a view node from JSON, resolves it against `data` and renders it as HTML.
func renderHTML(_ json: String, data: JSONValue = [:], theme: Theme = Theme(), options: WebRenderOptions = WebRenderOptions(), screen: ScreenID? = ScreenID(rawValue: 1)) throws -> RenderedPage {
    let node = try #require(try resolve(json: json, data: data, theme: theme))
    return WebRenderer(options: options).render(node, screen: screen)
}


/// How often `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}


/// Loads a bundle folder, failing on errors.
func loadBundle(_ folder: URL) throws -> AppBundle {
    let bundle = try BundleLoader().load(folder: folder)
    #expect(!BundleValidator().validate(bundle).hasErrors)
    return bundle
}
