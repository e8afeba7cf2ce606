/// Something that went wrong while running the app that the JSON author should know about:
/// a bound value a node cannot use, an action that could not run, a failed request.
///
/// It carries a ``DiagnosticCode`` like a validation ``Diagnostic``, so it can be looked up
/// (`sdui docs --diagnostics`) and silenced (`sdui serve --allow SDUI1003`), and it prints in
/// the same compiler shape, located at the JSON that caused it when that is known:
/// `screens/home.json:4:21: warning: no handler is registered for the custom event 'share' at $.children[0].props.action (screen 'home') [SDUI1003]`
public struct RuntimeIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; it decides the severity.
    public var code: DiagnosticCode
    /// What went wrong and what the app does instead.
    public var message: String
    /// The screen it happened on, when it happened on one.
    public var screen: String?
    /// The file of the JSON that caused it (`screens/home.json`), when known.
    public var file: String?
    /// Where in ``file`` that JSON is written.
    public var location: SourceLocation
    /// The JSON path of that JSON inside ``file`` (`$.children[2].props.value`), when known.
    /// Worked out when asked: the resolver makes an issue for a bad bound value on every
    /// render, and the log keeps only the first of equal ones.
    public var path: JSONPath? { source.jsonPath }
    private let source: SourceRef

    /// An issue with `code`, located at `source` when that names a file.
    public init(_ code: DiagnosticCode, _ message: String, at source: SourceRef = .none, screen: String? = nil) {
        self.code = code
        self.message = Excerpt.cutQuotedValues(in: message)
        self.screen = screen
        file = source.file
        location = source.file == nil ? .unknown : source.location
        self.source = source
    }

    /// Issues are the same when they say the same of the same place: the source they keep
    /// for their path does not take part (two renders meet one bad value twice).
    public static func == (lhs: RuntimeIssue, rhs: RuntimeIssue) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.screen == rhs.screen && lhs.file == rhs.file && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(screen)
        hasher.combine(file)
        hasher.combine(location)
    }

    /// Whether the issue is an error or a warning (the code's severity).
    public var severity: Diagnostic.Severity { code.severity }

    /// `FILE:LINE:COL: warning: MESSAGE at PATH (screen 'NAME') [CODE]`, the shape of a
    /// ``Diagnostic``; without a file, from the severity on, and without a path below the
    /// file's top, no `at PATH`.
    public var description: String {
        var text = file.map { "\($0):\(location.line):\(location.column): " } ?? ""
        text += "\(severity.rawValue): \(message)"
        // The whole file (`$`) says nothing the position does not.
        if let path, !path.segments.isEmpty { text += " at \(path)" }
        if let screen { text += " (screen '\(screen)')" }
        return text + " [\(code.name)]"
    }
}
