import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `titleKey` and `valueKey`: a picker over a list of objects (people by name, stored by id)
/// without reshaping the data into `{title, value}`.
@Suite struct OptionKeysTests {
    let people: JSONValue = ["people": [["id": 7, "name": "Ada", "team": ["name": "Red"]], ["id": 9, "name": "Bo", "team": ["name": "Blue"]]], "payer": 9]

    @Test func anUnsetBindingChoosesTheNullOptionAndAnEmptyTextIsAValueOfItsOwn() throws {
        let json = #"{"type": "picker", "binding": "$.filter", "options": [{"title": "A", "value": "a"}, {"title": "All", "value": null}, {"title": "None", "value": ""}]}"#
        func chosen(_ data: JSONValue) throws -> Int? {
            guard case .picker(let picker)? = try resolve(json: json, data: data)?.content else { throw TestFailure("not a picker") }
            return picker.selectedIndex
        }
        #expect(try chosen([:]) == 1)
        #expect(try chosen(["filter": ""]) == 2)
        #expect(try chosen(["filter": "a"]) == 0)
    }

    @Test func aPickerReadsTheNamedMembersOfEachOption() throws {
        let node = try resolve(json: #"{"type": "picker", "binding": "$.payer", "options": "$.people", "titleKey": "name", "valueKey": "id"}"#, data: people)
        guard case .picker(let picker)? = node?.content else {
            Issue.record("not a picker")
            return
        }
        #expect(picker.options.map(\.title) == ["Ada", "Bo"])
        #expect(picker.options.map(\.value) == [7, 9])
        #expect(picker.selectedIndex == 1, "the bound value is an id")
    }

    @Test func keysMayBeDottedAndMultiPickersReadThemToo() throws {
        let node = try resolve(json: #"{"type": "multi_picker", "binding": "$.chosen", "options": "$.people", "titleKey": "team.name", "valueKey": "id"}"#, data: people)
        guard case .multiPicker(let picker)? = node?.content else {
            Issue.record("not a multi picker")
            return
        }
        #expect(picker.options.map(\.title) == ["Red", "Blue"])
    }

    @Test func anOptionWithoutTheKeysIsLeftOutNamingThem() throws {
        let issues = RuntimeIssueLog()
        _ = try resolve(json: #"{"type": "picker", "binding": "$.payer", "options": "$.people", "titleKey": "nickname", "valueKey": "id"}"#, data: people, issues: issues)
        #expect(issues.all.first?.message == "picker option 0 needs \"nickname\" and \"id\"; it is left out")
    }

    @Test func theValidatorChecksTheKeysAgainstTheDeclaredOptions() throws {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Trip", "state": {"people": [{"id": 1, "name": "Ada"}], "payer": 1}, "root": "home"}"#,
            "screens/home.json": #"""
            {"type": "screen", "children": [
              {"type": "picker", "binding": "$.env.payer", "options": "$.env.people"},
              {"type": "picker", "binding": "$.env.payer", "options": "$.env.people", "titleKey": "nmae", "valueKey": "id"},
              {"type": "picker", "binding": "$.env.payer", "options": "$.env.people", "titleKey": "name", "valueKey": "id"}
            ]}
            """#,
        ])
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath, .unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            "the picker reads 'title' of each option, but the options have no member 'title'; set \"titleKey\" to the member that holds it",
            "the picker reads 'value' of each option, but the options have no member 'value'; set \"valueKey\" to the member that holds it",
            "the picker reads 'nmae' of each option, but the options have no member 'nmae' (did you mean 'name'?)",
        ])
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].options", "$.children[0].options", "$.children[1].titleKey"])
    }
}
