import Testing
import TestSupport

@testable import ViewEngine

/// The rules the engine enforces so native renderers can hand values straight to their
/// layout and controls: grid column sizes, picker selection values, and which sheets a screen
/// presents (issue 16).
@Suite struct GridColumnRuleTests {
    func resolveGrid(_ columns: String, data: JSONValue = [:], issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> [RenderNode.Grid.Column] {
        let (node, _) = try decodeNode(#"{"type": "grid", "props": {"columns": \#(columns)}}"#)
        let resolved = Resolver(theme: Theme(), environment: .fixed(), issues: issues).resolve(node, in: DataContext(root: data))
        guard case .grid(let grid)? = resolved?.content else {
            Issue.record("not a grid")
            return []
        }
        return grid.columns
    }

    @Test func literalSizesAColumnCannotTakeAreErrorsAtTheValueWithTheirPath() throws {
        let json = """
            {"type": "grid", "props": {"columns": [
              {"adaptive": 0},
              {"minimum": 120, "maximum": 80},
              {"fixed": -4},
              {"adaptive": 100, "maximum": 50},
              {"minimum": 40, "maximum": 90}
            ]}}
            """
        let (_, diagnostics) = try decodeNode(json)
        #expect(diagnostics.errors.map(\.message) == [
            "grid column 0's 'adaptive' (its minimum width) must be greater than 0, found 0; a flexible column is used",
            "grid column 1's 'maximum' must not be below its minimum 120, found 80; the column has no maximum",
            "grid column 2's 'fixed' must be greater than 0, found -4; a flexible column is used",
            "grid column 3's 'maximum' must not be below its adaptive minimum 100, found 50; the column has no maximum",
        ])
        #expect(Set(diagnostics.codes) == [.valueOutOfRange])
        #expect(diagnostics.errors.map { $0.path?.description ?? "" } == [
            "$.props.columns[0].adaptive", "$.props.columns[1].maximum", "$.props.columns[2].fixed", "$.props.columns[3].maximum",
        ])
        #expect(diagnostics.errors.map(\.location) == [
            SourceLocation(line: 2, column: 16), SourceLocation(line: 3, column: 31), SourceLocation(line: 4, column: 13),
            SourceLocation(line: 5, column: 32),
        ], "at the offending values")
    }

    @Test func aCountOutsideOneToTwelveIsAnErrorAndValidColumnsPass() throws {
        #expect(try decodeNode(#"{"type": "grid", "props": {"columns": 0}}"#).1.errors.map(\.message) == [
            "a grid's 'columns' count must be a whole number from 1 to 12, found 0; 1 is used"
        ])
        #expect(try decodeNode(#"{"type": "grid", "props": {"columns": []}}"#).1.errors.map(\.message) == [
            "a grid's 'columns' array is empty; one flexible column is used"
        ])
        let valid = #"{"type": "grid", "props": {"columns": [{"fixed": 80}, {"adaptive": 150, "maximum": 200}, {"minimum": 0}]}}"#
        #expect(try decodeNode(valid).1.isEmpty)
        #expect(try decodeNode(#"{"type": "grid", "props": {"columns": "$.layout"}}"#).1.isEmpty, "a binding is checked when evaluated")
    }

    @Test func boundSizesAreReplacedByUsableColumnsAndReportedAtTheNode() throws {
        let issues = RuntimeIssueLog()
        let columns = try resolveGrid(#""$.layout""#, data: ["layout": [["adaptive": -10, "maximum": 90], ["minimum": 200, "maximum": 100], ["fixed": 64]]], issues: issues)
        #expect(columns == [.flexible(minimum: nil, maximum: 90), .flexible(minimum: 200, maximum: nil), .fixed(64)])
        #expect(issues.all.map(\.description) == [
            "test.json:1:1: warning: grid column 0's 'adaptive' (its minimum width) must be greater than 0, found -10; a flexible column is used [SDUI1001]",
            "test.json:1:1: warning: grid column 1's 'maximum' must not be below its minimum 200, found 100; the column has no maximum [SDUI1001]",
        ])
        #expect(try resolveGrid("3") == Array(repeating: .flexible(minimum: nil, maximum: nil), count: 3))
        let literal = RuntimeIssueLog()
        #expect(try resolveGrid(#"[{"fixed": 0}]"#, issues: literal) == [.flexible(minimum: nil, maximum: nil)])
        #expect(literal.all.isEmpty, "literal columns were reported when decoding, not again at every render")
    }
}

@Suite struct PickerSelectionRuleTests {
    let options: [RenderNode.Picker.Option] = [.init(title: "One", value: 1), .init(title: "Web", value: "web"), .init(title: "None", value: .null)]

    func picker(_ options: [RenderNode.Picker.Option]) -> RenderNode.Picker {
        RenderNode.Picker(label: nil, options: options, selectedIndex: nil, style: .menu, binding: BindingPath([]), onChange: nil)
    }

