import Foundation

/// The page's fixed CSS, from `Resources/base.css` (its opening comment explains the short
/// class names the node writer emits).
enum BaseStylesheet {
    /// The stylesheet without its comments (it goes inline into every page and snapshot).
    static let css: String = ResourceText.load("base", extension: "css", from: .module).withoutCSSComments
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
