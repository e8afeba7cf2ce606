/// Text as the peers write it, made into ours: `$`, `${` and a leading `@` start bindings and
/// string lookups here, so literal text escapes them; SwiftSDUI's `$name` parameters become bindings to the screen's
/// parameters (`$.name`).
enum PeerText {
    /// `text` shown exactly as written.
    static func literal(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "${", with: "\\${")
        return escaped.hasPrefix("$") || escaped.hasPrefix("@") ? "\\" + escaped : escaped
    }

    /// SwiftSDUI's parameter tokens: `$` and an identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    struct Token {
        let name: String
        let range: Range<String.Index>
    }

    static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            var end = text.index(after: dollar)
            if end < text.endIndex, text[end].isASCII, text[end].isLetter || text[end] == "_" {
                while end < text.endIndex, text[end].isASCII, text[end].isLetter || text[end].isNumber || text[end] == "_" {
                    end = text.index(after: end)
                }
                tokens.append(Token(name: String(text[text.index(after: dollar)..<end]), range: dollar..<end))
            }
            index = end
        }
        return tokens
    }

    /// A string with SwiftSDUI parameters: one token alone keeps the parameter's type
    /// (`"$count"` → `"$.count | default:'$count'"`); tokens inside text interpolate
    /// (`"Hi, ${$.name | default:'$name'}"`). SwiftSDUI leaves a token no parameter fills as
    /// written, so each falls back to its own text (also for an empty one, which `default`
    /// cannot tell from a missing one).
    static func withParameters(_ text: String) -> String {
        let found = tokens(in: text)
        guard !found.isEmpty else { return literal(text) }
        if found.count == 1, found[0].range == text.startIndex..<text.endIndex { return binding(found[0]) }
        var output = ""
        var index = text.startIndex
        for token in found {
            output += literalPart(text[index..<token.range.lowerBound], atStart: output.isEmpty)
            output += "${" + binding(token) + "}"
            index = token.range.upperBound
        }
        return output + literalPart(text[index...], atStart: output.isEmpty)
    }

    /// A literal stretch inside an interpolation: only `${` needs escaping there, and a
    /// leading `$` at the very start.
    private static func literalPart(_ part: Substring, atStart: Bool) -> String {
        atStart ? literal(String(part)) : String(part).replacingOccurrences(of: "${", with: "\\${")
    }

    /// The parameter's binding, showing the token as written when no parameter fills it.
    private static func binding(_ token: Token) -> String {
        "$.\(token.name) | default:'$\(token.name)'"
    }

    /// Whether the string holds a parameter.
    static func hasParameters(_ text: String) -> Bool { !tokens(in: text).isEmpty }
}
