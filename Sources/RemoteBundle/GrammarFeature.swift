import Foundation
import ViewEngine

/// Expression grammar a bundle may use that older engines cannot parse, with the engine version
/// that added it (see ``EngineVersion``). Capabilities name words (node types, transforms); a
/// grammar feature is not a word, so it is declared through `minimumEngineVersion` instead.
public enum GrammarFeature: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// `cond ? a : b` in an expression.
    case choices

    /// The first engine version that parses it.
    public var engineVersion: Int {
        switch self {
        case .choices: return 2
        }
    }

    /// As messages name it.
    public var description: String {
        switch self {
        case .choices: return "choices in expressions (cond ? a : b)"
        }
    }

    public static func < (lhs: GrammarFeature, rhs: GrammarFeature) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The features the bundle's files use, found in their JSON strings that this engine
    /// reads as bindings, lookups or interpolated text (`"$.on ? 'a' : 'b'"`,
    /// `"${$.n ? 'x' : 'y'} left"`, `"env.cart[${$.i ? 0 : 1}]"`). A data string that merely
    /// looks like one may over-report, which only makes older apps refuse a bundle they could
    /// draw; one that does not parse is left to validation.
    public static func used(by files: [String: Data], parser: ExpressionParser = ExpressionParser()) throws -> Set<GrammarFeature> {
        var found: Set<GrammarFeature> = []
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                for member in object.values { visit(member) }
            } else if let array = value as? [Any] {
                for element in array { visit(element) }
            } else if let text = value as? String, text.contains("?"), text.contains("$") || text.contains("@"),
                // Not an expression (or a broken one): validation reports what matters.
                let compiled = try? TextValue(parsing: text, parser: parser),
                compiled.expressions.contains(where: \.usesChoices)
            {
                found.insert(.choices)
            }
        }
        for path in files.keys.sorted() {
            visit(try JSONSerialization.jsonObject(with: files[path]!, options: [.fragmentsAllowed]))
        }
        return found
    }
}

extension EngineVersion {
    /// The oldest engine version that parses every feature in `features` (1 for none).
    public static func needed(by features: Set<GrammarFeature>) -> Int {
        features.map(\.engineVersion).max() ?? 1
    }
}
