/// Where a preset is written in `theme.json`.
public struct PresetOrigin: Sendable {
    /// The preset's object.
    public var source: SourceRef
    /// Its `extends` value, or the object when it has none.
    public var extendsSource: SourceRef

    public init(source: SourceRef, extendsSource: SourceRef) {
        self.source = source
        self.extendsSource = extendsSource
    }
}

/// The theme of an app bundle (`theme.json`): named colours (optionally light/dark pairs),
/// named fonts and style presets.
public struct Theme: Sendable {
    public var colors: [String: ResolvedColor]
    public var fonts: [String: ResolvedFont]
    public var presets: [String: StyleSheet]
    /// Where each preset is written, for diagnostics (empty for themes built in code).
    public var presetOrigins: [String: PresetOrigin] = [:]

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

    public func resolve(_ sheet: StyleSheet) -> ResolvedStyle {
        var style = ResolvedStyle()
        if sheet.font != nil || sheet.fontSize != nil || sheet.fontWeight != nil || sheet.fontDesign != nil {
            var font = sheet.font.flatMap { self.font(named: $0) } ?? TextStyle.body.defaultFont
            if let size = sheet.fontSize { font.size = size }
            if let weight = sheet.fontWeight { font.weight = weight }
            if let design = sheet.fontDesign { font.design = design }
            style.font = font
        }
        style.foregroundColor = sheet.foregroundColor.flatMap(color)
        style.backgroundColor = sheet.backgroundColor.flatMap(color)
        style.padding = sheet.padding
        style.cornerRadius = sheet.cornerRadius
        style.width = sheet.width
        style.height = sheet.height
        style.minWidth = sheet.minWidth
        style.minHeight = sheet.minHeight
        style.maxWidth = sheet.maxWidth
        style.maxHeight = sheet.maxHeight
        if let shadow = sheet.shadow, let shadowColor = color(shadow.color) {
            style.shadow = ResolvedShadow(radius: shadow.radius, x: shadow.x, y: shadow.y, color: shadowColor)
        }
        style.opacity = sheet.opacity
        style.clipShape = sheet.clipShape
        if let border = sheet.border, let borderColor = color(border.color) {
            style.border = ResolvedBorder(color: borderColor, width: border.width)
        }
        style.textAlignment = sheet.textAlignment
        return style
    }
}
