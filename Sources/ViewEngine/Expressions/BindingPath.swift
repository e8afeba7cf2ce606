/// A path into the data context: `$.podcast.trackName`, `$.results[0].trackId`, `$.results.0`.
///
/// Numeric components (`[0]`, `.0`) index arrays and also name object members, so both
/// spellings work on both shapes; negative indices count from the end (`[-1]` is the last).
public struct BindingPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of the path: a member name (`trackName`) or an index (`0`, `-1`).
    public struct Component: Sendable, Hashable {
        /// The step as written, without `.` or brackets: the member name it looks up in an
        /// object, or the digits of an index (`-1` for `[-1]`).
        public var name: String
        /// Set when the component is a whole number, so it can index arrays.
        public var index: Int?

        /// A step named `name`; ``index`` is set when `name` reads as a whole number (`3`, `-1`).
        public init(_ name: String) {
            self.name = name
            // Only names that start like a number can be one; skips parsing for "title".
            if let first = name.utf8.first, first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) {
                self.index = Int(name)
            } else {
                self.index = nil
            }
        }

        /// The step a bound key picks, in a read (`$.items[$.i]`) or a state key
        /// (`env.cart[${$.i}]`): a whole number indexes an array (negative from the end) and
        /// also names an object member (`42` finds `"42"`); non-empty text names a member only,
        /// even `"3"`. Nil for anything else: missing, a fraction, a boolean, empty text.
        public init?(key value: JSONValue?) {
            switch value {
            case .number(let number)? where number == number.rounded() && abs(number) < 1e15:
                self.init(ValueText.number(number))
            case .string(let text)? where !text.isEmpty:
                self.init(text)
                index = nil
            default:
                return nil
            }
        }

        /// What this step finds in `value`: an object's member, an array's element, or nil.
        @inline(__always)
        func value(in value: JSONValue) -> JSONValue? {
            switch value {
            case .object(let object):
                return object[name]
            case .array(let array):
                guard var index else { return nil }
                if index < 0 { index += array.count }
                // Not a ternary: JSONValue takes `nil` as a literal, so `? array[index] : nil` would be null.
                guard array.indices.contains(index) else { return nil }
                return array[index]
            default:
                return nil
            }
        }
    }

    /// The steps after the `$`, outermost first; empty for a bare `$`, which reads all scopes
    /// merged into one object.
    public var components: [Component]

    /// A path of the given steps; `[]` is the bare `$`.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// Parses a key path without the leading `$.` (`env.searchQuery`, `a.0.b`, `log[-1].run`):
    /// indexes in brackets as a binding writes them; nil for an empty step or a bracket that
    /// does not hold a whole number.
    public init?(dotted: String) {
        let trimmed = dotted.hasPrefix("$.") ? String(dotted.dropFirst(2)) : dotted
        var components: [Component] = []
        for part in trimmed.split(separator: ".", omittingEmptySubsequences: false) {
            guard let steps = Self.steps(of: part) else { return nil }
            components += steps
        }
        self.components = components
    }

    /// The steps of one dotted part: `name`, `name[0]`, `name[0][-1]` or `[0]`.
    private static func steps(of part: Substring) -> [Component]? {
        guard let open = part.firstIndex(of: "[") else { return part.isEmpty ? nil : [Component(String(part))] }
        var steps = open == part.startIndex ? [] : [Component(String(part[..<open]))]
        var rest = part[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else {
                return nil
            }
            steps.append(Component(String(index)))
            rest = rest[rest.index(after: close)...]
        }
        return steps
    }

    public var description: String {
        var text = "$"
        for component in components {
            if component.index != nil {
                text += "[\(component.name)]"
            } else {
                text += ".\(component.name)"
            }
        }
        return text
    }

    /// Follows the remaining components from `value`.
    func follow(from value: JSONValue, startingAt first: Int) -> JSONValue? {
        var current = value
        var position = first
        while position < components.count {
            guard let next = components[position].value(in: current) else { return nil }
            current = next
            position += 1
        }
        return current
    }
}
