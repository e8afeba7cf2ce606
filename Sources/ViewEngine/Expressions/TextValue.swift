import Foundation

/// A string-valued property as written in JSON, compiled: a literal, a binding, or text with
/// interpolated bindings.
///
/// - `"$.podcast.trackName | uppercase"` — the whole string is a binding (its value keeps its
///   JSON type: a number stays a number).
/// - `"${$.podcast.trackCount} episodes"` — interpolation: each `${…}` holds an expression;
///   the result is always text.
/// - `"@browse.title"`, `"@episodes(count: $.n)"` — a string-table lookup (an expression
///   starting with `@`), text in the environment's locale.
/// - `"\\$4.99"` (JSON for `\$4.99`) — a leading `\$` is a literal dollar, a leading `\@` a
///   literal at sign; `\${` likewise writes a literal `${` inside text.
public enum TextValue: Sendable {
    /// Constant text, with a leading `\$` or `\@` and any `\${` already unescaped.
    case literal(String)
    /// A string that is wholly one expression (`$.…` or `@key`); its value keeps its JSON type.
    case binding(BindingExpression)
    /// Text with `${…}` expressions in it, in order; it always evaluates to a string.
    case interpolated([Part])

    /// One piece of an interpolated string: the text between `${…}`s, or one of them.
    public enum Part: Sendable {
        /// Text written as is; an escaped `\${` is already a plain `${` here.
        case text(String)
        /// The expression inside one `${…}`; its value is written as display text, and a missing
        /// value or `null` writes nothing.
        case expression(BindingExpression)
    }

    /// Compiles a string as written in JSON.
    public init(parsing raw: String, parser: ExpressionParser) throws(ExpressionError) {
        // Most strings are plain text: one look at the first byte and one scan decide that.
        let first = raw.utf8.first
        if first != UInt8(ascii: "$"), first != UInt8(ascii: "\\"), first != UInt8(ascii: "@"), !Self.containsInterpolation(raw) {
            self = .literal(raw)
            return
        }
        if Self.starts(raw, with: "\\$") || Self.starts(raw, with: "\\@") {
            self = .literal(Self.unescapeInterpolation(String(raw.dropFirst())))
            return
        }
        if (Self.starts(raw, with: "$") && !Self.starts(raw, with: "${")) || first == UInt8(ascii: "@") {
            do throws(ExpressionError) {
                self = .binding(try parser.parse(raw))
            } catch {
                // "$5 off" is a price, not a path: say how to write the dollar.
                // `$(` starts a wrapped binding; an unclosed one is that, not a price.
                guard first == UInt8(ascii: "$"), let second = raw.unicodeScalars.dropFirst().first, !".[".unicodeScalars.contains(second),
                    second != "(" || !error.message.hasPrefix("expected ')'")
                else { throw error }
                throw ExpressionError(error.code, error.message + #" (a text that starts with a dollar sign is written \$, as in "\\$5 off" in JSON)"#, offset: error.offset)
            }
            return
        }
        guard Self.containsInterpolation(raw) else {
            self = .literal(raw)
            return
        }
        self = .interpolated(try Self.parts(of: raw, parser: parser))
    }

    /// `raw.hasPrefix(prefix)` for an ASCII prefix, read from the bytes when the byte after the
    /// prefix is ASCII too (then the prefix ends on a character boundary; `hasPrefix` compares
    /// characters, a call per prefix for every binding). Otherwise `hasPrefix` decides.
    @inline(__always)
    private static func starts(_ raw: String, with prefix: StaticString) -> Bool {
        let utf8 = raw.utf8
        let length = prefix.utf8CodeUnitCount
        var index = utf8.startIndex
        for offset in 0..<length {
            guard index != utf8.endIndex, utf8[index] == prefix.utf8Start[offset] else { return false }
            index = utf8.index(after: index)
        }
        if index == utf8.endIndex || utf8[index] < 0x80 { return true }
        return raw.hasPrefix("\(prefix)")
    }

    /// Whether the text is constant.
    public var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    /// The expressions inside, for validation.
    public var expressions: [BindingExpression] {
        switch self {
        case .literal: return []
        case .binding(let expression): return [expression]
        case .interpolated(let parts):
            return parts.compactMap { if case .expression(let e) = $0 { return e } else { return nil } }
        }
    }

    /// The value: a binding keeps its JSON type; literals and interpolations are strings.
    public func evaluate(in context: DataContext, environment: EvaluationEnvironment) -> JSONValue? {
        switch self {
        case .literal(let text): return .string(text)
        case .binding(let expression): return expression.evaluate(in: context, environment: environment)
        case .interpolated: return .string(string(in: context, environment: environment))
        }
    }

    /// The value as display text.
    public func string(in context: DataContext, environment: EvaluationEnvironment) -> String {
        switch self {
        case .literal(let text): return text
        case .binding(let expression): return ValueText.string(expression.evaluate(in: context, environment: environment))
        case .interpolated(let parts):
            var output = ""
            for part in parts {
                let piece: String
                switch part {
                case .text(let text): piece = text
                case .expression(let expression): piece = ValueText.string(expression.evaluate(in: context, environment: environment))
                }
                guard output.appendWithinLimit(piece) else { break }
            }
            return output
        }
    }

    /// Whether `text` contains `${`; a byte scan, since Foundation's `contains` is far slower
    /// and every literal string of a bundle goes through here.
    static func containsInterpolation(_ text: String) -> Bool {
        var previousWasDollar = false
        for byte in text.utf8 {
            if previousWasDollar && byte == UInt8(ascii: "{") { return true }
            previousWasDollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    private static func unescapeInterpolation(_ text: String) -> String {
        text.replacingOccurrences(of: "\\${", with: "${")
    }

    private static func parts(of raw: String, parser: ExpressionParser) throws(ExpressionError) -> [Part] {
        var parts: [Part] = []
        let scalars = Array(raw.unicodeScalars)
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 2 < scalars.count, scalars[index + 1] == "$", scalars[index + 2] == "{" {
                literal.append(contentsOf: ["$", "{"])
                index += 3
                continue
            }
            if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                guard let end = QuotedText.firstOutside(scalars, from: index + 2, where: { $1 == "}" }) else {
                    throw ExpressionError(.invalidExpression, "'${' without a closing '}' in '\(raw)'", offset: index)
                }
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                guard !inner.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw ExpressionError(.invalidExpression, "empty '${}' in '\(raw)'", offset: index)
                }
                if !literal.isEmpty {
                    parts.append(.text(String(literal)))
                    literal = String.UnicodeScalarView()
                }
                do throws(ExpressionError) {
                    parts.append(.expression(try parser.parse(inner)))
                } catch {
                    // Offsets count from the start of the whole text, not of the `${…}` part.
                    var located = error
                    located.offset = (error.offset ?? 0) + index + 2
                    throw located
                }
                index = end + 1
                continue
            }
            literal.append(scalar)
            index += 1
        }
        if !literal.isEmpty { parts.append(.text(String(literal))) }
        return parts
    }
}
