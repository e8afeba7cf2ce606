/// The values a control can produce, so a host writes only those: the browser is not
/// trusted to send what the page offered. Each control's payload gives its own
/// (``RenderNode/Slider/accepts``), from the same rules its resolution used.
public enum AcceptedValue: Sendable, Hashable {
    /// A switch: `true` or `false`.
    case bool
    /// A slider: a number in `minimum…maximum`, snapped to `step` when there is one.
    case number(minimum: Double, maximum: Double, step: Double?)
    /// A picker: one of the options' values.
    case oneOf([JSONValue])
    /// A stepper showing `from`: the values its − and + buttons write (none at a range's end).
    case step(from: Double, to: [Double])
    /// A date picker: ISO 8601 text of its components' form (``DateValue``), inside its range.
    case date(DateValue.Components, minimum: String?, maximum: String?)
    /// A colour picker: `#RRGGBB`, or `#RRGGBBAA` when it supports opacity; written in upper case.
    /// (A multi-select picker's row flips an option instead: ``OptionFlip``.)
    case hexColor(supportsOpacity: Bool)

    /// The value to write for `value`, or why it is refused.
    public func accept(_ value: JSONValue) throws(RejectedValue) -> JSONValue {
        switch self {
        case .bool:
            guard case .bool = value else { throw RejectedValue.notABool(value) }
            return value
        case .number(let minimum, let maximum, let step):
            guard case .number(let number) = value, number.isFinite else {
                throw RejectedValue.notANumber(value)
            }
            guard number >= minimum, number <= maximum else {
                throw RejectedValue.outOfRange(number, minimum: minimum, maximum: maximum)
            }
            guard let step else { return value }
            // As SwiftUI's stepped slider does: the nearest step from the minimum, within range.
            let snapped = minimum + ((number - minimum) / step).rounded() * step
            return .number(Swift.min(maximum, snapped))
        case .oneOf(let values):
            guard values.contains(value) else { throw RejectedValue.notAnOption(value) }
            return value
        case .step(let from, let offered):
            guard case .number(let number) = value, number.isFinite else { throw RejectedValue.notANumber(value) }
            guard offered.contains(number) else { throw RejectedValue.notAStep(number, from: from, offered: offered) }
            return value
        case .date(let components, let minimum, let maximum):
            guard case .string(let text) = value, let date = DateValue(exactly: text, components) else {
                throw RejectedValue.notADate(value, form: components.pattern)
            }
            let written = date.text(components)
            // One form, zero-padded: text order is time order.
            if let minimum, written < minimum { throw RejectedValue.dateOutOfRange(written, minimum: minimum, maximum: maximum) }
            if let maximum, written > maximum { throw RejectedValue.dateOutOfRange(written, minimum: minimum, maximum: maximum) }
            return .string(written)
        case .hexColor(let supportsOpacity):
            guard case .string(let text) = value, text.utf8.count == 7 || (supportsOpacity && text.utf8.count == 9), let color = HexColor(text) else {
                throw RejectedValue.notAColor(value, supportsOpacity: supportsOpacity)
            }
            return .string(color.text)
        }
    }
}

/// Why a host refused a control's value; the wording is here, once.
public enum RejectedValue: Error, Sendable, Hashable, CustomStringConvertible {
    /// A switch was sent something other than `true` or `false`.
    case notABool(JSONValue)
    /// A slider was sent something other than a finite number.
    case notANumber(JSONValue)
    /// A slider was sent a number outside its range.
    case outOfRange(Double, minimum: Double, maximum: Double)
    /// A picker was sent a value none of its options has.
    case notAnOption(JSONValue)
    /// A stepper was sent a number its buttons did not offer.
    case notAStep(Double, from: Double, offered: [Double])
    /// A date picker was sent something other than text of its form.
    case notADate(JSONValue, form: String)
    /// A date picker was sent a date outside its range.
    case dateOutOfRange(String, minimum: String?, maximum: String?)
    /// A colour picker was sent something other than hex text it can write.
    case notAColor(JSONValue, supportsOpacity: Bool)
    /// A multi-select picker's row was sent something other than the position of one of its
    /// `count` options.
    case notAnOptionPosition(JSONValue, count: Int)
    /// A number field (`"format": "number"`) was given text that is no number as its locale
    /// writes one; `example` is 1234.5 written so.
    case notALocaleNumber(String, example: String)

    public var description: String {
        switch self {
        case .notABool(let value): return "a switch takes true or false, not \(value.typeDescription)"
        case .notANumber(let value): return "a slider or stepper takes a number, not \(value.typeDescription)"
        case .outOfRange(let number, let minimum, let maximum):
            return "\(ValueText.number(number)) is outside the slider's range \(ValueText.number(minimum))…\(ValueText.number(maximum))"
        case .notAnOption(let value): return "\(JSONWriter.string(value)) is not one of the picker's options"
        case .notAStep(let number, let from, let offered):
            let choices = offered.isEmpty ? "nowhere" : offered.map(ValueText.number).joined(separator: " or ")
            return "a stepper at \(ValueText.number(from)) moves to \(choices), not \(ValueText.number(number))"
        case .notADate(let value, let form): return "a date picker takes text of the form \(form), not \(JSONWriter.string(value))"
        case .dateOutOfRange(let text, let minimum, let maximum):
            return "\(text) is outside the date picker's range \(minimum ?? "")…\(maximum ?? "")"
        case .notAColor(let value, let supportsOpacity):
            return "a colour picker takes \(supportsOpacity ? "#RRGGBB or #RRGGBBAA" : "#RRGGBB"), not \(JSONWriter.string(value))"
        case .notAnOptionPosition(let value, let count):
            let positions = count == 0 ? "none, having no options" : count == 1 ? "0" : "a whole number from 0 to \(count - 1)"
            return "a multi-select picker's row sends the position of the option it flips, \(positions), not \(JSONWriter.string(value))"
        case .notALocaleNumber(let text, let example): return "'\(text)' is not a number as this field reads them; write it as \(example)"
        }
    }
}
