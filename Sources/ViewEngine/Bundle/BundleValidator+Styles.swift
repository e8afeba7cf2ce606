/// The theme's references: colours and fonts that nodes, presets and `inlineStyle` name, and
/// presets' `extends` chains.
extension BundleValidator.Checker {
    /// Colour names of a node's paint props that neither the theme nor the system has.
    mutating func checkColors(_ colors: [ColorReference], at source: SourceRef) {
        for case .named(let name) in colors where bundle.theme.colors[name] == nil && SystemColors.all[name] == nil {
            let known = Array(bundle.theme.colors.keys) + Array(SystemColors.all.keys)
            report(.unknownColor, "unknown colour '\(name)'\(Suggestion.didYouMean(name, in: known))", at: source)
        }
    }

    /// Unknown colours and fonts of a preset or an `inlineStyle`, each at the key that
    /// names it (`$.presets.neg.foregroundColor`) when the sheet is written as an object.
    mutating func checkSheet(_ sheet: StyleSheet, at source: SourceRef, file: String? = nil, path: JSONPath? = nil) {
        for (key, color) in sheet.namedColors where bundle.theme.colors[color] == nil && SystemColors.all[color] == nil {
            let known = Array(bundle.theme.colors.keys) + Array(SystemColors.all.keys)
            let member = source.member(key.name)
            report(
                .unknownColor, "unknown colour '\(color)'\(Suggestion.didYouMean(color, in: known))", at: member?.source ?? source, file: file,
                path: member?.path ?? path)
        }
        if let font = sheet.fontName, bundle.theme.font(named: font) == nil {
            let known = Array(bundle.theme.fonts.keys) + TextStyle.allCases.map(\.rawValue)
            let member = source.member(StyleKey.font.name)
            report(
                .unknownFont, "unknown font '\(font)'\(Suggestion.didYouMean(font, in: known))", at: member?.source ?? source, file: file,
                path: member?.path ?? path)
        }
    }

    /// Unknown parents, cycles and chains longer than ``NestingLimits/presetChain``, each at
    /// the preset's place in `theme.json`; linear in presets plus `extends` entries.
    mutating func checkPresets() {
        let theme = bundle.theme
        func origin(_ name: String) -> PresetOrigin {
            theme.presetOrigins[name] ?? PresetOrigin(source: .none, extendsSource: .none)
        }
        func path(_ name: String, _ member: String? = nil) -> JSONPath {
            let preset = JSONPath.root.appending("presets").appending(name)
            return member.map { preset.appending($0) } ?? preset
        }
        var references: [String: [ReferenceGraph.Reference]] = [:]
        for name in theme.presets.keys.sorted() {
            let preset = theme.presets[name]!
            checkSheet(preset, at: origin(name).source, file: "theme.json", path: path(name))
            for parent in preset.extends where theme.presets[parent] == nil {
                report(
                    .unknownPreset, "preset '\(name)' extends unknown preset '\(parent)'\(Suggestion.didYouMean(parent, in: theme.presets.keys))",
                    at: origin(name).extendsSource, file: "theme.json", path: path(name, "extends"))
            }
            references[name] = preset.extends.map { ReferenceGraph.Reference(target: $0, source: origin(name).extendsSource) }
        }
        let analysis = ReferenceGraph(references: references).analyse()
        for cycle in analysis.cycles {
            let name = cycle.chain[cycle.chain.count - 2]
            report(
                .presetCycle, "preset '\(cycle.chain[0])' extends itself through \(cycle.chain.joined(separator: " → "))",
                at: cycle.source, file: "theme.json", path: path(name, "extends"))
        }
        // A chain too long is reported once, at the preset where it first exceeds the limit.
        for (name, height) in analysis.heights.sorted(by: { $0.key < $1.key }) where height == NestingLimits.presetChain + 1 {
            report(
                .presetChainTooLong, "preset '\(name)' starts an 'extends' chain of more than \(NestingLimits.presetChain) presets",
                at: origin(name).extendsSource, file: "theme.json", path: path(name, "extends"))
        }
    }
}
