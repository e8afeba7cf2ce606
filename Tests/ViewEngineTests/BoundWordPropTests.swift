import Testing
import TestSupport

@testable import ViewEngine

/// A node prop that takes one of a list of words can be bound: the node reads the word its
/// binding gives, and a value that is none of the words draws the node as if the prop were
/// not written, reported once.
@Suite struct BoundWordPropTests {
    static let scroll = #"{"type": "scroll", "axis": "$.compact ? 'horizontal' : $.axis", "children": [{"type": "text", "content": "x"}]}"#

    private func axis(_ data: JSONValue, issues: RuntimeIssueLog = RuntimeIssueLog()) throws -> RenderNode.Axis? {
        guard case .scroll(let scroll)? = try resolve(json: Self.scroll, data: data, issues: issues)?.content else { return nil }
        return scroll.axis
    }

    @Test func theBindingPicksTheWord() throws {
        #expect(try axis(["compact": true]) == .horizontal)
        #expect(try axis(["compact": false, "axis": "horizontal"]) == .horizontal)
        #expect(try axis(["compact": false, "axis": "vertical"]) == .vertical)
    }

    @Test func aMissingValueIsTheDefaultAndNoIssue() throws {
        let issues = RuntimeIssueLog()
        #expect(try axis(["compact": false], issues: issues) == .vertical)
        #expect(issues.all.isEmpty, "\(issues.all)")
    }

    @Test func aValueThatIsNoneOfTheWordsIsTheDefaultReportedOnceAtTheProp() throws {
        let issues = RuntimeIssueLog()
        #expect(try axis(["compact": false, "axis": "Horizontal"], issues: issues) == .vertical)
        #expect(try axis(["compact": false, "axis": "Horizontal"], issues: issues) == .vertical)
        #expect(issues.all.map(\.code) == [.unusableBoundValue], "\(issues.all)")
        #expect(issues.all.first?.message == #"'axis' is "Horizontal", which is none of vertical, horizontal; it is drawn as if not written"#)
        #expect(issues.all.first?.file == "test.json")
        #expect(issues.all.first?.path?.description == "$.axis", "at the prop's value, not the node")
    }

    @Test func stacksAlignmentsAndButtonRolesBindToo() throws {
        let json = #"""
            {"type": "hstack", "alignment": "$.top ? 'top' : 'bottom'", "children": [
              {"type": "button", "label": "Delete", "role": "$.danger ? 'destructive' : null", "action": {"actionType": "dismiss"}}]}
            """#
        guard case .stack(let stack)? = try resolve(json: json, data: ["top": true, "danger": true])?.content,
            case .button(let button)? = stack.children.first?.content
        else {
            Issue.record("not a stack with a button")
            return
        }
        #expect(stack.alignment.vertical == .top)
        #expect(button.role == .destructive)
        guard case .stack(let bottom)? = try resolve(json: json, data: ["top": false])?.content, case .button(let plain)? = bottom.children.first?.content else {
            Issue.record("not a stack with a button")
            return
        }
        #expect(bottom.alignment.vertical == .bottom)
        #expect(plain.role == nil)
    }

    @Test func aDatePickersBoundComponentsDecideItsLimitsAtRunTime() throws {
        // Decoding cannot know components read from data, so it leaves the date-only limit to run time.
        let json = #"{"type": "date_picker", "label": "Day", "binding": "$.day", "displayedComponents": "$.components", "min": "2026-01-01"}"#
        guard case .datePicker(let picker)? = try resolve(json: json, data: ["components": "date", "day": "2026-03-04"])?.content else {
            Issue.record("not a date picker")
            return
        }
        #expect(picker.components == .date)
        #expect(picker.minimum == DateValue(exactly: "2026-01-01", .date))
        let issues = RuntimeIssueLog()
        guard case .datePicker(let both)? = try resolve(json: json, data: ["day": "2026-03-04T10:00"], issues: issues)?.content else {
            Issue.record("not a date picker")
            return
        }
        #expect(both.components == .dateAndTime)
        #expect(both.minimum == nil)
        #expect(issues.all.first?.message.hasPrefix("a date picker's 'min' must be") == true, "\(issues.all)")
    }

    @Test func aDatePickersLimitsAreCheckedAgainstEachLiteralBranchOfItsComponents() throws {
        let (_, diagnostics) = try resolveReporting(json: #"""
            {"type": "date_picker", "label": "When", "binding": "$.when", "displayedComponents": "$.timeOnly ? 'hourAndMinute' : 'date'", "min": "2026-01-01"}
            """#)
        #expect(diagnostics.messages == ["a date picker's 'min' must be written HH:MM, found '2026-01-01'"], "\(diagnostics.messages)")
        let (_, computed) = try resolveReporting(json: #"""
            {"type": "date_picker", "label": "When", "binding": "$.when", "displayedComponents": "$.components", "min": "2026-01-01"}
            """#)
        #expect(computed.all.isEmpty, "components from data are known only at run time: \(computed.messages)")
    }

    @Test func aWrittenWordStillMatchesIgnoringCase() throws {
        guard case .scroll(let scroll)? = try resolve(json: #"{"type": "scroll", "axis": "Horizontal"}"#)?.content else {
            Issue.record("not a scroll")
            return
        }
        #expect(scroll.axis == .horizontal)
    }
}
