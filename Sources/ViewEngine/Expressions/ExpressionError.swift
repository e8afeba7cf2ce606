/// Why an expression could not be parsed, with the character offset of the problem.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, carried into the ``Diagnostic`` the decoder reports.
    public var code: DiagnosticCode
    /// What is wrong, in words; values quoted in it are cut to ``Excerpt/maxQuoted`` characters.
    public var message: String
    /// Offset into the expression text (in Unicode scalars), when known.
    public var offset: Int?

    /// An error of kind `code`; `message` is cut like ``Diagnostic/message``, and `offset`
    /// counts Unicode scalars into the expression text (nil when unknown).
    public init(_ code: DiagnosticCode, _ message: String, offset: Int? = nil) {
        self.code = code
        self.message = Excerpt.cutQuotedValues(in: message)
        self.offset = offset
    }

    public var description: String { message }
}
