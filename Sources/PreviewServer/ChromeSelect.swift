import ViewEngine
import WebRenderer

/// One select of the preview chrome (locale, text size): a page query parameter and the choices
/// it takes. All of them sit in one GET form (``html(_:)``), so choosing one keeps the others:
/// the page's URL holds every choice, which lasts across live reloads and taps.
struct ChromeSelect {
    /// A choice: the query value and what the menu shows.
    struct Option {
        let value: String
        let label: String
    }

    /// The query parameter and the select's name.
    let parameter: String
    /// The select's id (the client script submits the form when it changes).
    let id: String
    let label: String
    let options: [Option]
    let selected: String
    /// The value the page has without the parameter (the server's option): the client script
    /// leaves it out of the URL, so a page at its defaults keeps the plain address.
    let standard: String

    /// The chrome's form holding `selects`: plain HTML, so it works without the client script.
    static func html(_ selects: [ChromeSelect]) -> String {
        var html = "<form class=\"preview-controls\" method=\"get\" action=\"" + WireProtocol.Route.page + "\">"
        for select in selects { html += select.html }
        return html + "<button type=\"submit\">Apply</button></form>"
    }

    private var html: String {
        var html = "<label for=\"" + id + "\">" + HTMLEscaping.escape(label) + "</label><select id=\"" + id + "\" name=\"" + parameter
            + "\" " + WireProtocol.Attribute.standardChoice.rawValue + "=\"" + HTMLEscaping.escape(standard) + "\">"
        for option in options {
            html += "<option value=\"" + HTMLEscaping.escape(option.value) + "\"" + (option.value == selected ? " selected" : "") + ">"
                + HTMLEscaping.escape(option.label) + "</option>"
        }
        return html + "</select>"
    }
}

/// A page query value that names none of a chrome select's choices (`?text-size=huge`): the
/// page answers 400 with this message, which lists the choices.
struct UnknownChoice: Error, CustomStringConvertible {
    /// What the parameter chooses, for the message: "text size", "locale".
    let kind: String
    let name: String
    let known: [String]

    var description: String { Excerpt.cutQuotedValues(in: "unknown \(kind) '\(name)': use one of \(known.joined(separator: ", "))") }
}
