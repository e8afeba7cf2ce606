import Foundation
import Testing

@testable import ViewEngine
@testable import WebRenderer

/// Decodes a view node from JSON, resolves it against `data` and renders it as HTML.
func renderHTML(_ json: String, data: JSONValue = [:], theme: Theme = Theme(), options: WebRenderOptions = WebRenderOptions(), screen: ScreenID? = ScreenID(rawValue: 1)) throws -> RenderedPage {
    let node = try resolve(json, data: data, theme: theme)
    return WebRenderer(options: options).render(node, screen: screen)
}

/// Decodes and resolves a view node, failing on decoding errors.
func resolve(_ json: String, data: JSONValue = [:], theme: Theme = Theme()) throws -> RenderNode {
    var decoder = SchemaDecoder()
    let node = decoder.node(try JSONDocument.parse(json, fileName: "test.json").root)
    #expect(!decoder.diagnostics.hasErrors, "\(decoder.diagnostics.errors)")
    let resolved = Resolver(theme: theme, environment: .fixed()).resolve(node, in: DataContext(root: data))
    return try #require(resolved)
}

/// How often `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Loads a bundle folder, failing on errors.
func loadBundle(_ folder: URL) throws -> AppBundle {
    let bundle = try BundleLoader().load(folder: folder)
    #expect(!BundleValidator().validate(bundle).hasErrors)
    return bundle
}
