/// A transform call in a pipeline: its name, its argument, and compiling it.
extension ExpressionParser.Scanner {
    mutating func parseTransform() throws(ExpressionError) -> TransformCall {
        skipSpaces()
        let start = position
        if peek() == UInt8(ascii: "!") { position += 1 }
        while let byte = peek(), Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
        let name = slice(start, position)
        guard !name.isEmpty else { throw error("expected a transform name after '|'") }
        guard let transform = transforms[name] else {
            throw error("unknown transform '\(name)'\(Suggestion.didYouMean(name, in: transforms.names))", .unknownTransform, at: start)
        }
        var argument: String?
        skipSpaces()
        if peek() == UInt8(ascii: ":") {
            position += 1
            argument = try parseArgument()
        }
        switch transform.argument {
        case .none where argument != nil:
            throw error("transform '\(name)' takes no argument", .transformArgument)
        case .required where argument == nil:
            throw error("transform '\(name)' needs an argument, as in \(name):…", .transformArgument)
        default:
            break
        }
        do throws(ExpressionError) {
            let function = try transform.compile(argument)
            return TransformCall(name: name, argument: argument, function: function)
        } catch let failure {
            throw error(failure.message, failure.code, at: start)
        }
    }

    mutating func parseArgument() throws(ExpressionError) -> String {
        skipSpaces()
        if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
            return try parseQuoted()
        }
        let start = position
        while let byte = peek() {
            if byte == UInt8(ascii: "|") { break }
            if byte == UInt8(ascii: ")") && parenthesisDepth > 0 { break }
            if byte == UInt8(ascii: "&") && peek(1) == UInt8(ascii: "&") { break }
            if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!")) && peek(1) == UInt8(ascii: "=") { break }
            if (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")) && position > start { break }
            position += 1
        }
        var end = position
        while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
        return slice(start, end)
    }
}
