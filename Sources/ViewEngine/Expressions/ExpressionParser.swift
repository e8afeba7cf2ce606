/// Parses the expression language.
///
/// ```
/// expression := or ('?' or ':' or)*           a choice chain, `a ? x : b ? y : z`
/// or         := and ('||' and)*
/// and        := unary ('&&' unary)*
/// unary      := '!'* comparison
/// comparison := sum (('==' | '!=' | '>=' | '<=' | '>' | '<' | 'in' | 'contains') sum)?
/// sum        := product (('+' | '-') product)*
/// product    := signed (('*' | '/' | '%') signed)*
/// signed     := '-'* pipeline
/// pipeline   := primary ('|' transform)*
/// primary    := '(' expression ')' step* | path | lookup | 'text' | "text" | number | true | false | null
/// path       := '$' step* | '$' '(' expression ')' step*     `$(…)` lets a binding start with any expression
/// step       := '.' name | '.' digits | '[' integer ']' | '[' quoted ']' | '[' expression ']'
/// lookup     := '@' key ('(' (name ':' expression (',' name ':' expression)*)? ')')?
/// transform  := name (':' argument)?
/// ```
///
/// A transform's argument is the text after the first `:` up to the next `|`, comparison or
/// logical operator (or a closing parenthesis that closes an open one), trimmed; quote it
/// (`default:'a | b'`) to keep those characters or surrounding spaces. So `date:MMM d, yyyy`,
/// `join:,` and `truncate:20` read naturally. Transforms that take terms (`where`, `search`,
/// `sort`, …) read their argument up to the next `|`, `&&`, `||` or unmatched `)` instead,
/// so `where:price < $.max` keeps its `<`. Either kind also ends at a `?` after a space, and
/// inside a choice's first branch at a `:` after a space. A pipeline binds tighter than arithmetic:
/// `($.a + $.b) | round` rounds the sum, `$.items | count + 1` adds to the count.
///
/// Nothing recurses without bound: choice, `&&`, `||` and arithmetic chains become one node each, a
/// run of `!` or `-` collapses to one or two negations (`!!!x` is `!x`), and parentheses may nest at most
/// ``NestingLimits/expressionParentheses`` deep. Error offsets count Unicode scalars.
public struct ExpressionParser: Sendable {
    /// The transforms a `| name` may call; any other name is a parse error.
    public let transforms: TransformRegistry
    /// Levels of nesting already open around the text: a pipeline in a transform's argument
    /// is parsed inside the expression around it and shares its limit, so nesting one in the
    /// next cannot recurse past ``NestingLimits/expressionParentheses``.
    let nesting: Int

    /// A parser that knows `transforms`, by default the standard set.
    public init(transforms: TransformRegistry = .standard) {
        self.init(transforms: transforms, nesting: 0)
    }

    init(transforms: TransformRegistry, nesting: Int) {
        self.transforms = transforms
        self.nesting = nesting
    }

    /// This parser for text inside `levels` more levels of nesting (view nodes, a pipeline).
    func nested(inside levels: Int) -> ExpressionParser {
        ExpressionParser(transforms: transforms, nesting: nesting + levels)
    }

    /// Parses `text` as a full expression (bindings are expressions without operators).
    public func parse(_ text: String) throws(ExpressionError) -> BindingExpression {
        if let path = Self.simplePath(text) { return BindingExpression(source: text, root: .path(path)) }
        var scanner = Scanner(text: Array(text.utf8), transforms: transforms, nesting: nesting)
        let root = try scanner.parseExpression()
        scanner.skipSpaces()
        guard scanner.atEnd else {
            let hint: String
            switch scanner.peek() {
            // `$.on ? $.x | number :2 : 'b'`: the spaced `:` ended the first branch.
            case UInt8(ascii: ":"): hint = "; a choice has one ':' per '?', and in its first branch a transform's argument follows the name without a space (number:2)"
            // `${$.x > 1}` as a condition: interpolation where an expression is read whole.
            case UInt8(ascii: "{") where text.hasPrefix("${"): hint = "; ${…} puts an expression inside text: here the whole string is one, so write it without ${ and }"
            // `$.name.toUpperCase()`, as JavaScript would.
            case UInt8(ascii: "("): hint = "; values have no methods: a transform follows a '|', as in $.name | uppercase (sdui docs lists them)"
            // `$item.title`, `$name`: a shell's or a template's variable.
            case let byte? where Scanner.isLetter(byte) && scanner.position > 0 && scanner.text[scanner.position - 1] == UInt8(ascii: "$"):
                hint = "; a path starts with '$.', as in $.\(scanner.rest.prefix(40))"
            // Python's and SQL's words for && and ||.
            case UInt8(ascii: "a") where scanner.rest.hasPrefix("and "): hint = "; 'and' is written && here"
            case UInt8(ascii: "o") where scanner.rest.hasPrefix("or "): hint = "; 'or' is written || here"
            default: hint = ""
            }
            throw scanner.error("unexpected '\(scanner.rest.prefix(20))'\(hint)")
        }
        return BindingExpression(source: text, root: root)
    }

    /// Most bindings are a bare dotted path (`$.item.trackName`, `$.items.3.title`); they skip
    /// the general scanner. Anything else (brackets, spaces, operators) returns nil.
    static func simplePath(_ text: String) -> BindingPath? {
        var text = text
        return text.withUTF8 { bytes -> BindingPath? in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: ".") else { return nil }
            var components: [BindingPath.Component] = []
            components.reserveCapacity(4)
            var position = 1
            while position < bytes.count {
                guard bytes[position] == UInt8(ascii: ".") else { return nil }
                let start = position + 1
                var end = start
                while end < bytes.count, Scanner.isNameByte(bytes[end]) { end += 1 }
                guard end > start else { return nil }
                components.append(BindingPath.Component(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                position = end
            }
            return BindingPath(components)
        }
    }
}
