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
                shape(of: key, at: source)
                current = element(of: current, key: text, after: written, at: source)
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
    private mutating func element(of shape: ValueShape, key: String, after written: String, at source: SourceRef) -> ValueShape {
        switch shape {
        case .array(let element):
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
}
