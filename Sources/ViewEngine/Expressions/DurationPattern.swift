/// A compiled `duration:` pattern such as `mm:ss`, `h:mm:ss` or `HH:mm`.
///
/// Tokens: `H`/`h` hours, `m` minutes, `s` seconds; doubling a letter zero-pads to two
/// digits. Anything else, and text in single quotes, is literal. When the pattern has no
/// hour token the minutes absorb the hours (3 723 000 ms with `mm:ss` is `62:03`), and with
/// no minute token the seconds absorb the minutes.
struct DurationPattern: Sendable {
    enum Part: Sendable {
        case literal(String)
        case hours(padded: Bool)
        case minutes(padded: Bool)
        case seconds(padded: Bool)
    }

    let parts: [Part]
    let hasHours: Bool
    let hasMinutes: Bool

    init(_ pattern: String) throws(ExpressionError) {
        var parts: [Part] = []
        var characters = Array(pattern)[...]
        var literal = ""
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                guard let close = characters.firstIndex(of: "'") else {
                    throw ExpressionError(.transformArgument, "duration pattern '\(pattern)' has an unclosed quote")
                }
                literal += String(characters[..<close])
                characters = characters[(close + 1)...]
                continue
            }
            let run = characters.prefix { $0 == character }.count
            switch character {
            case "H", "h", "m", "s":
                guard run <= 2 else {
                    throw ExpressionError(.transformArgument, "duration pattern '\(pattern)' repeats '\(character)' \(run) times; use one or two")
                }
                flush()
                let padded = run == 2
                switch character {
                case "m": parts.append(.minutes(padded: padded))
                case "s": parts.append(.seconds(padded: padded))
                default: parts.append(.hours(padded: padded))
                }
            default:
                literal += String(repeating: character, count: run)
            }
            characters = characters.dropFirst(run)
        }
        flush()
        self.parts = parts
        hasHours = parts.contains { if case .hours = $0 { return true } else { return false } }
        hasMinutes = parts.contains { if case .minutes = $0 { return true } else { return false } }
    }

    /// Negative durations format as zero; durations beyond `Int.max` seconds saturate.
    /// Callers pass finite values only (see ``StandardTransforms/duration``).
    func format(milliseconds: Double) -> String {
        let totalSeconds = Int(saturating: (max(0, milliseconds) / 1000).rounded(.down))
        let hours = hasHours ? totalSeconds / 3600 : 0
        let minutes = hasMinutes ? (totalSeconds - hours * 3600) / 60 : 0
        let seconds = totalSeconds - hours * 3600 - minutes * 60
        var output = ""
        for part in parts {
            switch part {
            case .literal(let text): output += text
            case .hours(let padded): output += Self.pad(hours, padded)
            case .minutes(let padded): output += Self.pad(minutes, padded)
            case .seconds(let padded): output += Self.pad(seconds, padded)
            }
        }
        return output
    }

    private static func pad(_ value: Int, _ padded: Bool) -> String {
        padded && value < 10 ? "0\(value)" : String(value)
    }
}
