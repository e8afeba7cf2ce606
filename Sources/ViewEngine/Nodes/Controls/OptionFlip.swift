/// What a tap on a multi-select picker's row does: flip one option in the array its binding
/// holds. The SwiftUI renderer flips on the selection it drew; a host that is sent the row's
/// position instead of the whole array (the web preview) flips on the array the binding holds
/// when the tap arrives, so its page grows with the options, not options × chosen, and two taps
/// sent before the page is redrawn both count.
public struct OptionFlip: Sendable {
    /// The options' values, in order.
    public let values: [JSONValue]

    /// The flip of a picker whose options have `values`, in order.
    public init(_ values: [JSONValue]) {
        self.values = values
    }

    /// Whether each option (by position) is among `chosen`. Looked up, not searched: options
    /// and choices may both number thousands.
    public func selection(in chosen: [JSONValue]) -> [Bool] {
        var chosenValues = FirstEqualValue()
        for value in chosen { chosenValues.append(value) }
        return values.map { chosenValues.index(ofFirstEqualTo: $0) != nil }
    }

    /// The array written when option `position` of a picker showing `selected` is flipped: the
    /// chosen values with it added or removed, in the options' order.
    public func flipping(_ position: Int, of selected: [Bool]) -> JSONValue {
        .array(values.indices.filter { $0 == position ? !selected[$0] : selected[$0] }.map { values[$0] })
    }

    /// The array to write when a host is sent `position` while the binding holds `current`;
    /// anything but an array there counts as nothing chosen, as resolution shows it.
    public func applied(_ position: JSONValue, to current: JSONValue?) throws(RejectedValue) -> JSONValue {
        guard case .number(let number) = position, number.rounded() == number, number >= 0, number < Double(values.count) else {
            throw RejectedValue.notAnOptionPosition(position, count: values.count)
        }
        let chosen = current?.arrayValue ?? []
        return flipping(Int(number), of: selection(in: chosen))
    }
}
