import Foundation

/// Decodes the values bound inline style properties evaluate to, with the same decoder as
/// JSON (so `"fontSize": "$.size"` accepts exactly what `"fontSize": 20` would), remembering
/// each (property, value) pair: a setting read by every row of a list is decoded once.
final class BoundStyleValues: @unchecked Sendable {
    private struct Key: Hashable {
        let property: String
        let value: JSONValue
    }

    /// Bounds memory when data feeds many distinct values (a colour per item).
    private let decoded = BoundedMemo<Key, Result<StyleSheet, BoundStyleError>>(capacity: 4096)

    /// A sheet with only `property` set from `value`, or why `value` does not fit it.
    func sheet(setting property: String, to value: JSONValue) -> Result<StyleSheet, BoundStyleError> {
        decoded.value(for: Key(property: property, value: value)) { Self.decodedNow(property, value) }
    }

    /// A sheet with only `property` set from `value`, unremembered: what validation checks a
    /// literal branch with.
    static func decodedNow(_ property: String, _ value: JSONValue) -> Result<StyleSheet, BoundStyleError> {
        let document: JSONDocument
        do throws(Diagnostic) {
            document = try JSONDocument.parse("{\"\(property)\": " + JSONWriter.string(value) + "}", fileName: "bound value")
        } catch {
            return .failure(BoundStyleError(error))
        }
        var decoder = SchemaDecoder()
        guard let sheet = decoder.styleSheet(document.root, isPreset: false), !decoder.diagnostics.hasErrors else {
            return .failure(decoder.diagnostics.errors.first.map(BoundStyleError.init) ?? .notAStyleValue)
        }
        return .success(sheet)
    }
}

/// Why a bound style value was not used: the decoder's diagnostic, whose message and code are
/// those a literal of the same value gets.
enum BoundStyleError: Error, Hashable {
    case rejected(code: DiagnosticCode, message: String)
    case notAStyleValue

    init(_ diagnostic: Diagnostic) {
        self = .rejected(code: diagnostic.code, message: diagnostic.message)
    }

    var message: String {
        switch self {
        case .rejected(_, let message): return message
        case .notAStyleValue: return "not a style value"
        }
    }
}

extension Resolver {
    /// The node's style: cached when it is static; with bound inline properties, evaluated
    /// now and laid over the static inline style. A bound value that is missing (data not
    /// loaded yet) leaves the static value; one of the wrong type, or naming an unknown colour
    /// or font, does too and is reported as a runtime issue.
    func resolvedStyle(_ node: ViewNode, in context: DataContext) -> Box<ResolvedStyle>? {
        let inline = node.inlineStyleStorage
        let bindings = node.styleBindings
        guard !bindings.isEmpty else {
            return node.style == nil && inline == nil ? nil : styles.resolved(preset: node.style, inline: inline, theme: theme)
        }
        var sheet = inline?.value ?? StyleSheet()
        for binding in bindings {
            guard let value = binding.expression.evaluate(in: context, environment: environment), !value.isNull else { continue }
            switch boundStyleValues.sheet(setting: binding.name, to: value) {
            case .success(let fragment):
                if let problem = unknownName(in: fragment) {
                    reportBadStyle(binding, value, problem)
                } else {
                    sheet = sheet.merged(with: fragment)
                }
            case .failure(let error):
                reportBadStyle(binding, value, error.message)
            }
        }
        let style = theme.resolve(preset: node.style, inline: sheet)
        return style.isEmpty ? nil : Box(style)
    }

    /// A colour or font the theme does not have: validation cannot see names that come from data.
    private func unknownName(in sheet: StyleSheet) -> String? {
        if let color = sheet.colorNames.first(where: { theme.colors[$0] == nil && SystemColors.all[$0] == nil }) {
            let known = Array(theme.colors.keys) + Array(SystemColors.all.keys)
            return "unknown colour '\(color)'\(Suggestion.didYouMean(color, in: known))"
        }
        if let font = sheet.fontName, theme.font(named: font) == nil {
            return "unknown font '\(font)'\(Suggestion.didYouMean(font, in: Array(theme.fonts.keys) + TextStyle.allCases.map(\.rawValue)))"
        }
        return nil
    }

    private func reportBadStyle(_ binding: StyleBinding, _ value: JSONValue, _ problem: String) {
        reportUnusable(
            "inlineStyle '\(binding.name)' is bound to \(binding.expression), which is \(JSONWriter.string(value)): \(problem); the static style is used",
            at: binding.source)
    }
}
