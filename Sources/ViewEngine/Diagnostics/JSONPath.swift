/// A path to a value inside a JSON document, printed as `$.children[2].props.label`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Segment: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var segments: [Segment]

    public init(_ segments: [Segment] = []) {
        self.segments = segments
    }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        JSONPath(segments + [.key(key)])
    }

    public func appending(_ index: Int) -> JSONPath {
        JSONPath(segments + [.index(index)])
    }

    public mutating func append(_ segment: Segment) { segments.append(segment) }
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
