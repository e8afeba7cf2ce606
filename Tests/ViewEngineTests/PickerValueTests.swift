import Testing
import TestSupport

@testable import ViewEngine

/// Date and colour pickers, the multi-select picker and the disclosure group: their state's
/// form, and the values each lets a host write.
@Suite struct PickerValueTests {
    func resolve(_ json: String, data: JSONValue, issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode.Content? {
        try TestSupport.resolve(json: json, data: data, issues: issues)?.content
    }

    @Test func dateTextHasOneFormPerComponentsAndImpossibleDatesAreNotDates() {
        #expect(DateValue(exactly: "2026-11-23", .date)?.text(.date) == "2026-11-23")
        #expect(DateValue(exactly: "09:05", .hourAndMinute)?.text(.hourAndMinute) == "09:05")
        #expect(DateValue(exactly: "2026-11-23T09:05", .dateAndTime)?.text(.dateAndTime) == "2026-11-23T09:05")
        for (text, components) in [("2026-02-29", DateValue.Components.date), ("2026-13-01", .date), ("24:00", .hourAndMinute), ("2026-11-23", .dateAndTime),
                                   ("2026-11-23T09:05:00", .dateAndTime), ("2026-1-23", .date), ("", .date)] {
            #expect(DateValue(exactly: text, components) == nil, "\(text)")
        }
        #expect(DateValue(exactly: "2024-02-29", .date) != nil, "a leap day")
        // Bound values are read leniently: a full timestamp keeps its written fields.
        #expect(DateValue(reading: "2026-11-23T09:05:30Z", .dateAndTime)?.text(.dateAndTime) == "2026-11-23T09:05")
        #expect(DateValue(reading: "2026-11-23T09:05:30+02:00", .date)?.text(.date) == "2026-11-23")
        #expect(DateValue(reading: "2026-11-23T09:05", .hourAndMinute)?.text(.hourAndMinute) == "09:05")
        #expect(DateValue(reading: "2026-11-23", .dateAndTime)?.text(.dateAndTime) == "2026-11-23T00:00")
        #expect(DateValue(reading: "soon", .date) == nil)
    }

    @Test func aDatePickerTakesOnlyTextOfItsFormInsideItsRange() throws {
        let picker = AcceptedValue.date(.date, minimum: "2026-01-01", maximum: "2026-12-31")
        #expect(try picker.accept("2026-06-15") == "2026-06-15")
        #expect(throws: RejectedValue.notADate("15/06/2026", form: "YYYY-MM-DD")) { try picker.accept("15/06/2026") }
        #expect(throws: RejectedValue.notADate(20260615, form: "YYYY-MM-DD")) { try picker.accept(20260615) }
        #expect(throws: RejectedValue.dateOutOfRange("2027-01-01", minimum: "2026-01-01", maximum: "2026-12-31")) { try picker.accept("2027-01-01") }
        #expect(throws: RejectedValue.notADate("2026-06-15T10:00", form: "YYYY-MM-DD")) { try picker.accept("2026-06-15T10:00") }
        #expect(try AcceptedValue.date(.hourAndMinute, minimum: nil, maximum: nil).accept("23:59") == "23:59")
    }

    @Test func aDatePickerResolvesItsBoundTextAndBounds() throws {
        let json = #"{"type": "date_picker", "binding": "$.day", "displayedComponents": "date", "min": "2026-01-01"}"#
        guard case .datePicker(let picker)? = try resolve(json, data: ["day": "2026-03-04T08:00:00Z"]) else {
            Issue.record("not a date picker")
            return
        }
        #expect(picker.text == "2026-03-04" && picker.components == .date)
        #expect(picker.accepts == .date(.date, minimum: "2026-01-01", maximum: nil))
        let issues = RuntimeIssueLog()
        guard case .datePicker(let unreadable)? = try resolve(json, data: ["day": 7], issues: issues) else { return }
        #expect(unreadable.value == nil)
        #expect(issues.all.map(\.code) == [.unusableBoundValue], "\(issues.all)")
    }

    @Test func aDatePickersWrittenBoundsAreCheckedWhereWritten() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "date_picker", "binding": "$.d", "displayedComponents": "date", "min": "23/11/2026", "max": "2026-01-01"}"#)
        #expect(diagnostics.codes == [.invalidDateLiteral])
        #expect(diagnostics.messages.first == "a date picker's 'min' must be written YYYY-MM-DD, found '23/11/2026'")
        let (_, reversed) = try decodeNode(#"{"type": "date_picker", "binding": "$.d", "displayedComponents": "hourAndMinute", "min": "18:00", "max": "09:00"}"#)
        #expect(reversed.codes == [.valueOutOfRange])
    }

