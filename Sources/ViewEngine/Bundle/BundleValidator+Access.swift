/// Reads by a bound key (`$.items[$.i].title`) and into parenthesised values
/// (`($.items | sort:title)[0]`), checked step by step against the shapes the bundle declares.
extension BundleValidator.Checker {
    /// The shape `accessors` reach from `base`'s, reporting a fixed step the shape does not
    /// have (`$.items[$.i].titel`) and a key into a value that has neither elements nor members.
    mutating func shape(reading accessors: [ExpressionNode.Accessor], from base: ExpressionNode, at source: SourceRef) -> ValueShape {
        var current = shape(of: base, at: source)
        // What the steps read so far, as messages show it.
        var written: String
        if case .path(let path) = base { written = path.description } else { written = "(…)" }
        for accessor in accessors {
            switch accessor {
            case .key(let key, let text):
                let keyShape = shape(of: key, at: source)
                current = element(of: current, key: text, keyShape: keyShape, after: written, at: source)
                written += "[\(text)]"
            case .match(let member, let value, let text):
                shape(of: value, at: source)
                current = element(of: current, matching: member, written: text, after: written, at: source)
                written += "[\(text)]"
            case .steps(let path):
                switch current.follow(path.components[...]) {
                case .success(let shape):
                    current = shape
                case .failure(let miss):
                    reportMiss(miss, in: path, after: written, at: source)
                    current = .unknown
                }
                written += path.description.dropFirst()
            }
        }
        return current
    }

    /// What a bound key picks from a value of `shape`: an array's element; an object's member
    /// when all its members have one shape (a table of prices); otherwise unknown. A key into
    /// text, a number or a boolean is reported: it always reads nothing.
    private mutating func element(of shape: ValueShape, key: String, keyShape: ValueShape, after written: String, at source: SourceRef) -> ValueShape {
        switch shape {
        case .array(let element):
            if keyShape == .text {
                // An id where a position belongs: `$.env.expenses[$.expenseId]`.
                let located = source.locating("[\(key)]")
                report(
                    .unknownDataPath,
                    "\(written)[\(key)] picks nothing: \(key) is text, and an element of the array \(written) is picked by its position ([0]) or by a member it matches ([id == \(key)])",
                    at: located.source, path: located.path)
            }
            return element
        case .object(let members):
            guard let first = members.first?.shape, members.allSatisfy({ $0.shape == first }) else { return .unknown }
            return first
        case .text, .number, .bool:
            let located = source.locating("[\(key)]")
            report(
                .unknownDataPath, "unknown path \(written)[\(key)]: \(written) is \(shape.kindDescription), which has neither elements nor members to pick by [\(key)]",
                at: located.source, path: located.path)
            return .unknown
        case .unknown, .map:
            return .unknown
        }
    }

    /// What a match step (`[id == $.expenseId]`) picks from a value of `shape`: an array's
    /// element, whose shape must have the member compared. Anything else has no elements to
    /// match and is reported. Reads and state keys (`env.xs[id == $.id].n`) are checked alike.
    mutating func element(of shape: ValueShape, matching member: BindingPath, written text: String, after written: String, at source: SourceRef) -> ValueShape {
        let located = source.locating("[\(text)]")
        switch shape {
        case .array(let element):
            if case .failure(let miss) = element.follow(member.components[...]) {
                let name = member.components[miss.index].name
                report(
                    .unknownDataPath,
                    "unknown path \(written)[\(text)]: the elements of \(written) have no member '\(name)'\(Suggestion.didYouMean(name, in: miss.parent.memberNames))",
                    at: located.source, path: located.path)
            }
            return element
        case .object, .text, .number, .bool:
            report(
                .unknownDataPath,
                "\(written)[\(text)] picks nothing: \(written) is \(shape.kindDescription), and [\(text)] matches an element of an array",
                at: located.source, path: located.path)
            return .unknown
        case .unknown, .map:
            return .unknown
        }
    }
}
