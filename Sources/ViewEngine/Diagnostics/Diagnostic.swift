/// One problem found in a bundle, a file or an expression, located precisely.
///
/// Printed the way compilers print, so editors and CI logs link to the place, with the code
/// last in brackets as clang prints its warning flags (so the `FILE:LINE:COL: error: MESSAGE`
/// shape that editors' problem matchers parse is unchanged):
/// `screens/browse.json:42:17: error: unknown node type 'vstak' (did you mean 'vstack'?) at $.children[2] [SDUI0202]`
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// What kind of problem this is; it decides the severity.
    public let code: DiagnosticCode
    public var severity: Severity { code.severity }
    /// What is wrong; values quoted in it are cut to ``Excerpt/maxQuoted`` characters.
    public var message: String
    /// The file, as named to the loader (for example `screens/browse.json`).
    public var file: String?
    public var location: SourceLocation
    /// The JSON path of the offending value inside its file (`$.children[2].props`), when known.
    public var path: JSONPath?

    public init(
        _ code: DiagnosticCode, _ message: String, file: String?, location: SourceLocation, path: JSONPath? = nil
    ) {
        self.code = code
        self.message = Excerpt.cutQuotedValues(in: message)
        self.file = file
        self.location = location
        self.path = path
    }

    /// A diagnostic at a decoded value's position.
    public init(_ code: DiagnosticCode, _ message: String, source: SourceRef, path: JSONPath? = nil, fileName: String? = nil) {
        self.init(code, message, file: source.file ?? fileName, location: source.location, path: path)
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        var text = "\(file ?? "<input>"):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if let path { text += " at \(path)" }
        return text + " [\(code.name)]"
    }
}

/// An ordered collection of diagnostics gathered while decoding or validating.
public struct Diagnostics: Sendable, Hashable {
    public private(set) var all: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        all = diagnostics
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public var errors: [Diagnostic] { all.filter(\.isError) }
    public var warnings: [Diagnostic] { all.filter { !$0.isError } }
    public var hasErrors: Bool { all.contains(where: \.isError) }
    /// The code of each diagnostic, in order: what tests compare.
    public var codes: [DiagnosticCode] { all.map(\.code) }
    public var isEmpty: Bool { all.isEmpty }

    /// Sorted by file, then position, for stable output.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.file != r.file { return (l.file ?? "") < (r.file ?? "") }
            if l.location != r.location { return l.location < r.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
