/// `@browse.title` or `@episodes(count: $.podcast.trackCount)`: a text from the bundle's
/// string tables, in the environment's locale, with its `{name}` placeholders filled from the
/// arguments (a plural entry picks its form by `count`).
public struct StringLookup: Sendable {
    /// The key as written after `@`.
    public let key: String
    let arguments: [(name: String, value: ExpressionNode)]

    /// The argument names, in the order written.
    public var argumentNames: [String] { arguments.map(\.name) }

    func text(_ context: DataContext, _ environment: EvaluationEnvironment) -> String {
        var values: [String: JSONValue] = [:]
        // Missing data shows as empty text, as in `${…}` interpolation (a screen still loading).
        for argument in arguments { values[argument.name] = argument.value.evaluate(context, environment) ?? .null }
        return environment.strings.text(key, arguments: values)
    }
}

/// Reading `@key(name: expression, …)`.
extension ExpressionParser.Scanner {
    mutating func parseLookup() throws(ExpressionError) -> ExpressionNode {
        let start = position
        position += 1  // @
        while let byte = peek(), Self.isNameByte(byte) || byte == UInt8(ascii: ".") { position += 1 }
        let key = slice(start + 1, position)
        guard !key.isEmpty, key.last != "." else {
            throw error("expected a string key after '@', as in @browse.title (write \\@ for a literal @)", at: start)
        }
        var arguments: [(name: String, value: ExpressionNode)] = []
        // Looked up, not searched: a hostile lookup may pass thousands.
        var names: Set<String> = []
        if peek() == UInt8(ascii: "(") {
            // Inside the parentheses a transform's argument ends at the closing `)`.
            try enterLevel(Self.wideLevel)
            position += 1
            if !consume(")") {
                repeat {
                    skipSpaces()
                    let nameStart = position
                    while let byte = peek(), Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
                    let name = slice(nameStart, position)
                    guard !name.isEmpty, consume(":") else { throw error("expected 'name: value' in the arguments of @\(key)") }
                    guard names.insert(name).inserted else {
                        throw error("@\(key) is given '\(name)' twice", at: nameStart)
                    }
                    arguments.append((name, try parseEnclosedExpression()))
                } while consume(",")
                guard consume(")") else { throw error("expected ',' or ')' after an argument of @\(key)") }
            }
            parenthesisDepth -= Self.wideLevel
        }
        return .lookup(StringLookup(key: key, arguments: arguments))
    }
}
