extension BundleValidator.Checker {
    /// SF Symbols written as literal text (an image's `source` or `systemName`, a label's or a
    /// content-unavailable view's `systemImage`, a swipe action's `icon`) that `coverage` cannot
    /// draw. A bound name is known only at render time and is not checked.
    mutating func checkSymbols(of node: ViewNode, coverage: SymbolCoverage) {
        let names: [String]
        switch node.kind {
        case .image: names = ["source", "systemName"]
        case .label, .contentUnavailable: names = ["systemImage"]
        default: names = []
        }
        for entry in node.props.entries {
            if names.contains(where: { $0.isSameName(entry.name) }), case .value(.constant(.string(let text))) = entry.value,
                case .system(let symbol) = ImageNode.imageSource(text)
            {
                checkSymbol(symbol, at: entry.source, coverage: coverage)
            }
            if case .rowActions(let actions) = entry.value {
                for action in actions {
                    guard case .literal(let symbol)? = action.icon, !symbol.isEmpty else { continue }
                    checkSymbol(symbol, at: action.source.member("icon")?.source ?? action.source, coverage: coverage)
                }
            }
        }
    }

    /// The root tab bar's icons, at each `"icon"` value.
    mutating func checkTabSymbols(coverage: SymbolCoverage) {
        guard case .tabs(let tabs) = bundle.root else { return }
        for tab in tabs {
            guard let icon = tab.icon, !icon.isEmpty else { continue }
            checkSymbol(icon, at: tab.source.member("icon")?.source ?? tab.source, file: "app.json", coverage: coverage)
        }
    }

    private mutating func checkSymbol(_ symbol: String, at source: SourceRef, file: String? = nil, coverage: SymbolCoverage) {
        guard !symbol.isEmpty, !coverage.covers(symbol) else { return }
        report(
            .symbolWithoutWebIcon,
            "SF Symbol '\(symbol)' has no icon in \(coverage.renderer), which shows a question mark there\(Suggestion.didYouMean(symbol, in: coverage.names)); if Apple's SF Symbols has the name, it draws on Apple platforms",
            at: source, file: file, path: source.jsonPath)
    }
}
