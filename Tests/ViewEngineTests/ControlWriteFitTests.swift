import Testing

@testable import ViewEngine

/// A control bound to app state declared as something it cannot write is an error where the
/// binding is written (SDUI0710): the running app refuses such writes, or stores a boolean in
/// a count.
@Suite struct ControlWriteFitTests {
    func validate(_ children: String) -> Diagnostics {
        validateFiles([
            "app.json": #"{"name": "B", "root": "home", "state": {"name": "Ada", "count": 3, "on": true, "tags": ["a"], "profile": {"age": 3}, "when": null}}"#,
            "screens/home.json": #"{"type": "screen", "children": [\#(children)]}"#,
        ])
    }

    @Test func aControlBoundToStateItCannotWriteIsAnError() {
        let diagnostics = validate(#"""
            {"type": "toggle", "label": "x", "binding": "$.env.name"},
            {"type": "text_field", "binding": "$.env.on"},
            {"type": "slider", "binding": "$.env.tags"},
            {"type": "stepper", "binding": "$.env.profile"},
            {"type": "multi_picker", "binding": "$.env.name", "options": ["a", "b"]},
            {"type": "disclosure_group", "label": "More", "isExpanded": "$.env.count", "children": []}
            """#)
        #expect(diagnostics.all.map(\.code) == Array(repeating: .writeDoesNotFit, count: 6), "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            "a toggle's 'binding' writes a boolean to $.env.name, which app.json declares as text",
            "a text_field's 'binding' writes text to $.env.on, which app.json declares as a boolean",
            "a slider's 'binding' writes a number to $.env.tags, which app.json declares as an array",
            "a stepper's 'binding' writes a number to $.env.profile, which app.json declares as an object",
            "a multi_picker's 'binding' writes an array to $.env.name, which app.json declares as text",
            "a disclosure_group's 'isExpanded' writes a boolean to $.env.count, which app.json declares as a number",
        ])
        #expect(diagnostics.all.map { $0.path?.description } == (0..<6).map { index in
            "$.children[\(index)].\(index == 5 ? "isExpanded" : "binding")"
        })
    }

    @Test func aModifierBoundToStateItCannotWriteIsAnError() {
        let diagnostics = validate(#"""
            {"type": "text", "content": "x", "modifiers": [{"sheet": {"isPresented": "$.env.name", "content": {"type": "text", "content": "y"}}}]},
            {"type": "text", "content": "x", "modifiers": [{"searchable": {"text": "$.env.tags"}}]},
            {"type": "text", "content": "x", "modifiers": [{"sheet": {"isPresented": "$.env.on", "content": {"type": "text", "content": "y"}}}, {"searchable": {"text": "$.env.count"}}]}
            """#)
        #expect(diagnostics.messages == [
            "a sheet modifier's 'isPresented' writes a boolean to $.env.name, which app.json declares as text",
            "a searchable modifier's 'text' writes text to $.env.tags, which app.json declares as an array",
        ], "\(diagnostics.all)")
        #expect(diagnostics.all.allSatisfy { $0.code == .writeDoesNotFit })
    }

    /// A value written as one whole binding is held to the declaration as a control's writes are.
    @Test func aBoundValueOfAnotherStructureIsAnError() {
        func button(_ action: String) -> String { #"{"type": "button", "label": "x", "action": \#(action)}"# }
        let diagnostics = validate([
            button(#"{"actionType": "setState", "key": "env.name", "value": "$.env.tags"}"#),
            button(#"{"actionType": "append", "key": "env.tags", "value": "$.env.profile"}"#),
            button(#"{"actionType": "setState", "key": "env.on", "value": "$.env.name"}"#),
            button(#"{"actionType": "update", "key": "env.tags", "index": 0, "value": "$.env.profile"}"#),
            // Clean: text for a number, an element of the declared kind, an object for an object,
            // and what is not known.
            button(#"{"actionType": "setState", "key": "env.name", "value": "$.env.count"}"#),
            button(#"{"actionType": "append", "key": "env.tags", "value": "$.env.name"}"#),
            button(#"{"actionType": "setState", "key": "env.profile", "value": "$.env.profile"}"#),
            button(#"{"actionType": "update", "key": "env.tags", "index": 0, "value": "$.env.name"}"#),
            button(#"{"actionType": "setState", "key": "env.name", "value": "$.draft"}"#),
        ].joined(separator: ", "))
        #expect(diagnostics.messages == [
            "setState writes an array to env.name, which app.json declares as text",
            "append writes an object into env.tags, whose elements app.json declares as text",
            "setState writes text to env.on, which app.json declares as a boolean",
            "update writes an object into env.tags, whose elements app.json declares as text",
        ], "\(diagnostics.all)")
        #expect(diagnostics.all.allSatisfy { $0.code == .writeDoesNotFit })
    }

    @Test func whatAControlCanWriteIsClean() {
        let diagnostics = validate(#"""
            {"type": "toggle", "label": "x", "binding": "$.env.on"},
            {"type": "text_field", "binding": "$.env.count", "format": "number"},
            {"type": "text_field", "binding": "$.env.name"},
            {"type": "slider", "binding": "$.env.count"},
            {"type": "multi_picker", "binding": "$.env.tags", "options": ["a", "b"]},
            {"type": "picker", "binding": "$.env.profile", "options": [{"title": "A", "value": {"age": 1}}]},
            {"type": "date_picker", "binding": "$.env.when"},
            {"type": "toggle", "label": "screen state is not declared", "binding": "$.draft"}
            """#)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
    }
}
