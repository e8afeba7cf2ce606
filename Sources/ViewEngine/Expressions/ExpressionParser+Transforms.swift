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
            throw error("unknown transform '\(name)'\(Suggestion.didYouMeanOrCompletion(name, in: transforms.names))", .unknownTransform, at: start)
        }
        var argument: String?
        var pieces: [String] = []
        var argumentStart = position
        skipSpaces()
        let colon = position
        // In a choice's first branch, `| name :` after a space separates the branches.
        if peek() == UInt8(ascii: ":"), openChoices == 0 || position == argumentStart {
            position += 1
            skipSpaces()
            argumentStart = position
            switch transform.compiler {
            case .terms:
                argument = try parseTermsArgument()
            case .pair:
                pieces = try parsePairArgument()
                argument = trimmedSlice(from: argumentStart)  // as written, quotes and all
            case .text:
                argument = try parseArgument()
            }
        }
        switch transform.argument {
        case .none where argument != nil:
            // At the colon: the argument is what to remove.
            throw error("transform '\(name)' takes no argument", .transformArgument, at: colon)
        case .required where argument == nil:
            throw error("transform '\(name)' needs an argument, as in \(name):…", .transformArgument)
        default:
            break
        }
        do throws(ExpressionError) {
            switch transform.compiler {
            case .text(let compile):
                let function = try compile(argument)
                return TransformCall(name: name, argument: argument, terms: [], function: { value, _, environment in function(value, environment) })
            case .terms(let compile):
                let terms: [TransformTerm]
                do throws(ExpressionError) {
                    terms = try TransformTerm.tokenize(argument ?? "", transforms: transforms, nesting: nesting + parenthesisDepth)
                } catch {
                    // Where the argument starts is counted only for an error: counted for every
                    // argument, a 1 MB pipeline of sorts took 100 s to parse.
                    throw ExpressionError(error.code, error.message, offset: error.offset.map { $0 + characterOffset(argumentStart) })
                }
                return TransformCall(name: name, argument: argument, terms: terms, function: try compile(terms))
            case .pair(let compile):
                let function = try compile(argument == nil ? nil : pieces)
                return TransformCall(name: name, argument: argument, terms: [], function: { value, _, environment in function(value, environment) })
            }
        } catch let failure {
            var message = failure.message
            if peek() == UInt8(ascii: "|"), message.contains("')' is missing") {
                // `sum:a / (b | count`: the `|` ended the argument inside parentheses that never close.
                message += "; a '|' inside an argument belongs to it only within parentheses that close, as in sum:price / ($.cart | count)"
            }
            // Term errors already point into the argument; others point at the transform.
            guard let offset = failure.offset else { throw error(message, failure.code, at: start) }
            throw ExpressionError(failure.code, "\(message) in expression '\(Excerpt.cut(source))'", offset: offset)
        }
    }

    /// The raw argument of a transform that takes terms: everything up to a `|`, `&&`, `||`
    /// or a `)` closing a parenthesis opened before it, outside quotes. A `|` inside a
    /// parenthesis the argument opens, and that closes, belongs to it (`where:date >= ($.today
    /// | addDays:-7)`): a pipeline as one of its values. `&&` and `||` always end it.
    mutating func parseTermsArgument() throws(ExpressionError) -> String {
        let start = position
        var quote: UInt8?
        // Per parenthesis open in the argument: whether it closes later.
        var open: [Bool] = []
        // `[` opened in the argument (`where:tags[0] == 'a'`): their `]` do not end a bound key around it.
        var brackets = 0
        while let byte = peek() {
            if let current = quote {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == current { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                open.append(closes(at: position))
            } else if byte == UInt8(ascii: ")") && !open.isEmpty {
                open.removeLast()
            } else if byte == UInt8(ascii: "|") {
                if peek(1) == UInt8(ascii: "|") || open.last != true { break }
            } else if byte == UInt8(ascii: "&") && peek(1) == UInt8(ascii: "&") {
                break
            } else if byte == UInt8(ascii: ")") && parenthesisDepth > 0 {
                break
            } else if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") && brackets > 0 {
                brackets -= 1
            } else if byte == UInt8(ascii: "]") && bracketDepth > 0 && open.isEmpty {
                break
            } else if open.isEmpty && endsAtChoice(byte, after: start) {
                argumentCutAtChoice = position
                break
            }
            position += 1
        }
        guard quote == nil else { throw error("unterminated quoted text", at: start) }
        return trimmedSlice(from: start)
    }

    /// Whether the `(` at `index` has a matching `)`, outside quotes. The matches of the whole
    /// expression are found once, in one pass, so an argument with many `|` stays linear.
    mutating func closes(at index: Int) -> Bool {
        if matchedOpenings == nil {
            var matched = Set<Int>()
            var stack: [Int] = []
            var quote: UInt8?
            var position = 0
            while position < text.count {
                let byte = text[position]
                if let current = quote {
                    if byte == UInt8(ascii: "\\") { position += 1 } else if byte == current { quote = nil }
                } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                    quote = byte
                } else if byte == UInt8(ascii: "(") {
                    stack.append(position)
                } else if byte == UInt8(ascii: ")"), let opening = stack.popLast() {
                    matched.insert(opening)
                }
                position += 1
            }
            matchedOpenings = matched
        }
        return matchedOpenings?.contains(index) == true
    }

    mutating func parseArgument() throws(ExpressionError) -> String {
        skipSpaces()
        if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
            return try parseQuoted()
        }
        return parseUnquotedArgument(stoppingAtComma: false)
    }

    /// A pair argument (`replace:old,new`): the texts either side of its first comma, each
    /// quotable on its own to hold a comma, `|`, `)` or edge spaces (`replace:'|',' / '`). A
    /// piece is quoted only when it starts with a quote, so `replace:dont,don't` still reads
    /// as written. One text when there is no comma outside quotes (`replace:'old,new'`).
    mutating func parsePairArgument() throws(ExpressionError) -> [String] {
        var pieces: [String] = []
        while true {
            let start = position
            skipSpaces()
            // A quote opens a quoted text only when it closes too: `replace:x,'s` keeps its
            // lone quote as text, as before quoting each text was possible.
            if let quote = peek(), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\""), hasClosingQuote(quote) {
                pieces.append(try parseQuoted())
                let end = position
                skipSpaces()
                // Spaces after the last piece belong to what follows the argument.
                if pieces.count == 2 || peek() != UInt8(ascii: ",") { position = end }
            } else {
                // Unquoted text keeps its leading spaces, as before (`replace:-, and`); after
                // the first comma the rest is the second text, commas and all (`replace:a,b,c`).
                position = start
                pieces.append(parseUnquotedArgument(stoppingAtComma: pieces.isEmpty, trimming: !pieces.isEmpty))
            }
            guard pieces.count == 1, peek() == UInt8(ascii: ",") else { return pieces }
            position += 1
        }
    }

    /// Whether the quote at the position has a matching one later in the expression.
    func hasClosingQuote(_ quote: UInt8) -> Bool {
        text[(position + 1)...].contains(quote)
    }

    /// Unquoted argument text: up to the next `|`, `&&`, comparison operator or a `)` closing
    /// an open parenthesis (`<` and `>` only after the first character), without trailing spaces
    /// unless `trimming` is false (a pair's first text keeps them: `replace:a ,b` replaces `a `).
    mutating func parseUnquotedArgument(stoppingAtComma: Bool, trimming: Bool = true) -> String {
        let start = position
        var brackets = 0  // `[` opened in the argument, as in parseTermsArgument
        while let byte = peek() {
            if byte == UInt8(ascii: "[") { brackets += 1 }
            if byte == UInt8(ascii: "]") && brackets > 0 { brackets -= 1; position += 1; continue }
            if byte == UInt8(ascii: "|") { break }
            if byte == UInt8(ascii: ",") && stoppingAtComma { break }
            if byte == UInt8(ascii: ")") && parenthesisDepth > 0 { break }
            if byte == UInt8(ascii: "]") && bracketDepth > 0 { break }  // closes the bound key around it
            if byte == UInt8(ascii: "&") && peek(1) == UInt8(ascii: "&") { break }
            if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "!")) && peek(1) == UInt8(ascii: "=") { break }
            if (byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")) && position > start { break }
            if endsAtChoice(byte, after: start) {
                argumentCutAtChoice = position
                break
            }
            position += 1
        }
        return trimming ? trimmedSlice(from: start) : slice(start, min(position, text.count))
    }

    /// Whether `byte`, at the position in an argument that began at `start`, belongs to a
    /// choice around the pipeline: a `?` after white space starts its branches, and inside a
    /// first branch a `:` after white space separates them. Written without the space (`default:?`,
    /// `date:HH:mm`) both stay text.
    func endsAtChoice(_ byte: UInt8, after start: Int) -> Bool {
        // Any white space skipSpaces skips: a choice written over several lines reads the same.
        guard position > start, Self.isWhiteSpace(text[position - 1]) else { return false }
        return byte == UInt8(ascii: "?") || (byte == UInt8(ascii: ":") && openChoices > 0)
    }

    /// The text from `start` to the position without trailing white space.
    func trimmedSlice(from start: Int) -> String {
        var end = min(position, text.count)
        while end > start, Self.isWhiteSpace(text[end - 1]) { end -= 1 }
        return slice(start, end)
    }
}
