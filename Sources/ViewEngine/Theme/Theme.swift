/// Where a preset is written in `theme.json`.
public struct PresetOrigin: Sendable {
    /// The preset's object.
    public var source: SourceRef
    /// Its `extends` value, or the object when it has none.
    public var extendsSource: SourceRef

    /// The origin of a preset written at `source`, with its `extends` at `extendsSource`.
    public init(source: SourceRef, extendsSource: SourceRef) {
        self.source = source
        self.extendsSource = extendsSource
    }
}

/// The theme of an app bundle (`theme.json`): named colours (optionally light/dark pairs),
/// named fonts and style presets.
public struct Theme: Sendable {
    /// `colors`: each a hex value or `{"light": …, "dark": …}`; a name here wins over a system
    /// colour of the same name, and `accentColor` tints the app.
    public var colors: [String: ResolvedColor]
    /// `fonts`: size, weight, design, text style and family by name; a name here wins over a
    /// text style of the same name.
    public var fonts: [String: ResolvedFont]
    /// `presets`: named style sheets that nodes name in `style` (several space-separated), applied
    /// before their `inlineStyle`.
    public var presets: [String: StyleSheet]
    /// Where each preset is written, for diagnostics (empty for themes built in code).
    public var presetOrigins: [String: PresetOrigin] = [:]

    /// A theme of the given colours, fonts and presets; all empty by default (system colours and
    /// text styles only).
    public init(colors: [String: ResolvedColor] = [:], fonts: [String: ResolvedFont] = [:], presets: [String: StyleSheet] = [:]) {
        self.colors = colors
        self.fonts = fonts
        self.presets = presets
    }

    /// A colour by reference: a literal, a theme colour, else a system colour.
    public func color(_ reference: ColorReference) -> ResolvedColor? {
        switch reference {
        case .literal(let color): return color
        case .named(let name): return colors[name] ?? SystemColors.all[name]
        }
    }

    /// The app's tint (`colors.accentColor`, light and dark): navigation, tabs, toolbar items
    /// and controls draw in it. Nil when the theme leaves the system's blue.
    public var accentColor: ResolvedColor? { colors["accentColor"] }

    /// A font by name: a theme font, else a Dynamic Type style.
    public func font(named name: String) -> ResolvedFont? {
        fonts[name] ?? TextStyle(rawValue: name)?.defaultFont
    }

    /// The preset with its `extends` chain applied (bases first). Cycles stop at the repeat,
    /// and chains stop after ``NestingLimits/presetChain`` presets; validation reports both.
    public func preset(named name: String) -> StyleSheet? {
        var visiting: Set<String> = []
        return flattenedPreset(name, &visiting, level: 1)
    }

    private func flattenedPreset(_ name: String, _ visiting: inout Set<String>, level: Int) -> StyleSheet? {
        guard level <= NestingLimits.presetChain, let preset = presets[name], visiting.insert(name).inserted else { return nil }
        var base = StyleSheet()
        for parent in preset.extends {
            if let flattened = flattenedPreset(parent, &visiting, level: level + 1) { base = base.merged(with: flattened) }
        }
        return base.merged(with: preset)
    }

    /// Merges preset(s) (space-separated names, applied left to right) and the inline style,
    /// then resolves names. Unknown names resolve to nothing; validation reports them.
    public func resolve(preset names: String?, inline: StyleSheet?) -> ResolvedStyle {
        var sheet = StyleSheet()
        if let names {
            for name in names.split(separator: " ") {
                if let preset = preset(named: String(name)) { sheet = sheet.merged(with: preset) }
            }
        }
        if let inline { sheet = sheet.merged(with: inline) }
        return resolve(sheet)
    }

    /// Each slot's keys made into the slot's modifier by its descriptor and folded into the
    /// style, and the preset modifiers resolved (they need nothing but the theme).
    public func resolve(_ sheet: StyleSheet) -> ResolvedStyle {
        var style = ResolvedStyle()
        style.sheet = sheet
        var slot: StyleSlot?
        var arguments: StyleSheet.Arguments = []
        // Keys are in application order, so a slot's keys are next to each other.
        for key in StyleKey.all {
            guard let values = sheet[key] else { continue }
            let keySlot = key.target.slot
            if keySlot != slot {
                if let slot, let modifier = slot.descriptor.makeCase(arguments, theme: self) { style.fold(modifier) }
                slot = keySlot
                arguments = []
            }
            arguments += values
        }
        if let slot, let modifier = slot.descriptor.makeCase(arguments, theme: self) { style.fold(modifier) }
        style.modifiers = sheet.modifiers.compactMap { $0.descriptor.makeCase($0.arguments, theme: self) }
        return style
    }
}
