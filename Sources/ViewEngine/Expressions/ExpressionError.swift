/// Why an expression could not be parsed, with the character offset of the problem.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, carried into the ``Diagnostic`` the decoder reports.
    public var code: DiagnosticCode
    public var message: String
    /// Offset into the expression text (in Unicode scalars), when known.
    public var offset: Int?

    public init(_ code: DiagnosticCode, _ message: String, offset: Int? = nil) {
        self.code = code
        self.message = Excerpt.cutQuotedValues(in: message)
        self.offset = offset
    }

    public var description: String { message }
}