    @Test func theSelectionIsTheFirstOptionWithAnEqualValueElseNone() {
        let picker = picker(options)
        #expect(picker.index(of: 1) == 0)
        #expect(picker.index(of: "1") == 0, "numbers match numeric text, as in expressions")
        #expect(picker.index(of: "web") == 1)
        #expect(picker.index(of: nil) == 2, "a missing value matches a null option")
        #expect(picker.index(of: "kjv") == nil, "no option: renderers show no selection")
        #expect(self.picker(Array(options.prefix(2))).index(of: nil) == nil)
    }

    @Test func aDuplicateValueIsWarnedWhenWrittenAndLeftOutWhenResolved() throws {
        let json = #"{"type": "picker", "props": {"binding": "$.t", "options": [{"title": "A", "value": "web"}, "kjv", {"title": "B", "value": "web"}]}}"#
        let (node, diagnostics) = try decodeNode(json)
        #expect(diagnostics.warnings.map(\.message) == [
            "picker option 2 has the same value as option 0; options are told apart by value, so it is left out"
        ])
        #expect(diagnostics.codes == [.duplicateOptionValue])
        #expect(diagnostics.warnings.first?.path?.description == "$.props.options[2]")
        let issues = RuntimeIssueLog()
        let resolved = Resolver(theme: Theme(), environment: .fixed(), issues: issues).resolve(node, in: DataContext(root: ["t": "web"]))
        guard case .picker(let picker)? = resolved?.content else {
            Issue.record("not a picker")
            return
        }
        #expect(picker.options.map(\.title) == ["A", "kjv"])
        #expect(picker.selectedIndex == 0)
        #expect(issues.all.map(\.description) == [
            "test.json:1:1: warning: picker option 2 has the same value as option 'A'; options are told apart by value, so it is left out [SDUI1001]"
        ])
    }
}

@Suite struct SheetRegistrationTests {
    func resolve(_ json: String, data: JSONValue = [:]) throws -> RenderNode {
        let node = try TestSupport.resolve(json: json, data: data)
        return try #require(node)
    }

    @Test func aScreenRegistersItsSheetsButNotThoseInRowsOrInsideOtherSheets() throws {
        let tree = try resolve(#"""
            {"type": "screen", "children": [
              {"type": "vstack", "children": [
                {"type": "sheet", "props": {"isPresented": "$.showInfo", "content": {"type": "vstack", "children": [
                  {"type": "sheet", "props": {"isPresented": "$.showMore", "content": {"type": "text", "props": {"content": "More"}}}}
                ]}}}
              ]},
              {"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "sheet", "props": {"isPresented": "$.item.open", "content": {"type": "text", "props": {"content": "Row"}}}}}},
              {"type": "sheet", "props": {"isPresented": "$.showSettings", "content": {"type": "text", "props": {"content": "Settings"}}}}
            ]}
            """#, data: ["showInfo": true, "showMore": true, "rows": [["open": true]]])
        #expect(tree.sheets.map(\.binding.description) == ["$.showInfo", "$.showSettings"])
        #expect(tree.sheets.map(\.isPresented) == [true, false])
        let info = try #require(tree.sheets.first?.content)
        #expect(info.sheets.map(\.binding.description) == ["$.showMore"], "a sheet's content registers the sheets inside it")
    }

    @Test func aSheetInARowTemplateIsWarnedAbout() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": "main"}"#)
        try folder.write("screens/main.json", #"""
            {"type": "screen", "children": [
              {"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "vstack", "children": [
                {"type": "sheet", "props": {"isPresented": "$.rowSheetShown", "content": {"type": "text", "props": {"content": "Row"}}}}
              ]}}},
              {"type": "sheet", "props": {"isPresented": "$.open", "content": {"type": "text", "props": {"content": "Fine"}}}}
            ]}
            """#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.warnings.map(\.message) == [
            "a sheet inside a list's itemTemplate is never presented: rows are made and recycled as they scroll, so sheets belong to the screen (move it out of the row and bind it to state the row sets)"
        ])
        #expect(diagnostics.codes == [.sheetInListRow])
        #expect(diagnostics.warnings.first?.location == SourceLocation(line: 3, column: 5))
    }
}

@MainActor @Suite struct TabSelectionRuleTests {
    @Test func switchingATabReadsBackAtOnceAndAnUnknownTabIsReported() throws {
        let runtime = try makeRuntime([
            "app.json": #"{"root": {"type": "tab_view", "props": {"tabs": [{"title": "A", "screen": "a"}, {"title": "B", "screen": "b"}]}}}"#,
            "a.json": plainScreen("A"), "b.json": plainScreen("B"),
        ])
        #expect(runtime.switchTab(1))
        #expect(runtime.selectedTab == 1, "no await between the write and the read")
        #expect(!runtime.switchTab(5))
        #expect(runtime.selectedTab == 1)
        #expect(runtime.issues.map(\.message).contains("there is no tab 5"))
    }
}
