import Testing
import TestSupport

@testable import ViewEngine

/// `toggle`, `slider` and `picker`: decoding and its errors, resolution against state, and the
/// runtime's write-then-onChange order.
@Suite struct ControlDecodingTests {
    @Test func aControlWithoutABindingIsAnErrorAtTheNode() throws {
        let (_, diagnostics) = try decodeNode("{\n  \"type\": \"toggle\", \"props\": {\"label\": \"Wi-Fi\"}}")
        let error = try #require(diagnostics.errors.first)
        #expect(error.code == .missingMember)
        #expect(error.message.hasPrefix("'toggle' needs the property 'binding'"))
        #expect(error.location == SourceLocation(line: 1, column: 1))
    }

    @Test func bindingsMustBePlainPaths() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "slider", "props": {"binding": "$.size | default:3"}}"#)
        #expect(diagnostics.codes == [.notAPlainPath])
        #expect(diagnostics.errors.first?.path?.description == "$.props.binding")
    }

    @Test func misspelledPropsAndStylesGetSuggestions() throws {
        let (_, diagnostics) = try decodeNode(
            #"{"type": "picker", "props": {"bindng": "$.x", "binding": "$.x", "options": ["a"], "pickerStyle": "segmnted"}}"#)
        #expect(diagnostics.codes == [.unknownProperty, .invalidChoice])
        #expect(diagnostics.messages.allSatisfy { $0.hasSuffix("(did you mean 'binding'?)") || $0.hasSuffix("(did you mean 'segmented'?)") })
    }

    @Test func optionsAreCheckedWhereTheyAreWritten() throws {
        let json = """
            {"type": "picker", "props": {"binding": "$.x", "options": [
              {"title": "One", "value": 1},
              {"titel": "Two", "value": 2},
              {"title": "Three"},
              [3],
              "Four"
            ]}}
            """
        let (_, diagnostics) = try decodeNode(json)
        #expect(diagnostics.codes == [.unknownProperty, .missingMember, .missingMember, .wrongType])
        let paths = diagnostics.all.map { $0.path?.description ?? "" }
        #expect(paths == ["$.props.options[1]", "$.props.options[1]", "$.props.options[2]", "$.props.options[3]"])
        #expect(diagnostics.all[0].location == SourceLocation(line: 3, column: 4))
        #expect(diagnostics.all[2].location == SourceLocation(line: 4, column: 3))
    }

    @Test func optionsMayBeABindingButNotOtherText() throws {
        #expect(try decodeNode(#"{"type": "picker", "props": {"binding": "$.x", "options": "$.env.translations"}}"#).1.isEmpty)
        let (_, diagnostics) = try decodeNode(#"{"type": "picker", "props": {"binding": "$.x", "options": "web, kjv"}}"#)
        #expect(diagnostics.codes == [.wrongType])
        let (_, empty) = try decodeNode(#"{"type": "picker", "props": {"binding": "$.x", "options": []}}"#)
        #expect(empty.codes == [.emptyOptions])
    }

    @Test func aSliderNeedsANonEmptyRangeAndAPositiveStep() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "slider", "props": {"binding": "$.x", "min": 10, "max": 5, "step": 0}}"#)
        #expect(diagnostics.codes == [.valueOutOfRange, .valueOutOfRange])
        #expect(diagnostics.all.map(\.location.column) == [66, 77], "at the values of max and step")
        #expect(try decodeNode(#"{"type": "slider", "props": {"binding": "$.x", "max": -1}}"#).1.codes == [.valueOutOfRange])
        #expect(try decodeNode(#"{"type": "slider", "props": {"binding": "$.x", "min": "$.low", "max": "$.high"}}"#).1.isEmpty)
    }
}

