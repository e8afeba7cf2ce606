import ViewEngine

/// A complete HTML document around a rendered fragment: the base stylesheet, the viewport
/// of a phone, and (for the live preview) the client script.
public enum PageDocument {
    /// - Parameters:
    ///   - title: The document title (escaped here).
    ///   - body: Safe HTML, as the renderer returns it.
    ///   - stylesheet: The body's own CSS (``RenderedPage/stylesheet``), put in the `<head>`,
    ///     where HTML wants `<style>`, in the element the client script updates with each frame.
    ///   - appAttributes: Wire-protocol attributes of the app container (values escaped here).
    ///   - scriptURL: A same-origin script to load, or nil for a static page.
    ///   - banner: Safe HTML shown above the app (diagnostics).
    ///   - language: The locale the page is in: `<html lang>`, plus `dir="rtl"` for a language
    ///     written right to left.
    ///   - textSize: The user's text size: `<html data-text-size style>` with the text styles'
    ///     ratios (``TypeScale``); nothing at `large`.
    public static func html(
        title: String, body: String, stylesheet: String = "", appAttributes: [(WireProtocol.Attribute, String)] = [], scriptURL: String? = nil,
        banner: String = "", language: LanguageTag = LanguageTag(locale: "en"), textSize: TextSize = .standard
    ) -> String {
        var attributes = ""
        for (attribute, value) in appAttributes { attributes += attribute.markup(value) }
        var page = "<!doctype html>\n<html lang=\"" + HTMLEscaping.escape(language.tag) + "\"" + (language.isRightToLeft ? " dir=\"rtl\"" : "")
        if textSize != .standard {
            page += WireProtocol.Attribute.textSize.markup(textSize.rawValue) + " style=\"" + TypeScale.declarations(textSize) + "\""
        }
        page += "><head><meta charset=\"utf-8\">"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"
        page += "<meta name=\"color-scheme\" content=\"light dark\">"
        page += "<title>" + HTMLEscaping.escape(title) + "</title>"
        page += "<style>" + BaseStylesheet.css + "</style>"
        page += "<style id=\"" + WireProtocol.stylesheetID + "\">" + stylesheet + "</style>"
        if let scriptURL, URLPolicy.resourceURL(scriptURL) != nil, scriptURL.hasPrefix("/") {
            page += "<script src=\"" + HTMLEscaping.escape(scriptURL) + "\" defer></script>"
        }
        page += "</head><body><div id=\"" + WireProtocol.ElementID.banner + "\">" + banner + "</div><main id=\"" + WireProtocol.ElementID.app + "\"" + attributes + ">" + body + "</main></body></html>\n"
        return page
    }
}
