import Testing

@testable import ViewEngine

extension StyleSheet {
    /// A sheet decoded from JSON text (a preset: `modifiers` and `extends` allowed), failing
    /// the test on any diagnostic.
    static func decoded(_ json: String) throws -> StyleSheet {
        var decoder = SchemaDecoder()
        let sheet = decoder.styleSheet(try document(json).root, isPreset: true)
        #expect(decoder.diagnostics.isEmpty, "\(decoder.diagnostics.messages)")
        return try #require(sheet)
    }
}

/// Style keys are sugar over modifier descriptors: each decodes as its modifier's argument,
/// a slot's keys resolve through the modifier's `make`, and one merge lays sheets over
/// each other.
@Suite struct StyleKeyTests {
    @Test func everySlotNamesAModifierAndEveryKeyOneOfItsArgumentsOrAll() {
        for slot in StyleSlot.allCases {
            #expect(ModifierCatalog.descriptor(named: slot.modifierName) != nil, "\(slot) names no modifier")
        }
        for key in StyleKey.allCases {
            let (slot, label) = key.target
            if let label {
                #expect(slot.descriptor.argument(named: label) != nil, "'\(key.name)': '\(slot.modifierName)' has no argument '\(label)'")
                #expect(key.argumentType != nil)
            }
        }
        // Application order: a slot's keys are next to each other, slots in their order.
        let slots = StyleKey.allCases.map(\.target.slot.rawValue)
        #expect(slots == slots.sorted())
        #expect(Set(slots).count == StyleSlot.allCases.count)
    }

    /// The same value written as a style key and as a modifier gives the same result.
    @Test func aKeyResolvesToWhatItsModifierMakes() throws {
        let style = Theme().resolve(try StyleSheet.decoded(#"{"padding": {"horizontal": 16, "top": 4}, "shadow": {"radius": 4, "y": 2, "color": "red"}, "cornerRadius": 6}"#))
        let (node, diagnostics) = try decodeNode(#"{"type": "text", "content": "x", "modifiers": [{"padding": {"horizontal": 16, "top": 4}}, {"shadow": {"radius": 4, "y": 2, "color": "red"}}, {"cornerRadius": 6}]}"#)
        #expect(diagnostics.isEmpty)
        let modifiers = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext())).modifiers
        var folded = ResolvedStyle()
        modifiers.forEach { folded.fold($0) }
        #expect(style.padding == EdgeInsets(top: 4, leading: 16, bottom: 0, trailing: 16))
        #expect(folded.padding == style.padding && folded.shadow == style.shadow && folded.cornerRadius == style.cornerRadius)
    }

    @Test func fontKeysAreOneFont() throws {
        let theme = Theme(fonts: ["brand": ResolvedFont(size: 20, weight: .semibold, design: .serif)])
        let font = try #require(theme.resolve(try StyleSheet.decoded(#"{"font": "brand", "fontSize": 24}"#)).font)
        #expect(font == ResolvedFont(size: 24, weight: .semibold, design: .serif))
        // A weight alone is the body font at that weight (as before keys were modifiers).
        let weightOnly = try #require(theme.resolve(try StyleSheet.decoded(#"{"fontWeight": "bold"}"#)).font)
        #expect(weightOnly.size == TextStyle.body.defaultFont.size && weightOnly.weight == .bold)
    }

    @Test func framesKeepFixedThenFlexibleAndInfinityFills() throws {
        let style = Theme().resolve(try StyleSheet.decoded(#"{"width": "infinity", "height": 44, "minWidth": 20, "maxHeight": 60}"#))
        #expect(style.width == .infinity && style.height == .points(44))
        #expect(style.minWidth == .points(20) && style.maxHeight == .points(60) && style.maxWidth == nil)
    }

    @Test func theOneMergeReplacesKeyByKeyAndAddsModifiers() throws {
        let base = try StyleSheet.decoded(#"{"padding": {"top": 8}, "opacity": 0.5, "modifiers": [{"blur": 2}]}"#)
        let over = try StyleSheet.decoded(#"{"padding": 2, "modifiers": [{"grayscale": 1}]}"#)
        let merged = base.merged(with: over)
        let style = Theme().resolve(merged)
        #expect(style.padding == EdgeInsets(all: 2))  // the whole key, not edge by edge
        #expect(style.opacity == 0.5)
        #expect(merged.modifiers.map(\.descriptor.name) == ["blur", "grayscale"])
    }

    @Test func presetModifiersComeAfterItsKeysAndBeforeTheNodesOwn() throws {
        let theme = Theme(presets: ["card": try StyleSheet.decoded(#"{"padding": 8, "modifiers": [{"blur": 2}, {"rotationEffect": 5}]}"#)])
        let (node, _) = try decodeNode(#"{"type": "text", "content": "x", "style": "card", "modifiers": [{"opacity": 0.5}]}"#)
        let rendered = try #require(Resolver(theme: theme, environment: .fixed()).resolve(node, in: DataContext()))
        #expect(rendered.style.padding == EdgeInsets(all: 8))
        let order = rendered.modifiers.map { modifier -> String in
            switch modifier {
            case .effect(.blur(let radius)): return "blur \(radius)"
            case .effect(.rotationEffect(let degrees, _)): return "rotation \(degrees)"
            case .effect(.opacity(let value)): return "opacity \(value)"
            default: return "other"
            }
        }
        #expect(order == ["blur 2.0", "rotation 5.0", "opacity 0.5"])
    }

    @Test func aPresetModifierWithABindingOrActionIsReportedAndDropped() throws {
        var decoder = SchemaDecoder()
        let theme = decoder.theme(try document(#"{"presets": {"card": {"modifiers": [{"blur": 2}, {"opacity": "$.fade"}]}}}"#, file: "theme.json").root)
        #expect(decoder.diagnostics.codes == [.presetModifierNotStatic])
        #expect(decoder.diagnostics.all.first?.path?.description == "$.presets.card.modifiers[1].opacity")
        #expect(theme.presets["card"]?.modifiers.map(\.descriptor.name) == ["blur"])
    }

    @Test func keysTakeTheirModifiersValuesAndReportLikeThem() throws {
        var decoder = SchemaDecoder()
        _ = decoder.styleSheet(try document(#"{"clipShape": "roundedRect", "border": {"width": 2}, "backgroundColor": {"linearGradient": {"colors": ["red", "blue"]}}}"#).root, isPreset: false)
        // A rounded rectangle in the style system's spelling is accepted; a border needs its
        // colour as the modifier does; a background key is a colour only.
        #expect(decoder.diagnostics.codes == [.missingModifierArgument, .wrongType])
        #expect(decoder.diagnostics.all.map { $0.path?.description } == ["$.border", "$.backgroundColor"])
    }

    /// A component's use site lays its keys over the body's with the same merge: a size from
    /// the use site keeps the body's font and weight.
    @Test func aComponentUseSiteMergesKeysOverItsBody() throws {
        let (body, _) = try decodeNode(#"{"type": "text", "content": "$.label", "inlineStyle": {"font": "title3", "fontWeight": "bold", "padding": 4}}"#)
        let components = ["tag": ComponentDefinition(name: "tag", parameters: ["label"], body: body)]
        let (use, _) = try decodeNode(#"{"type": "component", "name": "tag", "parameters": {"label": "x"}, "inlineStyle": {"fontSize": 30}}"#)
        let node = try #require(Resolver(theme: Theme(), components: components, environment: .fixed()).resolve(use, in: DataContext()))
        #expect(node.style.font?.size == 30)
        #expect(node.style.font?.weight == .bold)
        #expect(node.style.padding == EdgeInsets(all: 4))
    }
}
