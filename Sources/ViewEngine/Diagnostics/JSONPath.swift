/// A path to a value inside a JSON document, printed as `$.children[2].props.label`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down from a value: into an object member or an array element.
    public enum Segment: Sendable, Hashable {
        /// An object member by name, printed `.name`, or `["name"]` when it is not a plain word.
        case key(String)
        /// An array element by 0-based position, printed `[2]`.
        case index(Int)
    }

    /// The steps from the document's root, outermost first; none for `$` itself.
    public private(set) var segments: [Segment]

    /// A path of `segments` (none: the root, `$`).
    public init(_ segments: [Segment] = []) {
        self.segments = segments
    }

    /// `$`: the document's top-level value.
    public static let root = JSONPath()

    /// This path one step into the member `key` (`$.props` to `$.props.label`).
    public func appending(_ key: String) -> JSONPath {
        JSONPath(segments + [.key(key)])
    }

    /// This path one step into the element at `index` (`$.children` to `$.children[2]`).
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(segments + [.index(index)])
    }

    /// Steps into `segment`; the decoder does so as it enters a member or element.
    public mutating func append(_ segment: Segment) { segments.append(segment) }
    /// Steps back out of the last segment (the path must have one).
    public mutating func removeLast() { segments.removeLast() }

    public var description: String {
        var text = "$"
        for segment in segments {
            switch segment {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !key.first!.isNumber {
                    text += ".\(key)"
                } else {
                    text += "[\"\(key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"]"
                }
            }
        }
        return text
    }
}
