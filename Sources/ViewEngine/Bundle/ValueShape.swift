/// What the validator knows about a value's shape: the declared shape of `$.env` (inferred
/// from `app.json`'s `state`), of a screen's or component's parameters, of a list's `$.item`.
///
/// `unknown` is the honest answer whenever the shape cannot be known (a seed of `null`, an
/// empty array's elements, an `api` result): nothing is reported about what is unknown.
public indirect enum ValueShape: Sendable, Hashable {
    /// Nothing is known: no path inside it is reported.
    case unknown
    /// A string.
    case text
    /// A number.
    case number
    /// `true` or `false`.
    case bool
    /// An array whose elements have this shape.
    case array(ValueShape)
    /// An object with these members (in declaration order), and no others.
    case object([Member])
    /// An object whose members are not known: a map filled at run time, declared by an empty
    /// object (`"notes": {}`, written as `env.notes[${$.id}]`). Any member, of any shape.
    case map

    /// One member of an object shape.
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var name: String
        /// What is known of the member's value.
        public var shape: ValueShape
    }

    /// The shape a seed value declares. Elements of an array merge: objects keep every member
    /// any element has, and elements of different kinds make the element shape unknown.
    public init(of value: JSONValue) {
        switch value {
        case .null: self = .unknown
        case .bool: self = .bool
        case .number: self = .number
        case .string: self = .text
        case .array(let elements):
            var element: ValueShape?
            for value in elements {
                let shape = ValueShape(of: value)
                element = element.map { $0.merged(with: shape) } ?? shape
            }
            self = .array(element ?? .unknown)
        case .object(let object) where object.isEmpty:
            // An empty object is a map filled at run time (`env.notes[${$.id}]`): any member.
            self = .map
        case .object(let object): self = .object(object.members.map { Member(name: $0.key, shape: ValueShape(of: $0.value)) })
        }
    }

    /// The shape an object of declarations has: exactly its members, even when it has none
    /// (app.json's `state`, where an empty object declares that app state has no values).
    public static func declared(by object: JSONObject) -> ValueShape {
        .object(object.members.map { Member(name: $0.key, shape: ValueShape(of: $0.value)) })
    }

    /// One shape that fits values of both shapes.
    func merged(with other: ValueShape) -> ValueShape {
        switch (self, other) {
        case (.array(let l), .array(let r)): return .array(l.merged(with: r))
        case (.object(let l), .object(let r)):
            var members = l
            for member in r {
                if let index = members.firstIndex(where: { $0.name == member.name }) {
                    members[index].shape = members[index].shape.merged(with: member.shape)
                } else {
                    members.append(member)
                }
            }
            return .object(members)
        case (.map, .object), (.object, .map): return .map
        case _ where self == other: return self
        default: return .unknown
        }
    }

    /// The shape of member `name`; nil when the shape is known and has no such member.
    public func member(_ name: String) -> ValueShape? {
        switch self {
        case .unknown, .map: return .unknown
        case .object(let members):
            return members.first { $0.name == name }?.shape
        case .array(let element):
            // A numeric component indexes an array (`$.items[0]`, `$.items.0`).
            return BindingPath.Component(name).index != nil ? element : nil
        case .text, .number, .bool: return nil
        }
    }

    /// Member names an object shape declares (for "did you mean").
    public var memberNames: [String] {
        if case .object(let members) = self { return members.map(\.name) }
        return []
    }

    /// The element shape of an array shape (unknown for other shapes).
    public var element: ValueShape {
        if case .array(let element) = self { return element }
        return .unknown
    }

    /// What the shape is, for messages: "text", "an array", "an object".
    public var kindDescription: String {
        switch self {
        case .unknown: return "unknown"
        case .text: return "text"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .array: return "an array"
        case .object, .map: return "an object"
        }
    }

    /// What values of the shape are, for messages about several: "numbers", "text", "arrays".
    public var pluralDescription: String {
        switch self {
        case .unknown: return "unknown"
        case .text: return "text"
        case .number: return "numbers"
        case .bool: return "booleans"
        case .array: return "arrays"
        case .object, .map: return "objects"
        }
    }

    /// Whether a value fits the shape: its kind matches at every level the shape knows.
    /// Members the shape declares may be missing from the value; members it does not declare
    /// may not be present (they are what a renamed or removed state key leaves behind).
    public func admits(_ value: JSONValue) -> Bool {
        misfit(value) == nil
    }

    /// How closely ``misfit(_:_:)`` holds a value to the shape.
    public enum Fit: Sendable {
        /// Every kind, and every member declared: what `sdui validate` asks of a value written
        /// in the bundle (a literal `"seven"` where a number is declared is a mistake).
        case exact
        /// The structure only: arrays where arrays are declared, objects where objects are,
        /// single values where single values are. A text field writes text where a number is
        /// declared (expressions read numeric text as numbers), and an API's records carry
        /// members a seed does not show: the running app and saved state keep those.
        case structure
    }

    /// Where a value first does not fit the shape (in text order), or nil when it fits.
    public func misfit(_ value: JSONValue, _ fit: Fit = .exact) -> Misfit? {
        switch (self, value) {
        case (.unknown, _), (_, .null): return nil
        case (.text, .string), (.number, .number), (.bool, .bool): return nil
        case (.text, .number), (.text, .bool), (.number, .string), (.number, .bool), (.bool, .string), (.bool, .number):
            return fit == .structure ? nil : Misfit(path: .root, declared: self, found: value)
        case (.array(let element), .array(let elements)):
            for (index, item) in elements.enumerated() {
                if let inner = element.misfit(item, fit) { return inner.inside(.index(index)) }
            }
            return nil
        case (.map, .object):
            return nil
        case (.object(let members), .object(let object)):
            for member in object.members {
                guard let declared = members.first(where: { $0.name == member.key }) else {
                    if fit == .structure { continue }
                    return Misfit(path: JSONPath([.key(member.key)]), declared: nil, found: member.value)
                }
                if let inner = declared.shape.misfit(member.value, fit) { return inner.inside(.key(member.key)) }
            }
            return nil
        default: return Misfit(path: .root, declared: self, found: value)
        }
    }

    /// The value without the parts whose structure does not fit (``Fit/structure``): array
    /// elements and declared members that do not fit are left out, each as deep as it goes
    /// wrong. Nil when the value itself is of another structure.
    public func keepingWhatFits(_ value: JSONValue) -> JSONValue? {
        switch (self, value) {
        case (.unknown, _), (_, .null), (.map, .object): return value
        case (.array(let element), .array(let elements)): return .array(elements.compactMap(element.keepingWhatFits))
        case (.object(let members), .object(let object)):
            var kept = JSONObject()
            for member in object.members {
                guard let declared = members.first(where: { $0.name == member.key }) else {
                    kept[member.key] = member.value
                    continue
                }
                if let fitted = declared.shape.keepingWhatFits(member.value) { kept[member.key] = fitted }
            }
            return .object(kept)
        default: return misfit(value, .structure) == nil ? value : Optional.none  // (`nil` alone would be JSON null)
        }
    }

    /// A value's part that does not fit a shape.
    public struct Misfit: Sendable, Hashable {
        /// From the value to the part (`$`: the value itself).
        public var path: JSONPath
        /// What the shape declares there; nil for a member it does not declare.
        public var declared: ValueShape?
        /// What the value holds there.
        public var found: JSONValue

        func inside(_ segment: JSONPath.Segment) -> Misfit {
            Misfit(path: JSONPath([segment] + path.segments), declared: declared, found: found)
        }

        /// `items[1].price is text, declared a number`, for the value named `name`.
        public func description(of name: String) -> String {
            let subject = name + path.description.dropFirst()
            guard let declared else { return "\(subject) is not declared" }
            let value: String
            switch found {
            case .string, .number, .bool: value = found.typeDescription + " " + Excerpt.cut(JSONWriter.string(found))
            default: value = found.typeDescription
            }
            return "\(subject) is \(value), declared \(declared.kindDescription)"
        }
    }

    /// The shape after following `path` from a value of this shape, or where it fails: the
    /// index of the first component the shape does not have.
    func follow(_ components: ArraySlice<BindingPath.Component>) -> Result<ValueShape, PathMiss> {
        var shape = self
        for (offset, component) in components.enumerated() {
            guard let next = shape.member(component.name) else {
                return .failure(PathMiss(index: components.startIndex + offset, parent: shape))
            }
            shape = next
        }
        return .success(shape)
    }

    /// Where a path leaves a known shape: the component's index and the shape it was looked up in.
    struct PathMiss: Error {
        let index: Int
        let parent: ValueShape
    }
}
