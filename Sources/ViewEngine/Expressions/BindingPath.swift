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
    }

    /// The steps after the `$`, outermost first; empty for a bare `$`, which reads all scopes
    /// merged into one object.
    public var components: [Component]

    /// A path of the given steps; `[]` is the bare `$`.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// Parses a dotted key path without the leading `$.` (`env.searchQuery`, `a.0.b`).
    public init?(dotted: String) {
        let trimmed = dotted.hasPrefix("$.") ? String(dotted.dropFirst(2)) : dotted
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
        components = parts.map { Component(String($0)) }
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
            let component = components[position]
            switch current {
            case .object(let object):
                guard let next = object[component.name] else { return nil }
                current = next
            case .array(let array):
                guard var index = component.index else { return nil }
                if index < 0 { index += array.count }
                guard array.indices.contains(index) else { return nil }
                current = array[index]
            default:
                return nil
            }
            position += 1
        }
        return current
    }
}
