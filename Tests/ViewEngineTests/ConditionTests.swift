import Testing

@testable import ViewEngine

@Suite struct ConditionTests {
    let data: JSONValue = [
        "podcast": ["contentAdvisoryRating": "Explicit", "trackCount": 120, "feedUrl": "https://x", "genres": [], "nothing": nil],
        "count": "42", "flag": true, "name": "b", "blank": " \t ", "spaced": " a ",
    ]

    func check(_ condition: String) throws -> Bool {
        try ExpressionParser().parse(condition).isTrue(in: DataContext(root: data), environment: .fixed())
    }

    @Test(arguments: [
        ("$.podcast.contentAdvisoryRating == 'Explicit'", true), ("$.podcast.contentAdvisoryRating != 'Explicit'", false),
        ("$.podcast.trackCount > 100", true), ("$.podcast.trackCount < 100", false), ("$.podcast.trackCount >= 120", true),
        ("$.podcast.trackCount <= 119", false), ("$.count == 42", true), ("$.count > 41.5", true), ("$.name > 'a'", true),
        ("$.podcast.feedUrl | exists", true), ("$.podcast.missing | exists", false), ("$.podcast.nothing | exists", false),
        ("$.podcast.genres | empty", true), ("$.podcast.genres | !empty", false), ("$.podcast.missing | empty", true),
        ("$.flag", true), ("$.podcast.genres", false), ("!$.flag", false), ("!($.podcast.trackCount > 100)", false),
        ("$.flag && $.podcast.trackCount > 100", true), ("$.flag && $.missing", false), ("$.missing || $.flag", true),
        ("($.missing || $.flag) && !($.podcast.genres | !empty)", true), ("true", true), ("null", false),
        ("$.podcast.trackCount == \"120\"", true), ("$.flag == true", true), ("$.flag == 'true'", false),
        ("$.blank | empty", true), ("$.blank | !empty", false), ("$.spaced | empty", false), ("$.name | !empty", true),
    ])
    func operators(condition: String, expected: Bool) throws {
        #expect(try check(condition) == expected, "\(condition)")
    }

    @Test(arguments: ["$.missing > 5", "$.missing <= 5", "$.missing < 5", "$.missing >= 5", "$.missing == 5", "$.missing != 5", "$.missing != null"])
    func comparisonsWithMissingValuesAreFalse(condition: String) throws {
        #expect(try check(condition) == false)
    }

    @Test func missingAndNullEqualNull() throws {
        #expect(try check("$.missing == null"))
        #expect(try check("$.podcast.nothing == null"))
        #expect(try check("$.flag != null"))
    }

    @Test(arguments: ["$.a ==", "== 5", "$.a > > 5", "($.a", "$.a)", "$.a &&", "'unterminated", "$.", "$.a[x]", "5 6"])
    func malformedConditionsAreErrors(condition: String) {
        #expect(throws: ExpressionError.self) { try ExpressionParser().parse(condition) }
    }

    @Test func transformArgumentsStopAtOperators() throws {
        #expect(try check("$.podcast.missing | default:0 == 0"))
        #expect(try check("($.name | default:x) == 'b'"))
        #expect(try check("$.podcast.genres | join:' | ' == ''"))
    }
}
