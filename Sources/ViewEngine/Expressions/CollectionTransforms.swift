/// Transforms over arrays whose arguments are ``TransformTerm``s, so any value in them may
/// be a binding: `$.recipes | where:tags contains $.tag | search:$.query in title,summary |
/// sort:title`. Applied to a value that is not an array, each passes it through unchanged
/// (`sdui validate` reports that where it can know the type).
enum CollectionTransforms {
    static let all: [Transform] = [`where`, search, sort, unique, map, pluck] + AggregateTransforms.all + DateTransforms.all

    /// `where:<key> <op> <value>` keeps the elements whose member `key` (a dotted path into the
    /// element) compares true with the value: `=`/`==`, `!=`, `<`, `>`, `<=`, `>=` as in
    /// conditions, `contains` (the member holds the value), `in` (the value holds the member),
    /// `!contains` and `!in` (the opposites: `where:id !in $.env.done`), `startsWith` (the member's text begins with the value's, ignoring case and accents).
    /// `where:<key>` alone keeps elements whose member is truthy.
    static let `where` = Transform(
        "where", argument: .required, summary: "Filters an array: where:kind=podcast, where:tags contains $.tag, where:price < $.max",
        compileTerms: { terms throws(ExpressionError) in
        let usage = "where needs key, an operator and a value, as in where:kind=podcast or where:tags contains $.tag"
        guard let keyTerm = terms.first, case .word(let keyText) = keyTerm, let key = elementKey(keyText) else {
            throw ExpressionError(.transformArgument, usage)
        }
        if terms.count == 1 {
            return { value, _, _ in filter(value) { ValueText.isTruthy(key.follow(from: $0, startingAt: 0)) } }
        }
        try refuseTextThatLooksLikeAValue(terms.dropFirst())
        guard terms.count == 3, case .operator(let op) = terms[1], let operand = terms[2].operand else {
            throw ExpressionError(.transformArgument, usage)
        }
        let test: @Sendable (JSONValue?, JSONValue?) -> Bool
        switch op {
        case "contains": test = { member, expected in Membership.contains(member, expected) }
        case "in": test = { member, expected in Membership.contains(expected, member) }
        case "!contains": test = { member, expected in !Membership.contains(member, expected) }
        case "!in": test = { member, expected in !Membership.contains(expected, member) }
        case "startsWith":
            // As `search` matches: ignoring case and accents ("jo" finds John and Jonah).
            test = { member, expected in
                guard let member, let expected else { return false }
                return ValueOrder.fold(ValueText.string(member)).hasPrefix(ValueOrder.fold(ValueText.string(expected)))
            }
        default:
            let comparison = ComparisonOperator(rawValue: op == "=" ? "==" : op) ?? .equal
            test = { member, expected in ExpressionNode.compare(comparison, member, expected) }
        }
        return { value, context, environment in
            let expected = operand.value(in: context, environment)
            return filter(value) { test(key.follow(from: $0, startingAt: 0), expected) }
        }
    })

    /// A `where` value written as `(0)`, `($.z + 1)` or `[0, 1]` is read as text, so it would
    /// silently match nothing: an argument's parentheses hold only a pipeline, and it has no
    /// list literals.
    private static func refuseTextThatLooksLikeAValue(_ terms: ArraySlice<TransformTerm>) throws(ExpressionError) {
        for case .word(let text) in terms {
            if text.hasPrefix("(") {
                throw ExpressionError(.transformArgument, "'\(text)' would be compared as text: parentheses in where: hold only a pipeline, as in where:date >= ($.today | addDays:-7); write the value without them (where:x == 0, where:x == $.z), quote text ('(none)'), or work it out in a screen's computed value")
            }
            if text.hasPrefix("[") {
                throw ExpressionError(.transformArgument, "'\(text)' would be compared as text: an argument has no list literals; compare with a list from data (where:x in $.env.allowed), or quote text ('[beta]')")
            }
        }
    }

    /// `search:<query>` or `search:<query> in <field>,<field>`: the elements where the query
    /// occurs in any of the fields (or, without fields, in the element's text members, or the
    /// element itself when it is text), ignoring case and accents. Arrays in a field match
    /// when any element matches (tags). An empty or missing query keeps everything.
    static let search = Transform(
        "search", argument: .required, summary: "Case- and accent-insensitive search: search:$.query in title,tags",
        compileTerms: { terms throws(ExpressionError) in
        let usage = "search needs a query and optionally fields, as in search:$.query in title,summary"
        guard let query = terms.first?.operand else { throw ExpressionError(.transformArgument, usage) }
        var listed: [BindingPath] = []
        if terms.count > 1 {
            guard terms.count == 3, terms[1] == .operator("in"), case .word(let list) = terms[2] else {
                throw ExpressionError(.transformArgument, usage)
            }
            for name in list.split(separator: ",") {
                guard let field = elementKey(String(name)) else { throw ExpressionError(.transformArgument, usage) }
                listed.append(field)
            }
        }
        let fields = listed
        return { value, context, environment in
            let needle = ValueOrder.fold(ValueText.string(query.value(in: context, environment)).trimmingCharacters(in: .whitespaces))
            guard !needle.isEmpty else { return value }
            return filter(value) { element in
                let haystacks: [JSONValue?]
                if fields.isEmpty {
                    haystacks = element.objectValue.map { Array($0.values) } ?? [element]
                } else {
                    haystacks = fields.map { $0.follow(from: element, startingAt: 0) }
                }
                return haystacks.contains { matches($0, needle) }
            }
        }
    })

    private static func matches(_ value: JSONValue?, _ needle: String) -> Bool {
        switch value {
        case .string(let text)?: return ValueOrder.fold(text).contains(needle)
        case .number?: return ValueText.string(value).contains(needle)
        case .array(let items)?: return items.contains { if case .string = $0 { return matches($0, needle) } else { return false } }
        default: return false
        }
    }

