import Foundation
import Testing
import TestSupport

@testable import WebRenderer

@Suite struct SymbolMapTests {
    @Test func everyMappedSymbolHasItsIcon() {
        for (symbol, name) in SymbolMap.bootstrapNames {
            #expect(BootstrapIconData.bodies[name] != nil, "\(symbol) → \(name) has no icon data; run scripts/generate-web-icons.py")
        }
        #expect(BootstrapIconData.bodies[SymbolMap.fallback] != nil)
    }

    @Test func theCommonSetHasAtLeastFiveHundredSymbols() {
        #expect(SymbolMap.bootstrapNames.count >= 500, "\(SymbolMap.bootstrapNames.count) symbols mapped")
        // Only what is mapped is inlined: no icon data that no symbol uses.
        #expect(Set(BootstrapIconData.bodies.keys) == Set(SymbolMap.bootstrapNames.values).union([SymbolMap.fallback]))
    }

    /// Every literal SF Symbol written in the apps, the Gallery, the test bundles and the docs
    /// has a web icon — not counting what is wrong on purpose: the broken test bundles and the
    /// diagnostics catalogue's examples (SDUI0750's is a symbol without an icon).
    @Test func everySymbolTheRepositoryWritesIsMapped() throws {
        let used = try Self.writtenSymbols()
        // The scan sees what we know is there, so an empty scan cannot pass.
        for symbol in ["sun.max", "mic.slash", "magnifyingglass", "heart", "square.grid.2x2", "star.fill", "book.closed"] {
            #expect(used[symbol] != nil, "\(symbol) not found by the scan")
        }
        for (symbol, files) in used.sorted(by: { $0.key < $1.key }) {
            #expect(SymbolMap.svgBody(for: symbol) != nil, "\(symbol) (in \(files.sorted().joined(separator: ", "))) has no web icon")
        }
    }

    /// Symbol names as JSON writes them, also inside escaped JSON in Markdown and Swift
    /// strings: the value of `source`, `systemName`, `systemImage` or `icon`, unless it is a
    /// URL, an asset, a binding, text with spaces or the `bundle` data source.
    static func writtenSymbols() throws -> [String: Set<String>] {
        let pattern = /\\?"(?:source|systemName|systemImage|icon)\\?"\s*:\s*\\?"([^"\\$ ]+)\\?"/
        var found: [String: Set<String>] = [:]
        let files = try ["Apps", "Tests/Bundles", "Docs"].flatMap { try Self.files(under: $0) } + [packageRoot.appendingPathComponent("README.md")]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                var value = String(match.1)
                if value.hasPrefix("http") || value.hasPrefix("/") || value.hasPrefix("asset:") { continue }
                // `"source": "bundle"` is the api action's built-in data source, not an image.
                if value == "bundle" { continue }
                if value.hasPrefix("system:") { value.removeFirst(7) }
                found[value, default: []].insert(file.lastPathComponent)
            }
        }
        return found
    }

    static func files(under folder: String) throws -> [URL] {
        let root = packageRoot.appendingPathComponent(folder)
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }.filter { url in
            var isFolder: ObjCBool = false
            return ["json", "md"].contains(url.pathExtension) && !url.path.contains("/Broken/") && !url.path.contains("/.build/")
                && url.lastPathComponent != "Diagnostics.md"
                && FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    @Test func theSymbolsOurAppsUseAreMapped() {
        for symbol in ["square.grid.2x2", "magnifyingglass", "chevron.left", "chevron.right", "play.fill", "xmark.circle.fill", "wifi.slash", "exclamationmark.triangle", "book", "heart.fill", "star.fill"] {
            #expect(SymbolMap.svgBody(for: symbol) != nil, "\(symbol)")
        }
    }

    @Test func unknownSymbolsFallBackVisibly() {
        #expect(SymbolMap.svgBody(for: "no.such.symbol") == nil)
        #expect(NodeWriter.icon("no.such.symbol").contains(BootstrapIconData.bodies[SymbolMap.fallback]!))
    }

    @Test func selectedTabsUseFilledVariants() {
        #expect(SymbolMap.filledVariant(of: "square.grid.2x2") == "square.grid.2x2.fill")
        #expect(SymbolMap.filledVariant(of: "magnifyingglass") == "magnifyingglass")
    }
}
