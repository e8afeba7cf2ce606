import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import RemoteBundle

/// Choices (`cond ? a : b`) came with engine version 2, bound word props, bound currency codes and
/// screens' computed values with 3, components' computed values with 4, bound keys and bound
/// `take`/`drop` counts with 5. A published bundle that uses them must say so in its manifest, or
/// installed older apps download a bundle they cannot read.
@Suite struct EngineFeatureTests {
    static func files(home content: String, more: [String: String] = [:]) -> [String: Data] {
        var files = [
            "app.json": Data(#"{"name": "Demo", "root": "home"}"#.utf8),
            "screens/home.json": Data(#"{"type": "screen", "props": {"title": "Home"}, "children": [{"type": "text", "props": {"content": "\#(content)"}}]}"#.utf8),
        ]
        for (path, text) in more { files[path] = Data(text.utf8) }
        return files
    }

    @Test(arguments: [
        ("$.done ? 'green' : 'gray'", true),
        ("$.items | count > 2 ? 'many' : 'few'", true),
        ("($.a ? 1 : 2) + 3", true),
        ("($.items | count) > 2 && $.on ? ($.a | uppercase) : 'none'", true),
        ("@greeting(name: $.vip ? 'boss' : $.name)", true),
        ("$.title | default:'Ready ?'", false),
        ("$.title | default:Ready?", false),
        ("$.question == 'why?'", false),
        ("$.items | where:note = \"a?b\"", false),
    ])
    func aChoiceIsFoundWhereverItStandsAndAQuotedMarkIsNone(source: String, chooses: Bool) throws {
        let expression = try ExpressionParser().parse(source)
        #expect(expression.usesChoices == chooses, "\(source)")
    }

    @Test func choicesAreFoundInBindingsInterpolationsAndStateKeys() throws {
        #expect(try EngineFeature.used(by: Self.files(home: "$.name | uppercase")).isEmpty)
        #expect(try EngineFeature.used(by: Self.files(home: "Why? Because.")).isEmpty)
        #expect(try EngineFeature.used(by: Self.files(home: "$.on ? 'on' : 'off'")) == [.choices])
        #expect(try EngineFeature.used(by: Self.files(home: "${$.n > 1 ? 'items' : 'item'} left")) == [.choices])
        let key = #"{"type": "screen", "children": [{"type": "button", "props": {"label": "Pick", "action": {"actionType": "setState", "key": "env.picked[${$.first ? 0 : 1}]", "value": true}}}]}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["screens/pick.json": key])) == [.choices])
        // A string that does not parse is left to validation, not counted.
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["data/prices.json": #"{"deal": "$5? yes: no"}"#])).isEmpty)
        // Conditions and bool props are whole expressions without a leading $.
        let condition = #"{"type": "screen", "children": [{"type": "text", "content": "x", "condition": "($.a ? 1 : 2) > 0"}]}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["screens/c.json": condition])) == [.choices])
        #expect(EngineVersion.needed(by: []) == 1)
        #expect(EngineVersion.needed(by: [.choices]) == 2)
        #expect(EngineVersion.needed(by: [.choices, .computedValues]) == 3)
    }

    @Test func boundWordsBoundCurrencyCodesAndComputedValuesAreFound() throws {
        func features(_ screen: String) throws -> Set<EngineFeature> {
            try EngineFeature.used(by: Self.files(home: "x", more: ["screens/s.json": screen]))
        }
        #expect(try features(#"{"type": "vstack", "alignment": "$.align"}"#) == [.boundWords])
        #expect(try features(#"{"type": "scroll", "props": {"axis": "$.wide ? 'horizontal' : 'vertical'"}}"#) == [.boundWords, .choices])
        #expect(try features(#"{"type": "vstack", "alignment": "leading", "spacing": "$.gap"}"#).isEmpty, "a written word, a bound number")
        #expect(try features(#"{"type": "text", "content": "$.p | currency:$.code"}"#) == [.boundCurrency])
        #expect(try features(#"{"type": "text", "content": "${$.p | currency:($.code | uppercase) 0} due"}"#) == [.boundCurrency])
        #expect(try features(#"{"type": "text", "content": "$.p | currency:EUR"}"#).isEmpty)
        #expect(try features(#"{"type": "screen", "computed": {"n": "$.items | count"}}"#) == [.computedValues])
        #expect(try features(#"{"type": "screen", "props": {"computed": {}}}"#) == [.computedValues])
        #expect(try features(#"{"type": "vstack", "computed": {"n": 1}}"#).isEmpty, "only a screen computes")
        let component = #"{"row": {"parameters": ["a"], "computed": {"twice": "$.a * 2"}, "body": {"type": "text", "content": "$.twice"}}}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["components.json": component])) == [.componentComputedValues])
        let wrapped = #"{"components": {"row": {"type": "card", "computed": {"n": 1}, "body": {"type": "text", "content": "$.n"}}}}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["components.json": wrapped])) == [.componentComputedValues], "a stray type member")
        #expect(try features(#"{"type": "screen", "computed": {"n": 1}, "body": {"type": "text", "content": "$.n"}}"#) == [.computedValues], "a screen's body")
        #expect(EngineVersion.needed(by: [.computedValues, .componentComputedValues]) == 4)
        let manifest = try BundlePublisher().manifest(for: Self.files(home: "x", more: ["components.json": component]), bundleID: nil, version: "1")
        #expect(manifest.minimumEngineVersion == 4)
    }

    @Test func boundKeysBoundCountsAndWrappedBindingsAreFoundAndNeedVersion5() throws {
        #expect(try EngineFeature.used(by: Self.files(home: "$.items[$.i].title")) == [.subscripts])
        #expect(try EngineFeature.used(by: Self.files(home: "${($.items | sort:title)[0].title} first")) == [.subscripts])
        #expect(try EngineFeature.used(by: Self.files(home: "$.items[0].title")).isEmpty, "a written index is version 1")
        #expect(try EngineFeature.used(by: Self.files(home: "${($.items | first).title}")) == [.subscripts], "a step after parentheses, no bracket")
        let oldKey = #"{"type": "screen", "children": [{"type": "button", "label": "Pick", "action": {"actionType": "setState", "key": "env.picked[${$.i}]", "value": true}}]}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["screens/old.json": oldKey])).isEmpty, "[${…}] keys are version 1")
        #expect(try EngineFeature.used(by: Self.files(home: "$.items | take:$.n")) == [.boundCounts])
        #expect(try EngineFeature.used(by: Self.files(home: "$.items | drop:($.n | default:1)")) == [.boundCounts])
        #expect(try EngineFeature.used(by: Self.files(home: "$.items | take:3 | drop:1")).isEmpty)
        let key = #"{"type": "screen", "children": [{"type": "button", "label": "Pick", "action": {"actionType": "setState", "key": "env.picked[$.items[$.i].id]", "value": true}}]}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["screens/pick.json": key])) == [.subscripts])
        #expect(try EngineFeature.used(by: Self.files(home: "$(!$.done)")) == [.wrappedBindings])
        #expect(try EngineFeature.used(by: Self.files(home: "Costs $(5)")).isEmpty, "text, not a binding")
        let manifest = try BundlePublisher().manifest(for: Self.files(home: "$.items[$.i].title"), bundleID: nil, version: "1")
        #expect(manifest.minimumEngineVersion == 5)
    }

    /// An `update` whose value reads `$.item` means the matched element from version 6 on (the
    /// firing row's before); one that does not read it, or another action that does, is older.
    @Test func updateValuesThatReadTheElementAreVersionSix() throws {
        func screen(_ action: String) -> [String: Data] {
            Self.files(home: "x", more: ["screens/cart.json": #"{"type": "screen", "children": [{"type": "button", "label": "+", "action": \#(action)}]}"#])
        }
        let bump = #"{"actionType": "update", "key": "env.cart", "id": "$.item.id", "value": {"qty": "$.item.qty + 1"}}"#
        #expect(try EngineFeature.used(by: screen(bump)) == [.elementUpdates])
        #expect(try EngineFeature.used(by: screen(#"{"actionType": "update", "key": "env.cart", "id": "$.item.id", "value": {"qty": 1}}"#)).isEmpty)
        #expect(try EngineFeature.used(by: screen(#"{"actionType": "append", "key": "env.cart", "value": {"id": "$.item.id"}}"#)).isEmpty)
        // Spelt as the decoder also reads it, and not fooled by a longer name.
        #expect(try EngineFeature.used(by: screen(#"{"type": "Update", "key": "env.cart", "index": 0, "value": {"n": "$.index"}}"#)) == [.elementUpdates])
        #expect(try EngineFeature.used(by: screen(#"{"actionType": "update", "key": "env.cart", "index": 0, "value": {"n": "$.items | count"}}"#)).isEmpty)
        #expect(try EngineFeature.used(by: screen(#"{"actionType": "update", "key": "env.cart", "index": 0, "value": {"n": "$['item'].n + 1"}}"#)) == [.elementUpdates])
        #expect(try BundlePublisher().manifest(for: screen(bump), bundleID: nil, version: "1").minimumEngineVersion == 6)
    }

    /// A step that matches an element by a member is read from version 7 on, in a read, a
    /// binding and a state key alike; version 6 refuses `[id == …]` as a syntax or key error.
    @Test func matchingAnElementIsVersionSeven() throws {
        #expect(try EngineFeature.used(by: Self.files(home: "${$.xs[id == $.id].title}")) == [.subscripts, .elementMatches])
        let setState = #"{"type": "screen", "children": [{"type": "button", "label": "0", "action": {"actionType": "setState", "key": "env.xs[id == $.id].n", "value": 0}}]}"#
        let key = Self.files(home: "x", more: ["screens/edit.json": setState])
        #expect(try EngineFeature.used(by: key) == [.elementMatches])
        #expect(try EngineFeature.used(by: Self.files(home: "${$.xs[$.i].title} is a == b")) == [.subscripts], "a bound key is older")
        #expect(try BundlePublisher().manifest(for: key, bundleID: nil, version: "1").minimumEngineVersion == 7)
        let last = #"{"type": "screen", "children": [{"type": "button", "label": "0", "action": {"actionType": "clear", "key": "env.log[-1].notes"}}]}"#
        #expect(try EngineFeature.used(by: Self.files(home: "x", more: ["screens/edit.json": last])) == [.keysFromTheEnd])
        #expect(EngineVersion.current == 7)
    }

    @Test func publishingDeclaresTheVersionTheGrammarNeedsAndRefusesAnOlderOne() throws {
        let publisher = BundlePublisher()
        let plain = try publisher.manifest(for: Self.files(home: "$.name"), bundleID: nil, version: "1")
        #expect(plain.minimumEngineVersion == nil)
        let choosing = Self.files(home: "$.on ? 'on' : 'off'")
        #expect(try publisher.manifest(for: choosing, bundleID: nil, version: "1").minimumEngineVersion == 2)
        #expect(try publisher.manifest(for: choosing, bundleID: nil, version: "1", minimumEngineVersion: 3).minimumEngineVersion == 3)
        #expect(throws: BundlePublisher.Failure.self) {
            try publisher.manifest(for: choosing, bundleID: nil, version: "1", minimumEngineVersion: 1)
        }
        do {
            _ = try publisher.manifest(for: choosing, bundleID: nil, version: "1", minimumEngineVersion: 1, allowingErrors: true)
            Issue.record("a minimum engine version of 1 was accepted for a bundle with choices")
        } catch let failure as BundlePublisher.Failure {
            guard case .minimumEngineVersionTooLow(declared: 1, needed: 2, features: [.choices]) = failure else {
                Issue.record("unexpected failure: \(failure)")
                return
            }
            #expect("\(failure)".contains("the bundle uses choices in expressions (cond ? a : b) (engine version 2), but its minimum engine version is 1: apps of version 1 would download a bundle they cannot read"))
        }
    }

    @Test func aVersionBelowOneIsNamedAsNoVersion() throws {
        do {
            _ = try BundlePublisher().manifest(for: Self.files(home: "$.name"), bundleID: nil, version: "1", minimumEngineVersion: 0)
            Issue.record("a minimum engine version of 0 was accepted")
        } catch let failure as BundlePublisher.Failure {
            #expect("\(failure)" == "engine versions count from 1, so 0 is none; declare 1 or leave the option out")
        }
    }

    @Test func compatFlagsAManifestThatLetsOlderAppsDownloadChoices() throws {
        let compatibility = BundleCompatibility()
        let old = try BundleCompatibility.Side(files: Self.files(home: "$.name"), isPublished: true)
        let choosing = Self.files(home: "$.on ? 'on' : 'off'")
        // A folder is still to be published, and publishing declares the version it needs.
        #expect(compatibility.breaks(from: old, to: try .init(files: choosing)).isEmpty)
        #expect(compatibility.breaks(from: old, to: try .init(files: choosing, minimumEngineVersion: 2, isPublished: true)).isEmpty)
        // A manifest made before publishing declared it (or edited since) lets version 1 in.
        let breaks = compatibility.breaks(from: old, to: try .init(files: choosing, isPublished: true))
        #expect(breaks == [.newFeature(.choices, declared: 0)])
        #expect("\(breaks[0])".hasPrefix("the new bundle uses choices in expressions (cond ? a : b), which engine version 2 added, and it declares no minimum engine version"))
        let low = compatibility.breaks(from: old, to: try .init(files: choosing, minimumEngineVersion: 1, isPublished: true))
        #expect(low == [.newFeature(.choices, declared: 1)])
        // A folder that needs nothing new raises nothing: its new node type is still a break.
        let divided = try BundleCompatibility.Side(files: Self.files(home: "$.name", more: ["screens/d.json": #"{"type": "divider"}"#]))
        #expect(compatibility.breaks(from: old, to: divided).map(\.description).first?.hasPrefix("the new bundle uses node type 'divider'") == true)
        // A feature the old bundle already used is nothing new to installed apps.
        let oldChoosing = try BundleCompatibility.Side(files: choosing, isPublished: true)
        #expect(compatibility.breaks(from: oldChoosing, to: try .init(files: choosing, isPublished: true)).isEmpty)
    }
}
