/// One text of a string table with its `{name}` placeholders: `"{count} Folgen"`.
///
/// A placeholder is `{` a name (letters, digits, `_`, not starting with a digit) `}`; any other
/// brace is text, and `{{` and `}}` write literal braces (so `{{name}}` shows `{name}`).
public struct StringTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(String)
    }

    let parts: [Part]

    /// The names of the placeholders, each once.
    public let placeholders: Set<String>

    /// Compiles a text as written in a string file.
    public init(_ raw: String) {
        var parts: [Part] = []
        var text = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            let next = raw.index(after: index)
            if character == "{" || character == "}", next < raw.endIndex, raw[next] == character {
                text.append(character)
                index = raw.index(after: next)
                continue
            }
            if character == "{", let close = raw[next...].firstIndex(of: "}"), Self.isName(raw[next..<close]) {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.placeholder(String(raw[next..<close])))
                index = raw.index(after: close)
                continue
            }
            text.append(character)
            index = next
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
        placeholders = Set(parts.compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } })
    }

    /// The text with each placeholder replaced by its argument as display text; a placeholder
    /// without an argument stays visible as `{name}` (validation reports it).
    public func text(with arguments: [String: JSONValue]) -> String {
        var output = ""
        for part in parts {
            let piece: String
            switch part {
            case .text(let text): piece = text
            case .placeholder(let name): piece = arguments[name].map(ValueText.string) ?? "{\(name)}"
            }
            // A text that grows with each lookup nested in its arguments stops at the limit.
            guard output.appendWithinLimit(piece) else { break }
        }
        return output
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