    @Test func aColourPickerTakesHexItCanWriteAndWritesItInUpperCase() throws {
        #expect(try AcceptedValue.hexColor(supportsOpacity: false).accept("#ff9500") == "#FF9500")
        #expect(try AcceptedValue.hexColor(supportsOpacity: true).accept("#ff950080") == "#FF950080")
        #expect(throws: RejectedValue.notAColor("#ff950080", supportsOpacity: false)) { try AcceptedValue.hexColor(supportsOpacity: false).accept("#ff950080") }
        #expect(throws: RejectedValue.notAColor("orange", supportsOpacity: true)) { try AcceptedValue.hexColor(supportsOpacity: true).accept("orange") }
        #expect(throws: RejectedValue.notAColor("#f90", supportsOpacity: true)) { try AcceptedValue.hexColor(supportsOpacity: true).accept("#f90") }
        #expect(HexColor("#f90")?.text == "#FF9900" && HexColor("#11223380")?.opaqueLowercase == "#112233")
        guard case .colorPicker(let picker)? = try resolve(#"{"type": "color_picker", "binding": "$.c"}"#, data: ["c": "#0a84ff"]) else { return }
        #expect(picker.value?.text == "#0A84FF" && picker.supportsOpacity)
    }

    @Test func aMultiSelectPickerFlipsOneOptionInTheOptionsOrder() throws {
        let json = #"{"type": "multi_picker", "binding": "$.t", "options": ["a", "b", {"title": "C", "value": 3}]}"#
        guard case .multiPicker(let picker)? = try resolve(json, data: ["t": [3, "a"]]) else {
            Issue.record("not a multi-select picker")
            return
        }
        #expect(picker.isSelected == [true, false, true])
        #expect(picker.toggling(1) == ["a", "b", 3], "added in the options' order")
        #expect(picker.toggling(0) == [3])
        // A host sent a row's position flips it in what the binding holds when the tap arrives.
        let flip = picker.flip
        #expect(try flip.applied(1, to: ["a"]) == ["a", "b"])
        #expect(try flip.applied(2.0, to: [3, "b", "a"]) == ["a", "b"])
        #expect(try flip.applied(0, to: nil) == ["a"])
        #expect(try flip.applied(0, to: "a") == ["a"], "a binding that holds no array holds nothing chosen")
        #expect(try flip.applied(1, to: ["3", "z"]) == ["b", 3], "\"3\" chooses 3, as conditions compare; \"z\" is no option")
        #expect(throws: RejectedValue.notAnOptionPosition(3, count: 3)) { try flip.applied(3, to: []) }
        #expect(throws: RejectedValue.notAnOptionPosition(-1, count: 3)) { try flip.applied(-1, to: []) }
        #expect(throws: RejectedValue.notAnOptionPosition(0.5, count: 3)) { try flip.applied(0.5, to: []) }
        #expect(throws: RejectedValue.notAnOptionPosition("a", count: 3)) { try flip.applied("a", to: []) }
        #expect(throws: RejectedValue.notAnOptionPosition(["a"], count: 3)) { try flip.applied(["a"], to: []) }
        #expect(RejectedValue.notAnOptionPosition(7, count: 3).description
            == "a multi-select picker's row sends the position of the option it flips, a whole number from 0 to 2, not 7")
    }

    @Test func aDisclosureGroupIsBoundOrKeepsItsOwnState() throws {
        let bound = #"{"type": "disclosure_group", "label": "More", "isExpanded": "$.open", "children": [{"type": "text", "content": "x"}]}"#
        guard case .disclosureGroup(let open)? = try resolve(bound, data: ["open": true]) else {
            Issue.record("not a disclosure group")
            return
        }
        #expect(open.isExpanded && open.binding?.description == "$.open" && open.content.count == 1)
        guard case .disclosureGroup(let own)? = try resolve(#"{"type": "disclosure_group", "label": "More", "children": []}"#, data: [:]) else { return }
        #expect(own.binding == nil && !own.isExpanded)
    }
}
