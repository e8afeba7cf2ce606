#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `date_picker`: a `DatePicker` over the ISO 8601 text at the node's binding. The text is
/// read as wall-clock fields in the user's calendar and time zone, and a pick is written back
/// as the same fields (``ViewEngine/DateValue``), so state holds what the user picked, never an
/// instant shifted by a time zone. A missing value shows now and writes nothing until picked.
struct DatePickerNodeView: View {
    let picker: RenderNode.DatePicker

    @Environment(\.screenScope) private var scope

    var body: some View {
        DatePicker(selection: selection, in: range, displayedComponents: components) {
            Text(verbatim: picker.label)
        }
    }

    private var components: DatePickerComponents {
        switch picker.components {
        case .date: return .date
        case .hourAndMinute: return .hourAndMinute
        case .dateAndTime: return [.date, .hourAndMinute]
        }
    }

    private var range: ClosedRange<Date> {
        (picker.minimum.flatMap(Self.date) ?? .distantPast)...(picker.maximum.flatMap(Self.date) ?? .distantFuture)
    }

    private var selection: Binding<Date> {
        let current = picker.value.flatMap(Self.date) ?? Date()
        let path = picker.binding
        let form = picker.components
        let onChange = picker.onChange
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor newDate in
                scope?.change(.string(Self.value(of: newDate).text(form)), at: path, onChange: onChange)
            })
    }

    /// The fields as a date in the user's calendar (a time of day alone: today at that time).
    static func date(_ value: DateValue) -> Date? {
        var fields = DateComponents()
        fields.year = value.year
        fields.month = value.month
        fields.day = value.day
        fields.hour = value.hour
        fields.minute = value.minute
        return Calendar.current.date(from: fields)
    }

    static func value(of date: Date) -> DateValue {
        let fields = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return DateValue(year: fields.year ?? 2000, month: fields.month ?? 1, day: fields.day ?? 1, hour: fields.hour ?? 0, minute: fields.minute ?? 0)
    }
}
#endif
