import Testing
import TestSupport

@testable import ViewEngine

/// Data and state may nest as deep as a JSON file may (``NestingLimits/stateDepth``, the
/// parser's 512 levels): writing, comparing and hashing such values must fit a 512 KiB thread
/// in a debug build, where saved state is written and read back.
@Suite struct DeepDataTests {
    /// `levels` arrays and objects in turn, or of one kind, around the number 1.
    private static func nested(_ levels: Int, _ kind: Kind) -> String {
        switch kind {
        case .objects: String(repeating: #"{"a":"#, count: levels) + "1" + String(repeating: "}", count: levels)
        case .arrays: String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)
        case .mixed: String(repeating: #"[{"a":"#, count: levels / 2) + "1" + String(repeating: "}]", count: levels / 2)
        }
    }

    enum Kind: CaseIterable { case objects, arrays, mixed }

    @Test(arguments: Kind.allCases)
    func dataAtTheDepthLimitIsWrittenReadBackAndHashedOnASmallStack(kind: Kind) throws {
        let levels = NestingLimits.stateDepth
        #expect(levels == JSONParser.Limits().maxDepth, "state nests as deep as a file may")
        let text = Self.nested(levels, kind)
        let outcome = onSmallStack {
            let value = try! JSONDocument.parse(text).root.value
            let compact = JSONWriter.string(value)
            let pretty = JSONWriter.string(value, pretty: true)
            let back = try! JSONDocument.parse(pretty).root.value
            return Outcome(
                depth: value.depth(upTo: .max), compact: compact, prettyLines: pretty.split(separator: "\n").count,
                readBack: [back == value, back.hashValue == value.hashValue, Set([value, back]).count == 1])
        }
        #expect(outcome.depth == levels)
        #expect(outcome.compact == text)
        #expect(outcome.prettyLines == 2 * levels + 1, "a line per opening and closing, one for the 1")
        #expect(outcome.readBack == [true, true, true], "read back: equal, same hash, one member of a set")
    }

    struct Outcome: Sendable {
        var depth: Int?
        var compact: String
        var prettyLines: Int
        var readBack: [Bool]
    }

    @Test func valuesThatDifferOnlyBelowTheHashedLevelsHashAlikeButStayDistinct() throws {
        let deep = JSONValue.hashedLevels + 4
        let one = try JSONDocument.parse(Self.nested(deep, .arrays)).root.value
        let two = try JSONDocument.parse(Self.nested(deep, .arrays).replacingOccurrences(of: "1", with: "2")).root.value
        #expect(one.hashValue == two.hashValue)
        #expect(one != two)
        #expect(Set([one, two]).count == 2)
        // Within the hashed levels a difference changes the hash (as any hash may collide, three
        // differing values are compared, not one pair).
        let shallow = ["[[1]]", "[[2]]", "[[3]]"].map { try! JSONDocument.parse($0).root.value.hashValue }
        #expect(Set(shallow).count == 3)
    }

    @Test func prettyOutputIndentsEachLevelAndLeavesEmptyContainersOnOneLine() throws {
        let value = try JSONDocument.parse(#"{"a": [1, {"b": []}, {}], "c": "x"}"#).root.value
        #expect(JSONWriter.string(value, pretty: true) == """
            {
              "a": [
                1,
                {
                  "b": []
                },
                {}
              ],
              "c": "x"
            }
            """)
        #expect(JSONWriter.string(value) == #"{"a":[1,{"b":[]},{}],"c":"x"}"#)
        #expect(JSONWriter.string(.array([])) == "[]")
        #expect(JSONWriter.string(.number(.infinity)) == "null")
    }
}
