import Testing

@testable import WebRenderer

@Suite struct SymbolMapTests {
    @Test func everyMappedSymbolHasItsIcon() {
        for (symbol, name) in SymbolMap.bootstrapNames {
            #expect(BootstrapIconData.bodies[name] != nil, "\(symbol) → \(name) has no icon data; run scripts/generate-web-icons.py")
        }
        #expect(BootstrapIconData.bodies[SymbolMap.fallback] != nil)
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
