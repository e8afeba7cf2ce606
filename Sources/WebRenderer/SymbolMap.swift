import ViewEngine

/// SF Symbol names mapped to Bootstrap Icons (`Icons/`, MIT licence beside them), the open
/// set closest to SF Symbols' look: it has `-fill` variants for most outline glyphs.
///
/// Every symbol the docs, the Gallery and both apps use is mapped, plus a common set (tests
/// hold both); `sdui validate` warns about a symbol missing from the table. The table is data,
/// `Resources/symbols.txt`: `scripts/generate-web-icons.py` copies exactly its right-hand
/// names into `BootstrapIconData.swift`, so adding a symbol is one `symbol=icon` word there
/// and a re-run of the script. Where Bootstrap has no equal the nearest glyph stands in
/// (`goforward.10` is a plain clockwise arrow): better than a question mark.
public enum SymbolMap {
    /// SF Symbol name → Bootstrap icon name, from `Resources/symbols.txt` (read at first use).
    public static let bootstrapNames: [String: String] = {
        let text = ResourceText.load("symbols", extension: "txt", from: .module)
        do {
            return try NamePairs.parse(text)
        } catch {
            // The table ships inside the module, and a test reads it: this is a broken build.
            preconditionFailure("symbols.txt \(error): fix the table and rebuild")
        }
    }()

    /// What validation checks literal symbol names against (`sdui validate` warns, SDUI0750).
    public static let coverage = SymbolCoverage(renderer: "the web preview", names: Array(bootstrapNames.keys)) { bootstrapNames[$0] != nil }

    /// Shown for a symbol that is not mapped, so the gap is visible rather than blank.
    public static let fallback = "question-circle"

    /// The icon's inner SVG markup (paths in a 16×16 view box), or nil when not mapped.
    public static func svgBody(for symbol: String) -> String? {
        bootstrapNames[symbol].flatMap { BootstrapIconData.bodies[$0] }
    }

    /// The filled variant of a symbol when one is mapped (tab bars show it when selected).
    public static func filledVariant(of symbol: String) -> String {
        if symbol.hasSuffix(".fill") { return symbol }
        let filled = symbol + ".fill"
        return bootstrapNames[filled] != nil ? filled : symbol
    }
}
