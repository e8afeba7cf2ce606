/// Finds, among values seen so far, the first one equal to a new value as `==` in a condition
/// compares (``ExpressionNode/compare(_:_:_:)``: a number equals text or a value that reads as
/// the same number, text equals the same text, anything else only itself), by lookups rather
/// than a search, so a list of thousands (picker options) is checked in linear time.
///
/// That equality is not transitive (`1 == "1"` and `1 == "1.0"`, but `"1" != "1.0"`), so it
/// cannot be one hash key: numbers, other values that read as a number, and values as written
/// are indexed apart, and a new value is looked up only where `compare` would match it.
struct FirstEqualValue {
    /// Values appended so far.
    private(set) var count = 0
    private var numbers: [Double: Int] = [:]
    private var readAsNumbers: [Double: Int] = [:]
    private var written: [JSONValue: Int] = [:]

    /// The index of the first value appended that is equal to `value`.
    func index(ofFirstEqualTo value: JSONValue) -> Int? {
        let candidates: [Int?]
        if case .number(let number) = value {
            candidates = [numbers[number], readAsNumbers[number]]
        } else if let number = ValueText.numeric(value) {
            candidates = [numbers[number], written[value]]
        } else {
            candidates = [written[value]]
        }
        return candidates.compactMap { $0 }.min()
    }

    /// Records `value` as the next one (its index is the number appended before it).
    mutating func append(_ value: JSONValue) {
        if case .number(let number) = value {
            if numbers[number] == nil { numbers[number] = count }
        } else if let number = ValueText.numeric(value), readAsNumbers[number] == nil {
            readAsNumbers[number] = count
        }
        if written[value] == nil { written[value] = count }
        count += 1
    }
}
