/// Bound style values, modifier arguments and node props that choose between literals
/// (`"foregroundColor": "$.done ? 'green' : 'gren'"`): each literal is decoded as the value it
/// would be at run time, so a branch the sample data never takes is still checked, with the
/// code and message the same value written alone gets.
extension BundleValidator.Checker {
    /// The literal outcomes of a bound node prop that takes a word (`axis`, `alignment`) or a
    /// number (`spacing`), as the prop takes them when the node resolves: a word exactly as
    /// listed (a binding's value is not matched ignoring case, as a written word is), a number
    /// or numeric text, or `null`, which leaves the prop as if not written.
    mutating func checkOutcomes(of expression: BindingExpression, prop name: String, of kind: NodeKind, at source: SourceRef) {
        let outcomes = expression.root.literalOutcomes.filter { !$0.isNull }
        guard !outcomes.isEmpty, let spec = NodeCatalog.spec(for: kind).prop(named: name) else { return }
        for outcome in outcomes {
            let written = "'\(name)' may be \(JSONWriter.string(outcome)), which it cannot take"
            switch spec.type {
            case .choice(let words):
                if case .string(let word) = outcome, words.contains(word) { continue }
                let hint = outcome.stringValue.map { Suggestion.didYouMean($0, in: words) } ?? ""
                report(.invalidChoice, "\(written): it must be one of \(words.joined(separator: ", "))\(hint)", at: source)
            case .number, .integer:
                guard let number = ValueText.numeric(outcome) else {
                    report(.wrongType, "\(written): it must be a number", at: source)
                    continue
                }
                if spec.type == .integer, number.rounded() != number {
                    report(.valueOutOfRange, "\(written): it must be a whole number", at: source)
                }
            default:
                return
            }
        }
    }

    /// The literal outcomes of an inline style binding, as the key's value.
    mutating func checkOutcomes(of binding: StyleBinding) {
        for outcome in binding.expression.root.literalOutcomes {
            switch BoundStyleValues.decodedNow(binding.name, outcome) {
            case .success(let sheet): checkSheet(sheet, at: binding.source)
            case .failure(let error): report(error, choosing: outcome, for: "'\(binding.name)'", at: binding.source)
            }
        }
    }

    /// The literal outcomes of a bound modifier argument, as a value of its type.
    mutating func checkOutcomes(of template: ValueTemplate, as type: ArgumentType, argument: String, of modifier: String, at source: SourceRef) {
        for outcome in template.literalOutcomes {
            switch BoundArgumentValues.decodedNow(outcome, type) {
            case .success(.color(let reference)): checkColors([reference], at: source)
            case .success(.paint(let paint)): checkColors(paint.colorReferences, at: source)
            case .success: break
            case .failure(let error): report(error, choosing: outcome, for: "modifier '\(modifier)' argument '\(argument)'", at: source)
            }
        }
    }

    private mutating func report(_ error: BoundStyleError, choosing outcome: JSONValue, for what: String, at source: SourceRef) {
        let code: DiagnosticCode
        if case .rejected(let rejection, _) = error { code = rejection } else { code = .wrongType }
        report(code, "\(what) may be \(JSONWriter.string(outcome)), which it cannot take: \(error.message)", at: source)
    }
}
