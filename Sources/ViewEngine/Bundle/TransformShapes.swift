/// What the validator knows of the built-in transforms: which inputs each takes and the
/// shape it gives, so `$.env.title | take:2` (text) is reported where the type is known.
///
/// Only what would be silently passed through is refused: collection transforms on a known
/// non-array, and number or date formatting of a known array, object or boolean. Text
/// transforms turn any value into text, so they take everything.
enum TransformShapes {
    enum Input {
        case anything, array, scalar
    }

    /// What `name` takes (nil: a transform the validator does not know, an app's own).
    static func input(of name: String) -> Input? {
        switch name {
        case "first", "last", "take", "drop", "join", "where", "search", "sort", "unique", "sum", "min", "max", "map", "pluck":
            return .array
        case "date", "duration", "number", "currency", "round":
            return .scalar
        case "uppercase", "lowercase", "truncate", "trim", "prefix", "suffix", "replace", "default", "count", "exists", "empty", "!empty":
            return .anything
        default:
            return nil
        }
    }

    /// Whether a value of `shape` is one `input` takes (unknown shapes always are).
    static func accepts(_ input: Input, _ shape: ValueShape) -> Bool {
        switch (input, shape) {
        case (.anything, _), (_, .unknown): return true
        case (.array, .array): return true
        case (.array, _): return false
        case (.scalar, .text), (.scalar, .number): return true
        case (.scalar, _): return false
        }
    }

    /// The shape of the result of `name` (with `argument`) applied to a value of `shape`.
    static func result(of name: String, argument: String?, on shape: ValueShape) -> ValueShape {
        switch name {
        case "take", "drop", "where", "search", "sort", "unique": return shape
        case "first", "last": return shape.element
        case "min", "max": return argument == nil ? shape.element : .unknown
        case "map", "pluck":
            guard let argument, let path = BindingPath(dotted: argument) else { return .array(.unknown) }
            if case .success(let member) = shape.element.follow(path.components[...]) { return .array(member) }
            return .array(.unknown)
        case "join", "date", "duration", "number", "currency", "uppercase", "lowercase", "truncate", "trim", "prefix", "suffix", "replace":
            return .text
        case "count", "sum", "round": return .number
        case "exists", "empty", "!empty": return .bool
        default: return .unknown
        }
    }

    /// The keys a collection transform reads from each element, as written (`where:done`,
    /// `search:$.q in title,summary`, `sort:price desc`, `sum:price`); bound keys are left out.
    static func elementKeys(of name: String, _ terms: [TransformTerm]) -> [(text: String, path: BindingPath)] {
        func key(_ term: TransformTerm?) -> [(text: String, path: BindingPath)] {
            guard case .word(let text)? = term, let path = CollectionTransforms.elementKey(text) else { return [] }
            return [(text, path)]
        }
        switch name {
        case "where":
            return key(terms.first)
        case "search":
            guard terms.count == 3, case .word(let list) = terms[2] else { return [] }
            return list.split(separator: ",").flatMap { key(.word(String($0))) }
        case "sort":
            guard case .word(let word)? = terms.first, SortDirection(word) == nil else { return [] }
            return key(terms.first)
        case "unique":
            return terms.count == 1 ? key(terms.first) : []
        case "sum", "min", "max", "map", "pluck":
            return ElementFormula.keys(in: terms)
        default:
            return []
        }
    }
}
