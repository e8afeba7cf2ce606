import Foundation

/// The page's fixed CSS, from `Resources/base.css` (its opening comment explains the short
/// class names the node writer emits) and `Resources/controls.css`, in that order.
enum BaseStylesheet {
    /// The stylesheet without its comments (it goes inline into every page and snapshot).
    static let css: String = ["base", "controls"]
        .map { ResourceText.load($0, extension: "css", from: .module).withoutCSSComments }
        .joined()
}

extension String {
    /// The text with every `/* … */` removed (the base stylesheet has no strings that hold one).
    var withoutCSSComments: String {
        var result = ""
        var rest = self[...]
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return result }
            rest = rest[close.upperBound...]
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        return result + rest
    }
}
