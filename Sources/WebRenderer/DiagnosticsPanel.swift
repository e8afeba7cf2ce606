import ViewEngine

/// The bundle's problems shown in the page, so a broken file gives a readable list rather
/// than a blank screen.
public enum DiagnosticsPanel {
    /// An `<aside>` listing `diagnostics` (errors first); empty when there are none.
    public static func html(_ diagnostics: [Diagnostic], heading: String? = nil) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let errors = diagnostics.filter(\.isError).count
        let warnings = diagnostics.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error" + (errors == 1 ? "" : "s")) }
        if warnings > 0 { parts.append("\(warnings) warning" + (warnings == 1 ? "" : "s")) }
        let title = heading ?? "The bundle has " + parts.joined(separator: " and ")
        var html = "<aside class=\"diagnostics\(errors > 0 ? "" : " only-warnings")\" role=\"alert\"\(WireProtocol.Attribute.testID.markup("diagnostics"))><h2>"
            + HTMLEscaping.escape(title) + "</h2><ul>"
        let sorted = diagnostics.filter(\.isError) + diagnostics.filter { !$0.isError }
        for diagnostic in sorted.prefix(50) {
            html += "<li class=\"\(diagnostic.isError ? "error" : "warning")\">" + HTMLEscaping.escape(diagnostic.description) + "</li>"
        }
        if sorted.count > 50 { html += "<li>… and \(sorted.count - 50) more</li>" }
        return html + "</ul></aside>"
    }
}
