import Foundation

/// Where a state action writes: `shopping`, `env.settings.units`, or with bound segments,
/// `env.cart[$.index].qty` / `env.byId[${$.item.id}]` / `env.cart[id == $.item.id].qty`.
///
/// A bound segment is a whole `[$…]` or `[${…}]` after a name (the first as reads write it,
/// the second as keys were first written); its value picks an array element (a whole number,
/// negative from the end) or an object member (text), as ``BindingPath/Component/init(key:)``
/// reads it. Anything else that looks like a binding (`env.items.${$.n}`, `$.env.x`) is refused
/// when the bundle is decoded, never written as a literal member name.
public struct StateKey: Sendable, Hashable, CustomStringConvertible {
    /// One part of a key: a literal name, or a bound `[$…]` / `[${…}]` after one. Two bound segments are
    /// equal when their expressions are written the same.
    public enum Segment: Sendable, Hashable {
        /// A member name as written (`env`, `cart`, `qty`); a whole number (`2`) can also index an array.
        case name(String)
        /// A `[$…]` or `[${…}]` part, evaluated when the action runs: a whole number picks an array element
        /// (negative from the end), non-empty text names an object member.
        case bound(BindingExpression)
        /// A `[member == value]` part (`[id == $.expenseId]`): the first element of the array
        /// whose member equals the value as `==` compares, found when the action runs.
        case match(member: BindingPath, value: BindingExpression)

        public static func == (lhs: Segment, rhs: Segment) -> Bool {
            switch (lhs, rhs) {
            case (.name(let l), .name(let r)): return l == r
            case (.bound(let l), .bound(let r)): return l.source == r.source
            case (.match(let lMember, let l), .match(let rMember, let r)): return lMember == rMember && l.source == r.source
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .name(let name): hasher.combine(name)
            case .bound(let expression): hasher.combine(expression.source)
            case .match(let member, let value):
                hasher.combine(member)
                hasher.combine(value.source)
            }
        }

        /// The expression evaluated when the key is built: a bound part's, or the value a match compares with.
        var expression: BindingExpression? {
            switch self {
            case .name: nil
            case .bound(let expression), .match(_, let expression): expression
            }
        }
    }

    /// The parts in order, split at `.` and before each bound part; a first `env` means app state.
    public var segments: [Segment]
    /// The text as written.
    public let source: String

    /// A key of `segments`, written as `source`; ``StateKey/parse(_:parser:)`` makes one from text.
    public init(segments: [Segment], source: String) {
        self.segments = segments
        self.source = source
    }

    /// A key without bound segments.
    public init(_ path: BindingPath) {
        segments = path.components.map { .name($0.name) }
        source = path.components.map(\.name).joined(separator: ".")
    }

    public var description: String { source }

    /// Whether the key writes app-wide state (`env.…`).
    public var isAppState: Bool { segments.first == .name("env") }

    /// The expressions of bound segments, for validation.
    public var expressions: [BindingExpression] {
        segments.compactMap(\.expression)
    }

    /// Whether a part matches an element by a member (`[id == $.id]`).
    public var matchesElements: Bool {
        segments.contains { if case .match = $0 { true } else { false } }
    }

    /// Whether a literal index counts from the end (`env.log[-1]`).
    public var countsFromTheEnd: Bool {
        segments.contains { if case .name(let name) = $0 { name.hasPrefix("-") && Int(name) != nil } else { false } }
    }

    /// The path with bound segments evaluated, or why that failed.
    public func path(in context: DataContext, environment: EvaluationEnvironment) -> Result<BindingPath, StateActionError> {
        var components: [BindingPath.Component] = []
        for segment in segments {
            switch segment {
            case .name(let name):
                components.append(.init(name))
            case .bound(let expression):
                let value = expression.evaluate(in: context, environment: environment)
                guard let component = BindingPath.Component(key: value) else {
                    return .failure(.badKeySegment(key: source, segment: expression.source, found: value))
                }
                components.append(component)
            case .match(let member, let expression):
                let container = context.value(at: BindingPath(components))
                let wanted = expression.evaluate(in: context, environment: environment)
                guard let index = ElementMatch.index(in: container, member: member, equalTo: wanted) else {
                    let name = member.components.map(\.name).joined(separator: ".")
                    return .failure(.noElementMatched(key: source, path: BindingPath(components).description, member: name, found: wanted))
                }
                components.append(.init(String(index)))
            }
        }
        return .success(BindingPath(components))
    }

