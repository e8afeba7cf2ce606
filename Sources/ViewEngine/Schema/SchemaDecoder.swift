/// Decodes view JSON (nodes, actions, styles, themes, components) from a ``JSONDocument``,
/// collecting every problem as a located ``Diagnostic`` instead of stopping at the first.
///
/// Decoding never fails as a whole: a bad value becomes a placeholder or is left out, and the
/// diagnostic says where and why (DivKit's "partial success with warnings").
public struct SchemaDecoder {
    /// Parses every binding and condition met; its transforms are the ones a `| name` may call.
    public let parser: ExpressionParser
    /// Every problem reported so far, in the order met, across all the files this decoder read.
    public private(set) var diagnostics = Diagnostics()
    /// Deepest nesting of view nodes accepted; renderers recurse per level.
    public var maxNodeDepth = NestingLimits.viewNodes
    /// The bundle's component names, when known: a node whose `type` is one of them is told
    /// to use it as `{"type": "component", "name": …}`.
    public var componentNames: Set<String> = []
    var path = JSONPath()
    var nodeDepth = 0
    var keyScratch: [[String]] = []
    var inlineStyles = InlineStyleTable()

    /// A decoder parsing bindings with `parser` (the standard transforms by default).
    public init(parser: ExpressionParser = ExpressionParser()) {
        self.parser = parser
    }

    /// Records a problem at `source` and the current JSON path; the code decides its severity.
    mutating func report(_ code: DiagnosticCode, _ message: String, at source: SourceRef) {
        diagnostics.append(Diagnostic(code, message, source: source, path: path))
    }

    /// Runs `body` with `key` appended to the current JSON path.
    mutating func at<T>(_ key: String, _ body: (inout SchemaDecoder) -> T) -> T {
        path.append(.key(key))
        defer { path.removeLast() }
        return body(&self)
    }

    mutating func at<T>(_ index: Int, _ body: (inout SchemaDecoder) -> T) -> T {
        path.append(.index(index))
        defer { path.removeLast() }
        return body(&self)
    }

    /// Starts a new file: resets the path and sets where diagnostics point.
    mutating func startFile() {
        path = JSONPath()
        nodeDepth = 0
    }

    // MARK: Scalars

    mutating func string(_ ref: JSONRef, _ what: String) -> String? {
        if let value = ref.stringValue { return value }
        report(.wrongType, "\(what) must be a string, found \(ref.value.typeDescription)", at: ref.source)
        return nil
    }

    mutating func number(_ ref: JSONRef, _ what: String) -> Double? {
        if let value = ref.numberValue { return value }
        report(.wrongType, "\(what) must be a number, found \(ref.value.typeDescription)", at: ref.source)
        return nil
    }

    /// ``parser`` with the parentheses the nodes being decoded use up
    /// (``NestingLimits/parenthesesUsed(byNodes:)``): an expression deep in the tree is parsed
    /// on top of them.
    var parserHere: ExpressionParser {
        nodeDepth == 0 ? parser : parser.nested(inside: NestingLimits.parenthesesUsed(byNodes: nodeDepth))
    }

    mutating func expression(_ text: String, at source: SourceRef) -> BindingExpression? {
        do throws(ExpressionError) {
            return try parserHere.parse(text)
        } catch {
            report(error.code, error.message, at: source.inside(string: text, atScalar: error.offset))
            return nil
        }
    }

    mutating func textValue(_ text: String, at source: SourceRef) -> TextValue? {
        do throws(ExpressionError) {
            return try TextValue(parsing: text, parser: parserHere)
        } catch {
            report(error.code, error.message, at: source.inside(string: text, atScalar: error.offset))
            return nil
        }
    }

    /// Any JSON value; strings may hold bindings.
    public mutating func valueTemplate(_ ref: JSONRef) -> ValueTemplate {
        switch ref.kind {
        case .string:
            let text = ref.stringValue ?? ""
            guard let value = textValue(text, at: ref.source) else { return .constant(.null) }
            if case .literal(let literal) = value { return .constant(.string(literal)) }
            return .text(value)
        case .array where ref.containsNoBindingMark, .object where ref.containsNoBindingMark:
            return .constant(ref.value)
        case .array:
            let items = ref.elements.enumerated().map { index, element in at(index) { $0.valueTemplate(element) } }
            return items.allSatisfy(\.isConstant) ? .constant(ref.value) : .array(items)
        case .object:
            let members = ref.members.map { member in
                (key: member.key, value: at(member.key) { $0.valueTemplate(member.value) })
            }
            return members.allSatisfy(\.value.isConstant) ? .constant(ref.value) : .object(members)
        default:
            return .constant(ref.value)
        }
    }

    /// Reports members not in `known`, with a suggestion.
    mutating func warnUnknown(_ key: String, at source: SourceRef, known: [String], in what: String) {
        report(.unknownProperty, "unknown property '\(key)' in \(what)\(Suggestion.didYouMean(key, in: known))", at: source)
    }
}