@Suite struct ControlResolutionTests {
    func resolve(_ json: String, data: JSONValue, issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode.Content? {
        try TestSupport.resolve(json: json, data: data, issues: issues)?.content
    }

    @Test func aToggleReadsItsBooleanAndKeepsItsAction() throws {
        let json = #"{"type": "toggle", "props": {"label": "Numbers", "binding": "$.env.show", "onChange": {"actionType": "reload"}}}"#
        guard case .toggle(let on)? = try resolve(json, data: ["env": ["show": true]]) else {
            Issue.record("not a toggle")
            return
        }
        #expect(on.label == "Numbers")
        #expect(on.isOn)
        #expect(on.binding.description == "$.env.show")
        #expect(on.onChange?.action.typeName == "reload")
        guard case .toggle(let off)? = try resolve(json, data: [:]) else { return }
        #expect(!off.isOn)
    }

    @Test func aSliderClampsItsValueAndDefaultsToZeroToOne() throws {
        guard case .slider(let slider)? = try resolve(#"{"type": "slider", "props": {"binding": "$.size", "min": 12, "max": 32, "step": 2}}"#, data: ["size": 40]) else {
            Issue.record("not a slider")
            return
        }
        #expect((slider.value, slider.minimum, slider.maximum, slider.step) == (32, 12, 32, 2))
        guard case .slider(let plain)? = try resolve(#"{"type": "slider", "props": {"binding": "$.level"}}"#, data: ["level": "0.25"]) else { return }
        #expect((plain.value, plain.minimum, plain.maximum) == (0.25, 0, 1))
        #expect(plain.step == nil)
    }

    @Test func aBoundRangeThatIsEmptyFallsBackAndIsReported() throws {
        let issues = RuntimeIssueLog()
        let json = #"{"type": "slider", "props": {"binding": "$.x", "min": "$.low", "max": "$.high", "step": "$.step"}}"#
        guard case .slider(let slider)? = try resolve(json, data: ["low": 5, "high": 5, "step": -1], issues: issues) else {
            Issue.record("not a slider")
            return
        }
        #expect((slider.minimum, slider.maximum) == (0, 1))
        #expect(slider.step == nil)
        #expect(issues.all.map(\.description) == [
            "test.json:1:1: warning: a slider's 'max' (5) must be greater than its 'min' (5); 0…1 is used [SDUI1001]",
            "test.json:1:1: warning: a slider's 'step' must be greater than 0, found -1; any value is allowed [SDUI1001]",
        ])
        _ = try resolve(json, data: ["low": 5, "high": 5, "step": -1], issues: issues)
        #expect(issues.all.count == 2, "the same problem is reported once, not once per render")
    }

    @Test func thePickerSelectsTheOptionWhoseValueEqualsTheBoundValue() throws {
        let json = #"{"type": "picker", "props": {"binding": "$.size", "pickerStyle": "inline", "options": [{"title": "Small", "value": 16}, {"title": "Large", "value": 24}, "Huge"]}}"#
        guard case .picker(let picker)? = try resolve(json, data: ["size": "24"]) else {
            Issue.record("not a picker")
            return
        }
        #expect(picker.options == [.init(title: "Small", value: 16), .init(title: "Large", value: 24), .init(title: "Huge", value: "Huge")])
        #expect(picker.selectedIndex == 1)
        #expect(picker.style == .inline)
        guard case .picker(let none)? = try resolve(json, data: ["size": 20]) else { return }
        #expect(none.selectedIndex == nil)
        #expect(none.style == .inline)
    }

    @Test func boundOptionsAreReadFromDataAndBadOnesAreReported() throws {
        let issues = RuntimeIssueLog()
        let json = #"{"type": "picker", "props": {"binding": "$.env.translation", "options": "$.env.translations"}}"#
        let data: JSONValue = ["env": ["translation": "kjv", "translations": [["title": "World English", "value": "web"], ["title": "King James", "value": "kjv"], ["name": "x"], nil]]]
        guard case .picker(let picker)? = try resolve(json, data: data, issues: issues) else {
            Issue.record("not a picker")
            return
        }
        #expect(picker.options.map(\.title) == ["World English", "King James"])
        #expect(picker.selectedIndex == 1)
        #expect(picker.style == .menu)
        #expect(issues.all.map(\.description) == [
            "test.json:1:1: warning: picker option 2 needs \"title\" and \"value\"; it is left out [SDUI1001]",
            "test.json:1:1: warning: picker option 3 must be {\"title\", \"value\"} or a plain value, found null; it is left out [SDUI1001]",
        ])
        guard case .picker(let loading)? = try resolve(json, data: [:], issues: issues) else { return }
        #expect(loading.options.isEmpty)
        #expect(issues.all.count == 2, "data that is not there yet is not a problem")
        _ = try resolve(json, data: ["env": ["translations": "web"]], issues: issues)
        #expect(issues.all.last?.description == "test.json:1:1: warning: a picker's 'options' must be an array, found a string [SDUI1001]")
    }

    @Test func theRenderTreeJSONShowsTheControls() throws {
        let (node, _) = try decodeNode(#"{"type": "picker", "props": {"binding": "$.x", "label": "Pick", "options": [{"title": "A", "value": {"id": 1}}]}}"#)
        let rendered = try #require(Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: ["x": ["id": 1]])))
        #expect(JSONWriter.string(rendered.jsonValue()) == #"{"type":"picker","label":"Pick","pickerStyle":"menu","options":[{"title":"A","value":{"id":1}}],"selectedIndex":0,"binding":"$.x"}"#)
    }
}

