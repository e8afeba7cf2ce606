import Testing
import ViewEngine

@testable import PeerImport

/// SwiftSDUI's controls hold literal values and send named actions with typed payloads; the
/// converted controls bind to state their screen sets on load, or to the `$name` parameter.
@Suite struct SwiftSDUIControlsTests {
    static let features = [
        Feature("slider: range, value, action and its payload", ##"{"type": "slider", "min": 0, "max": 1, "step": 0.1, "value": 0.5, "action": "#volumeChanged"}"##,
            #"""
            {"type": "screen", "onLoad": {"actionType": "setState", "key": "slider_1", "value": 0.5}, "body":
              {"type": "slider", "min": 0, "max": 1, "step": 0.1, "binding": "$.slider_1",
               "onChange": {"actionType": "custom", "event": "volumeChanged", "payload": {"sliderValue": "$.slider_1"}}}}
            """#),
        Feature("slider: its defaults (value at min, step 1, sliderChanged)", ##"{"type": "slider", "min": 10, "max": 20}"##,
            #"""
            {"type": "screen", "onLoad": {"actionType": "setState", "key": "slider_1", "value": 10}, "body":
              {"type": "slider", "min": 10, "max": 20, "step": 1, "binding": "$.slider_1",
               "onChange": {"actionType": "custom", "event": "sliderChanged", "payload": {"sliderValue": "$.slider_1"}}}}
            """#),
        Feature("slider bound to a parameter", ##"{"type": "slider", "value": "$progress", "min": 0, "max": 100}"##,
            #"""
            {"type": "slider", "min": 0, "max": 100, "step": 1, "binding": "$.progress",
             "onChange": {"actionType": "custom", "event": "sliderChanged", "payload": {"sliderValue": "$.progress"}}}
            """#),
        Feature("toggle: title, value, onChange", ##"{"type": "toggle", "title": "Enabled", "isOn": true, "onChange": "#featureToggle"}"##,
            #"""
            {"type": "screen", "onLoad": {"actionType": "setState", "key": "toggle_1", "value": true}, "body":
              {"type": "toggle", "label": "Enabled", "binding": "$.toggle_1",
               "onChange": {"actionType": "custom", "event": "featureToggle", "payload": {"toggleValue": "$.toggle_1"}}}}
            """#),
        Feature("toggle: text instead of title, bound to a parameter", ##"{"type": "toggle", "text": "Wi-Fi $network", "isOn": "$feature_enabled"}"##,
            #"""
            {"type": "toggle", "label": "Wi-Fi ${$.network | default:'$network'}", "binding": "$.feature_enabled",
             "onChange": {"actionType": "custom", "event": "toggleChanged", "payload": {"toggleValue": "$.feature_enabled"}}}
            """#),
        Feature("two controls: one onLoad sets both", ##"{"type": "vstack", "children": [{"type": "toggle", "isOn": false, "action": "#a"}, {"type": "toggle", "isOn": true, "action": "#b"}]}"##,
            #"""
            {"type": "screen", "onLoad": {"actionType": "sequence", "actions": [
                {"actionType": "setState", "key": "toggle_1", "value": false}, {"actionType": "setState", "key": "toggle_2", "value": true}]},
             "body": {"type": "vstack", "children": [
                {"type": "toggle", "binding": "$.toggle_1", "onChange": {"actionType": "custom", "event": "a", "payload": {"toggleValue": "$.toggle_1"}}},
                {"type": "toggle", "binding": "$.toggle_2", "onChange": {"actionType": "custom", "event": "b", "payload": {"toggleValue": "$.toggle_2"}}}]}}
            """#),
    ]

    @Test(arguments: features)
    func documentedFeatureConverts(_ feature: Feature) throws {
        try expectConverts(feature, .swiftsdui)
    }

    @Test func aTextFieldSendsItsActionOnReturnWhichIsReported() throws {
        let file = try imported(.swiftsdui, ##"{"type": "textfield", "placeholder": "Email", "text": "a@b.c", "submitLabel": "done", "action": "#emailChanged"}"##)
        #expect(file.screen == (try json(#"""
            {"type": "screen", "onLoad": {"actionType": "setState", "key": "textfield_1", "value": "a@b.c"}, "body":
              {"type": "text_field", "placeholder": "Email", "binding": "$.textfield_1", "modifiers": [{"submitLabel": "done"}],
               "onSubmit": {"actionType": "custom", "event": "emailChanged", "payload": {"textChanged": "$.textfield_1"}}}}
            """#)))
        #expect(file.diagnostics.all.map { "\($0.code.name) \($0.path!)" } == ["SDUI0805 $.action"])
        #expect(try problems(file.screen) == [])
    }

    @Test func aRootTabViewBecomesTheAppsTabBarAndItsTabsScreens() throws {
        let file = try imported(.swiftsdui, #"""
            {"type": "tabview", "selection": 0, "children": [
              {"type": "text", "title": "First", "imageSystemName": "1.circle", "text": "First Tab"},
              {"type": "image", "title": "Second", "imageSystemName": "2.circle"}]}
            """#)
        #expect(file.screen == nil)
        #expect(file.tabBar == (try json(#"""
            {"type": "tab_view", "tabs": [{"title": "First", "icon": "1.circle", "screen": "main_tab1"}, {"title": "Second", "icon": "2.circle", "screen": "main_tab2"}]}
            """#)))
        #expect(file.tabScreens.map(\.name) == ["main_tab1", "main_tab2"])
        #expect(file.tabScreens.map(\.node) == [try json(##"{"type": "text", "content": "First Tab"}"##), try json(##"{"type": "image", "systemName": "2.circle"}"##)])
        #expect(file.diagnostics.isEmpty)
        let bundle = PeerImporter.bundle([file], name: "Tabs")
        #expect(bundle.map(\.path) == ["app.json", "screens/main_tab1.json", "screens/main_tab2.json"])
        #expect(bundle[0].json["root"] == file.tabBar)
        // The tab bar is the root wherever its file comes in the list: its titles and icons live nowhere else.
        let screen = try imported(.swiftsdui, ##"{"type": "text", "text": "Hello"}"##)
        #expect(PeerImporter.bundle([screen, file], name: "Tabs")[0].json["root"] == file.tabBar)
    }

    @Test func aSelectionOtherThanTheFirstTabAndANestedTabViewAreReported() throws {
        // At the root, the selection is the tab shown at launch; out of range it is reported.
        let second = try imported(.swiftsdui, ##"{"type": "tabview", "selection": 1, "children": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}"##)
        #expect(second.tabBar?["selection"] == 1)
        #expect(second.diagnostics.isEmpty)
        #expect(try reports(.swiftsdui, ##"{"type": "tabview", "selection": 1, "children": []}"##) == ["SDUI0806 $.selection"])
        #expect(try reports(.swiftsdui, ##"{"type": "tabview", "selection": "$tab", "children": [{"type": "text", "text": "a"}]}"##) == ["SDUI0806 $.selection"])
        // Children that do not convert are no tabs: the selection names the child, wherever its tab ends up.
        let skipped = try imported(.swiftsdui, ##"{"type": "tabview", "selection": 2, "children": [{"type": "text", "text": "a"}, {"type": "marquee"}, {"type": "text", "title": "Three", "text": "c"}]}"##)
        #expect(skipped.tabBar?["selection"] == 1)
        #expect(try reports(.swiftsdui, ##"{"type": "vstack", "children": [{"type": "tabview", "selection": 1, "children": []}]}"##) == ["SDUI0803 $.children[0].selection", "SDUI0805 $.children[0]"])
        let nested = try imported(.swiftsdui, ##"{"type": "vstack", "children": [{"type": "tabview", "children": [{"type": "text", "title": "A", "text": "a"}]}]}"##)
        #expect(nested.screen == (try json(##"{"type": "vstack", "children": [{"type": "page_tab_view", "children": [{"type": "text", "content": "a"}]}]}"##)))
        #expect(nested.diagnostics.all.map { "\($0.code.name) \($0.path!)" } == ["SDUI0805 $.children[0]"])
    }
}
