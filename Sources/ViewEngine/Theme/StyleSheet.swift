/// Style keys as written in a preset or an `inlineStyle`, each decoded into its modifier's
/// arguments (colours and fonts still by name, resolved against the theme later), and the
/// `modifiers` a preset holds.
///
/// ``merged(with:)`` is the one merge of the style system: a preset over the presets it
/// extends, the inline style over the presets, a bound value over the inline style, and a
/// component use site's style over its body's.
public struct StyleSheet: Sendable {
    typealias Arguments = [(label: String, value: ArgumentValue)]

    /// Per key (by ``StyleKey/rawValue``), its arguments when the key is set.
    private var values: [Arguments?]
    /// A preset's modifiers, applied after its keys (and before the node's own modifiers).
    public internal(set) var modifiers: [ModifierTemplate] = []
    /// Names of other presets this one builds on (presets only), applied first.
    public var extends: [String] = []

    /// An empty sheet: no keys, no modifiers, extending nothing.
    public init() {
        values = Array(repeating: nil, count: StyleKey.all.count)
    }

    subscript(key: StyleKey) -> Arguments? {
        get { values[key.rawValue] }
        set { values[key.rawValue] = newValue }
    }

    /// Whether the key is set.
    public func has(_ key: StyleKey) -> Bool { values[key.rawValue] != nil }

    /// The keys that are set, in application order.
    public var keys: [StyleKey] { StyleKey.all.filter(has) }

    /// Whether no key and no modifier is set (``extends`` does not count).
    public var isEmpty: Bool { modifiers.isEmpty && values.allSatisfy { $0 == nil } }

    /// Keys set in `override` replace those of `self`, key by key (a key's value is replaced
    /// whole: an inline `padding` replaces the preset's padding on every edge); modifiers
    /// add up, `self`'s first.
    public func merged(with override: StyleSheet) -> StyleSheet {
        var result = self
        for index in values.indices where override.values[index] != nil { result.values[index] = override.values[index] }
        result.modifiers = modifiers + override.modifiers
        result.extends = []
        return result
    }

    /// Colour names used, for validation.
    var colorNames: [String] { namedColors.map(\.name) }

    /// Colour names used, each with the key that uses it, so validation can point at that key.
    var namedColors: [(key: StyleKey, name: String)] {
        keys.flatMap { key in
            (self[key] ?? []).compactMap { argument -> (key: StyleKey, name: String)? in
                if case .color(.named(let name)) = argument.value { return (key, name) }
                return nil
            }
        }
    }

    /// The font named by `font`, for validation.
    var fontName: String? {
        guard case .text(let name)? = self[.font]?.first?.value else { return nil }
        return name
    }
}