    /// Parses a key as written, or returns why it is not one.
    public static func parse(_ text: String, parser: ExpressionParser) -> Result<StateKey, ExpressionError> {
        let usage = "a key is a dotted path such as \"query\" or \"env.cart\", with an index as [0] and bound parts as [$…] after a name, as in \"env.cart[$.index].qty\""
        var segments: [Segment] = []
        let scalars = Array(text.unicodeScalars)
        var position = 0
        func fail(_ message: String, at offset: Int) -> Result<StateKey, ExpressionError> {
            .failure(ExpressionError(.invalidStateKey, "\(message): \(usage)", offset: offset))
        }
        while position < scalars.count {
            let start = position
            while position < scalars.count, scalars[position] != ".", scalars[position] != "[" {
                if scalars[position] == "$" || scalars[position] == "{" || scalars[position] == "}" || scalars[position] == "]" {
                    return fail("'\(text)' has '\(scalars[position])' outside [ ]", at: position)
                }
                position += 1
            }
            guard position > start else { return fail("'\(text)' has an empty part", at: position) }
            segments.append(.name(String(String.UnicodeScalarView(scalars[start..<position]))))
            while position < scalars.count, scalars[position] == "[" {
                // A literal index, as reads write it (`env.items[0].done`): the same as `.0`;
                // negative counts from the end (`env.log[-1]`).
                var digitsStart = position + 1
                if digitsStart < scalars.count, scalars[digitsStart] == "-" { digitsStart += 1 }
                var digitsEnd = digitsStart
                while digitsEnd < scalars.count, ("0"..."9").contains(scalars[digitsEnd]) { digitsEnd += 1 }
                if digitsEnd > digitsStart, digitsEnd < scalars.count, scalars[digitsEnd] == "]" {
                    segments.append(.name(String(String.UnicodeScalarView(scalars[(position + 1)..<digitsEnd]))))
                    position = digitsEnd + 1
                    continue
                }
                let inside = scalars[(position + 1)...].firstIndex { $0 != " " } ?? scalars.count
                if inside < scalars.count, scalars[inside].properties.isAlphabetic || scalars[inside] == "_" {
                    switch matchSegment(scalars, at: position, parser: parser) {
                    case .success(let (segment, next))?:
                        segments.append(segment)
                        position = next
                        continue
                    case .failure(let failure)?:
                        return .failure(failure)
                    case nil:
                        break  // no `==`: a name in brackets, refused below
                    }
                }
                guard position + 1 < scalars.count, scalars[position + 1] == "$" else {
                    return fail("'\(text)' has '[' followed by neither a whole number, a binding nor a member to match (id == $.id)", at: position)
                }
                // The expression is scalars[expressionStart..<end]; the key goes on at `next`.
                let expressionStart: Int
                let end: Int
                let next: Int
                if position + 2 < scalars.count, scalars[position + 2] == "{" {
                    expressionStart = position + 3
                    guard let brace = closingBrace(scalars, from: expressionStart), brace + 1 < scalars.count, scalars[brace + 1] == "]" else {
                        return fail("'\(text)' has an unclosed [${", at: position)
                    }
                    (end, next) = (brace, brace + 2)
                } else {
                    // `[$.i]`, as reads write a bound key: the same as `[${$.i}]`.
                    expressionStart = position + 1
                    guard let bracket = closingBracket(scalars, from: position) else { return fail("'\(text)' has an unclosed [", at: position) }
                    (end, next) = (bracket, bracket + 1)
                }
                let inner = String(String.UnicodeScalarView(scalars[expressionStart..<end]))
                do throws(ExpressionError) {
                    segments.append(.bound(try parser.parse(inner)))
                } catch {
                    return .failure(ExpressionError(error.code, error.message, offset: expressionStart + (error.offset ?? 0)))
                }
                position = next
            }
            if position < scalars.count {
                guard scalars[position] == "." else { return fail("'\(text)' continues after ']' without '.'", at: position) }
                position += 1
                guard position < scalars.count else { return fail("'\(text)' ends with '.'", at: position) }
            }
        }
        guard !segments.isEmpty else { return fail("the key is empty", at: 0) }
        guard segments.count <= NestingLimits.statePathSteps else {
            return .failure(ExpressionError(
                .nestingTooDeep, "a key has at most \(NestingLimits.statePathSteps) parts, this one \(segments.count)", offset: 0))
        }
        return .success(StateKey(segments: segments, source: text))
    }

    /// A `[member == value]` part whose `[` is at `open`, and where the key goes on after its
    /// `]`; nil when the brackets hold no `==`. Offsets of failures count from the start of the key.
    private static func matchSegment(
        _ scalars: [Unicode.Scalar], at open: Int, parser: ExpressionParser
    ) -> Result<(Segment, next: Int), ExpressionError>? {
        let text = String(String.UnicodeScalarView(scalars))
        guard let close = closingBracket(scalars, from: open) else {
            return .failure(ExpressionError(.invalidStateKey, "'\(text)' has an unclosed [", offset: open))
        }
        let inner = Array(scalars[(open + 1)..<close])
        guard let equals = (0..<max(inner.count - 1, 0)).first(where: { inner[$0] == "=" && inner[$0 + 1] == "=" }) else { return nil }
        let name = String(String.UnicodeScalarView(inner[..<equals])).trimmingCharacters(in: .whitespaces)
        guard name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0) }),
            let member = BindingPath(dotted: name)
        else {
            return .failure(ExpressionError(.invalidStateKey, "'\(text)' matches by '\(name)', which is not a member name", offset: open + 1))
        }
        let valueStart = open + 1 + equals + 2
        let value = String(String.UnicodeScalarView(scalars[valueStart..<close]))
        do throws(ExpressionError) {
            let expression = try parser.parse(value.trimmingCharacters(in: .whitespaces))
            if let refusal = ElementMatch.refusal(of: expression.root) {
                return .failure(ExpressionError(.invalidStateKey, "'\(text)': \(refusal)", offset: open + 1))
            }
            return .success((.match(member: member, value: expression), close + 1))
        } catch {
            let leading = value.unicodeScalars.prefix(while: { $0 == " " }).count
            return .failure(ExpressionError(error.code, error.message, offset: valueStart + leading + (error.offset ?? 0)))
        }
    }

    /// The `]` that closes the `[` at `open`, skipping quoted text and inner brackets.
    private static func closingBracket(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        return QuotedText.firstOutside(scalars, from: open) { _, scalar in
            if scalar == "[" { depth += 1 } else if scalar == "]" { depth -= 1 }
            return depth == 0
        }
    }

    /// The `}` that closes the `${` whose content starts at `start`, skipping quoted text.
    private static func closingBrace(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        QuotedText.firstOutside(scalars, from: start) { $1 == "}" }
    }
}
