/// One problem found in a bundle, a file or an expression, located precisely.
///
/// Printed the way compilers print, so editors and CI logs link to the place, with the code
/// last in brackets as clang prints its warning flags (so the `FILE:LINE:COL: error: MESSAGE`
/// shape that editors' problem matchers parse is unchanged):
/// `screens/browse.json:42:17: error: unknown node type 'vstak' (did you mean 'vstack'?) at $.children[2] [SDUI0202]`
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is, fixed by its ``DiagnosticCode``; printed after the position
    /// (`error:`). A warning orders before an error.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Deserves a look (something is ignored or has no effect, or a running app went on past
        /// it); `--allow CODE` silences it, and `--strict` makes it fail validation.
        case warning
        /// The bundle is not correct; `--allow` cannot silence it.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// What kind of problem this is; it decides the severity.
    public let code: DiagnosticCode
    /// Error or warning: always the code's (``DiagnosticCode/severity``).
    public var severity: Severity { code.severity }
    /// What is wrong; values quoted in it are cut to ``Excerpt/maxQuoted`` characters.
    public var message: String
    /// The file, as named to the loader (for example `screens/browse.json`).
    public var file: String?
    /// The 1-based line and column in `file`; ``SourceLocation/unknown`` (0:0) when the problem
    /// has no position (a missing file, an unreadable folder).
    public var location: SourceLocation
    /// The JSON path of the offending value inside its file (`$.children[2].props`), when known.
    public var path: JSONPath?

    /// A diagnostic of `code` at `location` in `file` (nil: printed as `<input>`); quoted values in
    /// `message` are cut to ``Excerpt/maxQuoted`` characters.
    public init(
        _ code: DiagnosticCode, _ message: String, file: String?, location: SourceLocation, path: JSONPath? = nil
    ) {
        self.code = code
        self.message = Excerpt.cutQuotedValues(in: message)
        self.file = file
        self.location = location
        self.path = path
    }

    /// A diagnostic at a decoded value's position, and at its JSON path unless `path` names
    /// another.
    public init(_ code: DiagnosticCode, _ message: String, source: SourceRef, path: JSONPath? = nil, fileName: String? = nil) {
        self.init(code, message, file: source.file ?? fileName, location: source.location, path: path ?? source.jsonPath)
    }

    /// Whether the code is an error: the bundle is not correct, and `--allow` cannot silence it.
    public var isError: Bool { severity == .error }

    public var description: String {
        var text = "\(file ?? "<input>"):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        // The whole file (`$`) says nothing the position does not.
        if let path, !path.segments.isEmpty { text += " at \(path)" }
        return text + " [\(code.name)]"
    }
}

/// An ordered collection of diagnostics gathered while decoding or validating.
public struct Diagnostics: Sendable, Hashable {
    /// Every diagnostic, in the order appended (``Diagnostics/sorted`` orders them by place).
    public private(set) var all: [Diagnostic] = []

    /// The given diagnostics, in their order (none by default).
    public init(_ diagnostics: [Diagnostic] = []) {
        all = diagnostics
    }

    /// Adds `diagnostic` after the others.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds `other`'s diagnostics after these, in their order.
    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// Only those whose code is an error, in the order appended.
    public var errors: [Diagnostic] { all.filter(\.isError) }
    /// Only those whose code is a warning, in the order appended.
    public var warnings: [Diagnostic] { all.filter { !$0.isError } }
    /// Whether any diagnostic is an error, so the bundle is not correct (warnings alone leave it
    /// usable).
    public var hasErrors: Bool { all.contains(where: \.isError) }
    /// The code of each diagnostic, in order: what tests compare.
    public var codes: [DiagnosticCode] { all.map(\.code) }
    /// Whether nothing at all was found, not even a warning.
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
