import Foundation
import ViewEngine

/// What a bundle may use that older engines cannot read and that capabilities do not name
/// (they name words: node types, transforms), with the engine version that added it (see
/// ``EngineVersion``). A bundle that uses one is published with that minimum engine version.
public enum EngineFeature: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// `cond ? a : b` in an expression.
    case choices
    /// A node prop that takes a word bound to data (`"axis": "$.compact ? 'vertical' : 'horizontal'"`).
    case boundWords
    /// `currency:` with a bound code (`currency:$.order.currency`).
    case boundCurrency
    /// A screen's `computed` values.
    case computedValues
    /// A component's `computed` values (in `components.json`).
    case componentComputedValues
    /// Reading by a bound key (`$.items[$.i]`) or into a parenthesised value (`(…)[0]`).
    case subscripts
    /// `take:` or `drop:` with a bound count (`take:$.pageSize`).
    case boundCounts
    /// A binding that starts with `$(…)` (`"$(!$.done)"`).
    case wrappedBindings
    /// An `update` whose `value` reads the matched element as `$.item` or `$.index`, worked
    /// out per element (`{"qty": "$.item.qty + 1"}`); before, it read the firing row's.
    case elementUpdates
    /// A step that picks a list's element by a member it matches, in a read or a binding
    /// (`$.expenses[id == $.id].amount`) or a state key (`env.expenses[id == $.id].amount`).
    case elementMatches
    /// A state key's literal index that counts from the end (`env.log[-1].done`).
    case keysFromTheEnd

    /// The first engine version that reads it.
    public var engineVersion: Int {
        switch self {
        case .choices: return 2
        case .boundWords, .boundCurrency, .computedValues: return 3
        case .componentComputedValues: return 4
        case .subscripts, .boundCounts, .wrappedBindings: return 5
        case .elementUpdates: return 6
        case .elementMatches, .keysFromTheEnd: return 7
        }
    }

    /// As messages name it.
    public var description: String {
        switch self {
        case .choices: return "choices in expressions (cond ? a : b)"
        case .boundWords: return "node props that take a word bound to data"
        case .boundCurrency: return "currency: with a bound code"
        case .computedValues: return "screens' computed values"
        case .componentComputedValues: return "components' computed values"
        case .subscripts: return "reads by a bound key ($.items[$.i])"
        case .boundCounts: return "take: or drop: with a bound count"
        case .wrappedBindings: return "bindings that start $(…)"
        case .elementUpdates: return "update values that read the matched element ($.item)"
        case .elementMatches: return "elements picked by a member they match ($.xs[id == $.id])"
        case .keysFromTheEnd: return "state keys that count from the end (env.log[-1])"
        }
    }

    public static func < (lhs: EngineFeature, rhs: EngineFeature) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The features the bundle's files use, found in their JSON: node objects (a `type` this
    /// engine knows) with a bound word prop or, for a screen, `computed`; component definitions
    /// with `computed`; `update` actions whose value reads `$.item`; and strings this
    /// engine reads as expressions (`"$.on ? 'a' : 'b'"`, `"${$.n ? 'x' : 'y'} left"`,
    /// `"env.cart[${$.i ? 0 : 1}]"`, a condition such as `"($.a ? 1 : 2) > 0"`). Data that
    /// merely looks like either may over-report, which only makes older apps refuse a bundle
    /// they could draw; a string that does not parse is left to validation.
    public static func used(by files: [String: Data], parser: ExpressionParser = ExpressionParser()) throws -> Set<EngineFeature> {
        used(in: try BundleJSONWalk(files: files), parser: parser)
    }

    /// As ``used(by:parser:)``, over files already parsed.
    static func used(in files: BundleJSONWalk, parser: ExpressionParser = ExpressionParser()) -> Set<EngineFeature> {
        var scan = Scan(parser: parser)
        files.walk(&scan)
        return scan.found
    }

    private struct Scan: BundleJSONVisitor {
        let parser: ExpressionParser
        var found: Set<EngineFeature> = []

        /// A node's props, written on it or in its `props`; a component definition (an object
        /// with a `body`) with `computed`. A screen node also has a `body` prop, and its
        /// `computed` is found below; any other `type` on a definition is only a stray member
        /// (the decoder warns), so the definition still counts.
        mutating func visit(object: [String: Any]) {
            if object["body"] != nil, object["computed"] != nil, (object["type"] as? String).flatMap(NodeCatalog.kind(named:)) != .screen {
                found.insert(.componentComputedValues)
            }
            if WrittenActionType.name(of: object) == "update", let value = object["value"], Self.readsRow(value) {
                found.insert(.elementUpdates)
            }
            guard let type = object["type"] as? String, let kind = NodeCatalog.kind(named: type) else { return }
            let spec = NodeCatalog.spec(for: kind)
            let props = (object["props"] as? [String: Any] ?? [:]).merging(object) { inProps, _ in inProps }
            if kind == .screen, props["computed"] != nil { found.insert(.computedValues) }
            for (name, value) in props {
                guard case .choice? = spec.prop(named: name)?.type, let text = value as? String, text.hasPrefix("$") else { continue }
                found.insert(.boundWords)
            }
        }

        mutating func visit(string text: String) {
            guard Self.markers.contains(where: { text.contains($0) }) else { return }
            var expressions = expressions(in: text)
            // A state key bound as reads bind (`env.cart[$.i].qty`), which version 4 refuses.
            if Self.bindsKeyAsReads(text), case .success(let key) = StateKey.parse(text, parser: parser), !key.expressions.isEmpty {
                found.insert(.subscripts)
                expressions += key.expressions
            }
            // A state key that matches an element (`env.xs[id == $.id].n`) or counts from the end
            // (`env.log[-1]`), which version 6 refuses.
            if text.contains("==") || text.contains("[-"), case .success(let key) = StateKey.parse(text, parser: parser) {
                if key.matchesElements {
                    found.insert(.elementMatches)
                    expressions += key.expressions
                }
                if key.countsFromTheEnd { found.insert(.keysFromTheEnd) }
            }
            // `$(` never starts a binding an older engine reads (it refuses the `(`).
            if text.contains("$("), !expressions.isEmpty { found.insert(.wrappedBindings) }
            for expression in expressions {
                if expression.usesChoices { found.insert(.choices) }
                if expression.bindsArgument(ofTransform: "currency") { found.insert(.boundCurrency) }
                if expression.usesSubscripts { found.insert(.subscripts) }
                if expression.usesElementMatches { found.insert(.elementMatches) }
                if expression.bindsArgument(ofTransform: "take") || expression.bindsArgument(ofTransform: "drop") { found.insert(.boundCounts) }
            }
        }

        /// Whether a value mentions `$.item` or `$.index` (not `$.items`), or reads `$` by a
        /// bracket (`$['item']`, `$[$.name]`), in any of its strings; text that merely says so
        /// over-reports, which is safe.
        private static func readsRow(_ value: Any) -> Bool {
            switch value {
            case let text as String: return text.contains("$[") || ["$.item", "$.index"].contains { mentions($0, in: text) }
            case let array as [Any]: return array.contains(where: readsRow)
            case let object as [String: Any]: return object.values.contains(where: readsRow)
            default: return false
            }
        }

        /// Whether `name` stands in `text` as a whole name: not followed by a name's character.
        private static func mentions(_ name: String, in text: String) -> Bool {
            var rest = text[...]
            while let range = rest.range(of: name) {
                guard let next = rest[range.upperBound...].unicodeScalars.first, next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_" || next == "-" else {
                    return true
                }
                rest = rest[range.upperBound...]
            }
            return false
        }

        /// What a string holds when it may use a versioned part of the grammar: most strings
        /// hold none and are not parsed. `).` and `)[` are steps after a parenthesised value.
        private static let markers = ["?", "currency", "[", "take", "drop", "$(", ")."]

        /// Whether the text has a `[$` not followed by `{`: a state key's bound part as reads
        /// write it, not the `[${…}]` older engines read.
        private static func bindsKeyAsReads(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "[") && bytes[$0 + 1] == UInt8(ascii: "$") && ($0 + 2 == bytes.count || bytes[$0 + 2] != UInt8(ascii: "{")) }
        }

        /// The expressions a string holds as this engine reads it: a binding, interpolation or
        /// lookup, else (conditions, bool props) the whole string as one expression.
        private func expressions(in text: String) -> [BindingExpression] {
            // Not an expression, or a broken one: validation reports what matters.
            if let compiled = try? TextValue(parsing: text, parser: parser), !compiled.isLiteral { return compiled.expressions }
            return (try? parser.parse(text)).map { [$0] } ?? []
        }
    }
}

extension EngineVersion {
    /// The oldest engine version that reads every feature in `features` (1 for none).
    public static func needed(by features: Set<EngineFeature>) -> Int {
        features.map(\.engineVersion).max() ?? 1
    }
}
