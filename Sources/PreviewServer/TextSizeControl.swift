import ViewEngine
import WebRenderer

/// The preview chrome's text size select (``ChromeSelect``), offering every ``TextSize``;
/// choosing one loads the page as `/?text-size=<name>`, so the size is the URL's, lasts across
/// live reloads and taps (frames swap only the app), and any window size can use it by typing
/// the query.
enum TextSizeControl {
    /// The query parameter and the select's name.
    static let parameter = WireProtocol.Query.textSize

    /// The size a page request asks for: its `?text-size=` when given (any case), else the
    /// server's `--text-size`. An unknown name is the message for a 400 reply, listing the names.
    static func size(asked query: [String: String], default standard: TextSize) -> Result<TextSize, UnknownChoice> {
        guard let name = query[parameter] else { return .success(standard) }
        guard let size = TextSize(name: name) else {
            return .failure(UnknownChoice(kind: "text size", name: name, known: TextSize.allCases.map(\.rawValue)))
        }
        return .success(size)
    }

    /// The select, with `selected` chosen; `standard` is the server's size.
    static func select(selected: TextSize, standard: TextSize) -> ChromeSelect {
        let options = TextSize.allCases.map { size in
            ChromeSelect.Option(value: size.rawValue, label: size.rawValue + (size == .standard ? " (default)" : ""))
        }
        return ChromeSelect(
            parameter: parameter, id: "sdui-text-size", label: "Text size", options: options, selected: selected.rawValue,
            standard: standard.rawValue)
    }
}
