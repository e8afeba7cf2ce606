/// The SF Symbols a renderer without Apple's symbol font can draw (the web preview maps a
/// subset to an open icon set), so validation can warn about a symbol that renderer would show
/// as a placeholder. ViewEngine knows no renderer; the renderer hands its coverage in.
public struct SymbolCoverage: Sendable {
    /// Who draws the symbols, as the warning names it ("the web preview").
    public let renderer: String
    /// The names the renderer draws, for "did you mean" when a name is misspelt.
    public let names: [String]
    private let draws: @Sendable (String) -> Bool

    /// - Parameters:
    ///   - renderer: named in the warning.
    ///   - names: the SF Symbol names the renderer draws, suggested for misspelt ones.
    ///   - draws: whether the renderer has an icon for an SF Symbol name.
    public init(renderer: String, names: [String] = [], draws: @escaping @Sendable (String) -> Bool) {
        self.renderer = renderer
        self.names = names
        self.draws = draws
    }

    /// Whether the renderer draws the SF Symbol `symbol` (`heart.fill`).
    public func covers(_ symbol: String) -> Bool { draws(symbol) }
}
