extension SchemaDecoder {
    /// Decodes `theme.json`: `colors`, `fonts`, `presets`.
    public mutating func theme(_ ref: JSONRef) -> Theme {
        var theme = Theme()
        guard ref.kind == .object else {
            report(.wrongType, "a theme must be an object with colors, fonts and presets, found \(ref.value.typeDescription)", at: ref.source)
            return theme
        }
        reportDuplicateKeys(of: ref)
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "colors":
                    for color in decoder.objectMembers(member.value, "'colors'") {
                        decoder.at(color.key) { decoder in
                            if let resolved = decoder.themeColor(color.value) { theme.colors[color.key] = resolved }
                        }
                    }
                case "fonts":
                    for font in decoder.objectMembers(member.value, "'fonts'") {
                        decoder.at(font.key) { decoder in
                            if let resolved = decoder.themeFont(font.value) { theme.fonts[font.key] = resolved }
                        }
                    }
                case "presets":
                    for preset in decoder.objectMembers(member.value, "'presets'") {
                        decoder.at(preset.key) { decoder in
                            guard let sheet = decoder.styleSheet(preset.value, isPreset: true) else { return }
                            theme.presets[preset.key] = sheet
                            let extends = preset.value.members.first { $0.key == "extends" }?.value.source
                            theme.presetOrigins[preset.key] = PresetOrigin(
                                source: preset.value.source, extendsSource: extends ?? preset.value.source)
                        }
                    }
                case "$schema", "name", "description":
                    break
                default:
                    decoder.warnUnknown(member.key, at: member.keySource, known: ["colors", "fonts", "presets"], in: "the theme")
                }
            }
        }
        return theme
    }

    mutating func objectMembers(_ ref: JSONRef, _ what: String) -> [JSONMember] {
        guard ref.kind == .object else {
            report(.wrongType, "\(what) must be an object, found \(ref.value.typeDescription)", at: ref.source)
            return []
        }
        reportDuplicateKeys(of: ref)
        return Array(ref.members)
    }

    mutating func themeColor(_ ref: JSONRef) -> ResolvedColor? {
        func hex(_ ref: JSONRef, _ decoder: inout SchemaDecoder) -> RGBA? {
            guard let text = decoder.string(ref, "a theme colour") else { return nil }
            guard let rgba = RGBA(hex: text) else {
                decoder.report(.invalidColorLiteral, "a theme colour must be #RGB, #RRGGBB or #RRGGBBAA, found '\(text)'", at: ref.source)
                return nil
            }
            return rgba
        }
        if ref.kind == .object {
            var light: RGBA?
            var dark: RGBA?
            for member in ref.members {
                at(member.key) { decoder in
                    switch member.key {
                    case "light", "any": light = hex(member.value, &decoder)
                    case "dark": dark = hex(member.value, &decoder)
                    default: decoder.warnUnknown(member.key, at: member.keySource, known: ["light", "dark"], in: "a colour")
                    }
                }
            }
            guard let light else {
                report(.missingMember, "a light/dark colour needs \"light\"", at: ref.source)
                return nil
            }
            return ResolvedColor(light: light, dark: dark)
        }
        return hex(ref, &self).map { ResolvedColor(light: $0) }
    }

    mutating func themeFont(_ ref: JSONRef) -> ResolvedFont? {
        guard ref.kind == .object else {
            report(.wrongType, "a theme font must be an object {size, weight, design}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var font = ResolvedFont(size: 17)
        var sawSize = false
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "size":
                    if let size = decoder.nonNegative(member.value, "'size'") {
                        font.size = size
                        sawSize = true
                    }
                case "weight": font.weight = decoder.choice(member.value, "'weight'", FontWeight.self) ?? .regular
                case "design": font.design = decoder.choice(member.value, "'design'", FontDesign.self) ?? .default
                case "textStyle", "relativeTo": font.textStyle = decoder.choice(member.value, "'textStyle'", TextStyle.self)
                case "family": font.family = decoder.string(member.value, "'family'")
                default:
                    decoder.warnUnknown(member.key, at: member.keySource, known: ["size", "weight", "design", "textStyle", "family"], in: "a font")
                }
            }
        }
        if !sawSize { report(.missingMember, "a theme font needs a \"size\"", at: ref.source) }
        return font
    }
}
