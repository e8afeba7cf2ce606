import Testing

@testable import ViewEngine

/// The lookup finds the same first equal value as searching with the condition `==` does,
/// though that equality is not transitive (`1 == "1"`, `1 == "1.0"`, `"1" != "1.0"`).
@Suite struct FirstEqualValueTests {
    static let values: [JSONValue] = [
        "1.0", .number(2), "1", .number(1), " 1 ", .bool(true), "true", .null, "0x10", .number(16), "a", "a", .number(-0.0), .number(0),
        "007", .number(7), .bool(false), .array([.number(1)]), .array([.number(1)]), .object(["a": .number(1)]),
    ]

    @Test func everyValueFindsTheFirstEqualOneAsASearchWould() {
        var index = FirstEqualValue()
        for (position, value) in Self.values.enumerated() {
            let searched = Self.values[..<position].firstIndex { ExpressionNode.compare(.equal, $0, value) }
            #expect(index.index(ofFirstEqualTo: value) == searched, "\(value) at \(position)")
            index.append(value)
        }
        #expect(index.count == Self.values.count)
    }
}
