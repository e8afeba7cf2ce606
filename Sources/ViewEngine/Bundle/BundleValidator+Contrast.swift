/// The contrast check: a preset or inline style that sets a text colour and a background
/// (itself or through the presets it builds on) is measured in light and dark against WCAG
/// AA (``Contrast``), and warned about where it falls short.
extension BundleValidator.Checker {
    /// Every preset of the theme, with its `extends` chain applied; reported only where the
    /// preset itself sets a colour or font, so a base is not reported again for each child.
    mutating func checkPresetContrast() {
        let theme = bundle.theme
        for name in theme.presets.keys.sorted() {
            guard let own = theme.presets[name], sets(colourOrFontOf: own), let flattened = theme.preset(named: name) else { continue }
            let origin = theme.presetOrigins[name]?.source ?? .none
            let preset = JSONPath.root.appending("presets").appending(name)
            let (source, path) = colourMember(of: own, in: origin) ?? (origin, Optional(preset))
            checkContrast(flattened, what: "preset '\(name)'", at: source, file: "theme.json", path: path)
        }
    }

    /// A node's inline style over the presets its `style` names, when the inline style sets
    /// a colour or font (presets alone are checked once, in theme.json).
    mutating func checkInlineContrast(_ node: ViewNode) {
        guard let inline = node.inlineStyle, sets(colourOrFontOf: inline) else { return }
        var sheet = StyleSheet()
        for name in (node.style ?? "").split(separator: " ") {
            if let preset = bundle.theme.preset(named: String(name)) { sheet = sheet.merged(with: preset) }
        }
        sheet = sheet.merged(with: inline)
        let value = node.source.member("inlineStyle")
        let (source, path) = value.flatMap { colourMember(of: inline, in: $0.source) } ?? (value?.source ?? node.source, value?.path)
        checkContrast(sheet, what: "inline style", at: source, file: nil, path: path)
    }

    private func sets(colourOrFontOf sheet: StyleSheet) -> Bool {
        sheet.has(.foregroundColor) || sheet.has(.backgroundColor) || sheet.has(.font)
    }

    /// The `foregroundColor` (else `backgroundColor`) member of a style object: where to point.
    private func colourMember(of sheet: StyleSheet, in object: SourceRef) -> (SourceRef, JSONPath?)? {
        let key = sheet.has(.foregroundColor) ? "foregroundColor" : "backgroundColor"
        return object.member(key).map { ($0.source, $0.path) }
    }

    private mutating func checkContrast(_ sheet: StyleSheet, what: String, at source: SourceRef, file: String?, path: JSONPath?) {
        guard case .color(let textReference)? = sheet[.foregroundColor]?.first?.value,
              case .color(let backgroundReference)? = sheet[.backgroundColor]?.first?.value,
              let text = bundle.theme.color(textReference), let background = bundle.theme.color(backgroundReference)
        else { return }
        let font = sheet.fontName.flatMap(bundle.theme.font(named:))
        let minimum = Contrast.minimum(for: font)
        // A translucent background is drawn over the scheme's own (white in light, black in dark).
        let schemes = [("light", text.light, Contrast.composite(background.light, over: RGBA(red: 255, green: 255, blue: 255))),
                       ("dark", text.dark, Contrast.composite(background.dark, over: RGBA(red: 0, green: 0, blue: 0)))]
        // "#999999 on #FFFFFF is 2.84:1", with the schemes it holds for (once when both agree).
        var failing: [(finding: String, schemes: [String])] = []
        for (scheme, foreground, backdrop) in schemes {
            let ratio = Contrast.ratio(foreground, on: backdrop)
            guard ratio < minimum else { continue }
            let finding = "\(foreground.hex) on \(backdrop.hex) is \(Self.format(ratio)):1"
            if let index = failing.firstIndex(where: { $0.finding == finding }) {
                failing[index].schemes.append(scheme)
            } else {
                failing.append((finding, [scheme]))
            }
        }
        guard !failing.isEmpty else { return }
        let findings = failing.map { "\($0.finding) in \($0.schemes.joined(separator: " and "))" }.joined(separator: "; ")
        let asked = minimum == Contrast.largeText ? "3:1 of large text" : "4.5:1 of body text"
        report(.lowContrast,
            "\(what): text \(Self.name(textReference)) on \(Self.name(backgroundReference)) has too little contrast: \(findings); WCAG AA asks \(asked)",
            at: source, file: file, path: path)
    }

    private static func name(_ reference: ColorReference) -> String {
        switch reference {
        case .literal(let color): return color.isAdaptive ? "\(color.light.hex)/\(color.dark.hex)" : color.light.hex
        case .named(let name): return "'\(name)'"
        }
    }

    /// Two decimals, cut rather than rounded, so 4.499 never shows as 4.50 beside "asks 4.5".
    private static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