@MainActor
@Suite struct ControlRuntimeTests {
    let app = #"""
        {"state": {"settings": {"fontSize": 18, "showNumbers": true}, "favorites": 0},
         "root": {"type": "tab_view", "props": {"tabs": [
           {"title": "Settings", "screen": "settings"},
           {"title": "Favorites", "screen": "favorites", "badge": "$.env.favorites"}]}}}
        """#
    let settings = #"""
        {"type": "screen", "props": {"title": "Settings"}, "children": [
          {"type": "toggle", "props": {"label": "Numbers", "binding": "$.env.settings.showNumbers",
            "onChange": {"actionType": "custom", "event": "save", "payload": {"showNumbers": "$.env.settings.showNumbers", "size": "$.env.settings.fontSize"}}}},
          {"type": "slider", "props": {"binding": "$.env.settings.fontSize", "min": 12, "max": 32,
            "onChange": {"actionType": "sequence", "actions": [
              {"actionType": "setState", "key": "preview", "value": "${$.env.settings.fontSize} pt"},
              {"actionType": "custom", "event": "save", "payload": {"size": "$.env.settings.fontSize"}}]}}},
          {"type": "picker", "props": {"binding": "$.choice", "options": ["a", "b"], "onChange": {"actionType": "custom", "event": "save", "payload": {"choice": "$.choice"}}}}
        ]}
        """#

    @Test func theValueIsWrittenBeforeOnChangeRuns() async throws {
        let runtime = try makeRuntime(["app.json": app, "screens/settings.json": settings, "screens/favorites.json": plainScreen("Favorites")])
        var saved: [JSONObject] = []
        runtime.registerEventHandler("save") { payload in saved.append(payload) }
        await runtime.start()
        let screen = try #require(runtime.activeScreen)
        guard case .screen(let body) = runtime.render(screen).content, body.body.count == 3,
            case .toggle(let toggle) = body.body[0].content, case .slider(let slider) = body.body[1].content,
            case .picker(let picker) = body.body[2].content
        else {
            Issue.record("unexpected tree")
            return
        }

        await runtime.setValue(.bool(!toggle.isOn), at: toggle.binding, screen: screen, onChange: toggle.onChange)
        #expect(saved.last == ["showNumbers": false, "size": 18])
        #expect(runtime.appState["settings"]?["showNumbers"] == false)

        await runtime.setValue(24, at: slider.binding, screen: screen, onChange: slider.onChange)
        #expect(saved.last == ["size": 24])
        #expect(runtime.screen(screen)?.state["preview"] == "24 pt")

        await runtime.setValue(picker.options[1].value, at: picker.binding, screen: screen, onChange: picker.onChange)
        #expect(saved.last == ["choice": "b"])
        #expect(runtime.screen(screen)?.state["choice"] == "b")
        guard case .screen(let after) = runtime.render(screen).content, case .picker(let chosen) = after.body[2].content else { return }
        #expect(chosen.selectedIndex == 1)
    }

    @Test func tabBadgesFollowSetStateOnEnv() async throws {
        let runtime = try makeRuntime(["app.json": app, "screens/settings.json": settings, "screens/favorites.json": plainScreen("Favorites")])
        await runtime.start()
        let screen = try #require(runtime.activeScreen)
        #expect(runtime.tabBar().tabs[1].badge == nil, "0 shows no badge")
        await runtime.perform(bound(.setState(key: StateKey(BindingPath(dotted: "env.favorites")!), value: .constant(3))), on: screen)
        #expect(runtime.tabBar().tabs[1].badge == "3")
        await runtime.perform(bound(.setState(key: StateKey(BindingPath(dotted: "env.favorites")!), value: .constant(0))), on: screen)
        #expect(runtime.tabBar().tabs[1].badge == nil)
    }
}
