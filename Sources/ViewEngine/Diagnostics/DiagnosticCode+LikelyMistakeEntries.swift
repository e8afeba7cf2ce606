/// The catalogue entries of the checks that find what an author most likely meant otherwise
/// (formatting inside arithmetic, a lone `$`, a misspelt component parameter), which
/// ``DiagnosticCode/entry`` returns.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/formattedTextInArithmetic``'s entry.
    static let formattedTextInArithmetic = DiagnosticCode.Entry(meaning: "An operand of arithmetic is a pipeline that ends in number or duration formatting. A pipeline binds tighter than arithmetic, so only that operand is formatted, and its text (\"1,200.00\") is not a number: the result is wrong or missing, depending on the data.",
        example: #""${$.budget - $.spent | number:2} left""#,
        fix: "Put the arithmetic in parentheses before the pipe: \"${($.budget - $.spent) | number:2} left\".")

    /// ``DiagnosticCode/wholeDataBound``'s entry.
    static let wholeDataBound = DiagnosticCode.Entry(meaning: "A binding is $ alone: all of the screen's data (its state, parameters and $.env), shown as JSON wherever it is displayed.",
        example: #"{"type": "text", "content": "$"}"#,
        fix: #"Bind the value meant ("$.price"); a text that is a dollar sign is written "\\$" in JSON."#)

    /// ``DiagnosticCode/interpolationInQuotedText``'s entry.
    static let interpolationInQuotedText = DiagnosticCode.Entry(meaning: "Quoted text inside an expression holds ${…}. Quoted text is taken as written, so the braces and the path inside them are shown, not the value.",
        example: #""$.signedIn ? 'Hi ${$.name}' : 'Welcome'""#,
        fix: "Join the parts with +: \"$.signedIn ? 'Hi ' + $.name : 'Welcome'\", or interpolate the whole choice: \"Hi ${$.name}\" where no choice is needed.")

    /// ``DiagnosticCode/unknownComponentValue``'s entry.
    static let unknownComponentValue = DiagnosticCode.Entry(meaning: "A component body reads a top-level $ name that is not one of its parameters and that no screen (its parameters or the state the bundle writes) or other component provides, so it is missing wherever the component is used: most likely a misspelt parameter.",
        example: #"{"money": {"parameters": ["amount", "suffix"], "body": {"type": "text", "content": "${$.amount} ${$.sufix}"}}}"#,
        fix: "Use the parameter's name (the message suggests the closest), or declare the parameter.")

    /// ``DiagnosticCode/joinedTextAsCondition``'s entry.
    static let joinedTextAsCondition = DiagnosticCode.Entry(meaning: "A choice's condition is text joined with +. A choice is the loosest operator, so everything before the ? is its condition: the joined text, which holds a quoted part, is never empty and always true, and the first branch is always chosen.",
        example: #""'Size ' + $.big ? 'L' : 'S'""#,
        fix: "Put the choice in parentheses: \"'Size ' + ($.big ? 'L' : 'S')\".")

    /// ``DiagnosticCode/sumAddsPerElement``'s entry.
    static let sumAddsPerElement = DiagnosticCode.Entry(
        meaning: "A sum's formula adds or subtracts a value that is the same for every element. The formula is worked out for each element and the results are added up, so that value counts once per element: with 3 expenses, sum:amount - $.env.budget subtracts the budget 3 times.",
        example: #""$.env.expenses | sum:amount - $.env.budget""#,
        fix: "End the sum first, then add or subtract once: \"($.env.expenses | sum:amount) - $.env.budget\".")
}
