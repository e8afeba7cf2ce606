import ViewEngine

/// The values a control can produce, so a host writes only those: the browser is not
/// trusted to send what the page offered.
public enum AcceptedValue: Sendable, Hashable {
    /// A switch: `true` or `false`.
    case bool
    /// A slider: a number in `minimum…maximum`, snapped to `step` when there is one.
    case number(minimum: Double, maximum: Double, step: Double?)
    /// A picker: one of the options' values.
    case oneOf([JSONValue])

    /// The value to write for `value`, or why it is refused.
    public func accept(_ value: JSONValue) throws(RejectedValue) -> JSONValue {
        switch self {
        case .bool:
            guard case .bool = value else { throw RejectedValue("a switch takes true or false, not \(value.typeDescription)") }
            return value
        case .number(let minimum, let maximum, let step):
            guard case .number(let number) = value, number.isFinite else {
                throw RejectedValue("a slider takes a number, not \(value.typeDescription)")
            }
            guard number >= minimum, number <= maximum else {
                throw RejectedValue("\(ValueText.number(number)) is outside the slider's range \(ValueText.number(minimum))…\(ValueText.number(maximum))")
            }
            guard let step else { return value }
            // As SwiftUI's stepped slider does: the nearest step from the minimum, within range.
            let snapped = minimum + ((number - minimum) / step).rounded() * step
            return .number(Swift.min(maximum, snapped))
        case .oneOf(let values):
            guard values.contains(value) else { throw RejectedValue("\(JSONWriter.string(value)) is not one of the picker's options") }
            return value
        }
    }
}

/// Why a host refused a control's value.
public struct RejectedValue: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