    /// `sort`, `sort:desc`, `sort:<key>`, `sort:<key> desc`: the elements ordered by ``ValueOrder``
    /// (by a member when a key is given; the key and the direction may be bindings). Equal
    /// elements keep their order; missing values go last.
    static let sort = Transform("sort", argument: .optional, summary: "Sorts an array: sort:title, sort:price desc", compileTerms: { terms throws(ExpressionError) in
        let usage = "sort takes an optional key and direction, as in sort:title or sort:price desc"
        guard terms.count <= 2, !terms.contains(where: { if case .operator = $0 { return true } else { return false } }) else {
            throw ExpressionError(.transformArgument, usage)
        }
        var keyTerm = terms.first?.operand
        var directionTerm = terms.count == 2 ? terms[1].operand : nil
        if terms.count == 1, case .word(let word) = terms[0], SortDirection(word) != nil {
            directionTerm = keyTerm
            keyTerm = nil
        }
        if case .literal(let written)? = directionTerm, SortDirection(ValueText.string(written)) == nil {
            throw ExpressionError(.transformArgument, "sort direction must be asc or desc, found '\(ValueText.string(written))'")
        }
        // A written key must be a path (a bound one is read when the transform runs).
        if keyTerm != nil, case .word(let text)? = terms.first, elementKey(text) == nil {
            throw ExpressionError(.transformArgument, "sort's key must be a member path such as title, author.name or log[-1].date; found '\(text)'")
        }
        let (keyOperand, directionOperand) = (keyTerm, directionTerm)
        return { value, context, environment in
            guard case .array(let items)? = value else { return value }
            let key = keyOperand.flatMap { BindingPath(dotted: ValueText.string($0.value(in: context, environment))) }
            let descending = directionOperand.map { SortDirection(ValueText.string($0.value(in: context, environment))) == .descending } ?? false
            let keyed = items.enumerated().map { offset, element in
                (offset: offset, element: element, key: key.map { $0.follow(from: element, startingAt: 0) } ?? element)
            }
            let sorted = keyed.sorted { a, b in
                switch (ValueOrder.isBlank(a.key), ValueOrder.isBlank(b.key)) {
                case (true, true): return a.offset < b.offset
                case (true, false): return false
                case (false, true): return true
                case (false, false):
                    if ValueOrder.precedes(a.key!, b.key!) { return !descending }
                    if ValueOrder.precedes(b.key!, a.key!) { return descending }
                    return a.offset < b.offset
                }
            }
            return .array(sorted.map(\.element))
        }
    })

    /// `unique` or `unique:<key>`: the first element of each distinct value (or member value).
    static let unique = Transform("unique", argument: .optional, summary: "Removes duplicates: unique, unique:id", compileTerms: { terms throws(ExpressionError) in
        let key = try optionalKey(terms, "unique", example: "unique:id")
        return { value, _, _ in
            guard case .array(let items)? = value else { return value }
            var seen: Set<JSONValue> = []
            return .array(items.filter { element in seen.insert(key.map { $0.follow(from: element, startingAt: 0) ?? .null } ?? element).inserted })
        }
    })

    /// `map:<key>`: each element's member (null where it has none), so the result lines up
    /// with the input; the key may be arithmetic per element (`map:price * qty`,
    /// ``ElementFormula``). `pluck` is the same transform under the name other tools use.
    static let map = Transform("map", argument: .required, summary: "Each element's member: map:title, map:price * qty", compileTerms: compileMap)
    static let pluck = Transform("pluck", argument: .required, summary: "Same as map: pluck:title", compileTerms: compileMap)

    @Sendable private static func compileMap(_ terms: [TransformTerm]) throws(ExpressionError) -> Transform.BoundFunction {
        guard let formula = try ElementFormula.parse(terms, "map", example: "map:title") else {
            throw ExpressionError(.transformArgument, "map needs a key, as in map:title")
        }
        return { value, context, environment in
            guard case .array(let items)? = value else { return value }
            let once = formula.evaluatingPipelines(in: context, environment)
            return .array(items.map { once.value(of: $0, in: context, environment) ?? .null })
        }
    }

    /// Reads an argument that is at most one key (a dotted path into each element).
    static func optionalKey(_ terms: [TransformTerm], _ name: String, example: String) throws(ExpressionError) -> BindingPath? {
        guard let first = terms.first else { return nil }
        guard terms.count == 1, case .word(let text) = first, let key = elementKey(text) else {
            throw ExpressionError(.transformArgument, "\(name) takes one key, as in \(example); got '\(terms.map(\.text).joined(separator: " "))'")
        }
        return key
    }

    /// A key written in an argument (`title`, `author.name`, `log[-1].date`) as a path into each
    /// element; nil for text that holds a parenthesis, brace or comma, or a bracket without a
    /// whole number, which no key written there does: a stray `)` or `(((` (`where:)`) would
    /// otherwise filter by a member no element has, silently.
    static func elementKey(_ text: String) -> BindingPath? {
        guard !text.contains(where: { "(){},".contains($0) }) else { return nil }
        return BindingPath(dotted: text)
    }

    private static func filter(_ value: JSONValue?, _ keep: (JSONValue) -> Bool) -> JSONValue? {
        guard case .array(let items)? = value else { return value }
        return .array(items.filter(keep))
    }
}

/// `asc`/`ascending` or `desc`/`descending`.
enum SortDirection {
    case ascending, descending

    init?(_ text: String) {
        switch text.lowercased() {
        case "asc", "ascending": self = .ascending
        case "desc", "descending": self = .descending
        default: return nil
        }
    }
}
