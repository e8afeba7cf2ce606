import ViewEngine
import WebRenderer

/// The preview chrome's text size control: a form beside the phone (shown when the window has
/// room for a desk around the phone) whose select offers every ``TextSize``; choosing one loads
/// the page as `/?text-size=<name>`, so the size is the URL's, lasts across live reloads and
/// taps (frames swap only the app), and any window size can use it by typing the query.
enum TextSizeControl {
    /// The query parameter and the select's name.
    static let parameter = "text-size"
    /// The select's id (the client script submits its form on change).
    static let selectID = "sdui-text-size"

    /// The size a page request asks for: its `?text-size=` when given (any case), else the
    /// server's `--text-size`. An unknown name is the message for a 400 reply, listing the names.
    static func size(asked query: [String: String], default standard: TextSize) -> Result<TextSize, UnknownTextSize> {
        guard let name = query[parameter] else { return .success(standard) }
        guard let size = TextSize(name: name) else { return .failure(UnknownTextSize(name: name)) }
        return .success(size)
    }

    /// The control, with `selected` chosen; plain HTML (a GET form), so it works without the
    /// client script.
    static func html(selected: TextSize) -> String {
        var html = "<form class=\"text-size-control\" method=\"get\" action=\"" + WireProtocol.Route.page + "\">"
        html += "<label for=\"" + selectID + "\">Text size</label><select id=\"" + selectID + "\" name=\"" + parameter + "\">"
        for size in TextSize.allCases {
            html += "<option value=\"" + size.rawValue + "\"" + (size == selected ? " selected" : "") + ">" + size.rawValue
                + (size == .standard ? " (default)" : "") + "</option>"
        }
        return html + "</select><button type=\"submit\">Apply</button></form>"
    }
}

/// A `?text-size=` that names no size.
struct UnknownTextSize: Error, CustomStringConvertible {
    let name: String

    var description: String { "unknown text size '\(name)': use one of \(TextSize.names)" }
}
