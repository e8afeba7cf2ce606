import Testing

@testable import ViewEngine

/// Reads by a bound key, `$.items[$.i]`, and into a parenthesised value, `(…)[0]`: the key
/// picks a step as a state key's `[${…}]` does, and anything it cannot pick reads nothing.
@Suite struct BoundKeyTests {
    static let data: JSONValue = [
        "items": [["name": "a", "tags": ["x", "y"]], ["name": "b", "tags": ["z"]]],
        "i": 1, "last": -1, "code": "eur", "id": 42, "digit": "1", "half": 0.5, "on": true,
        "prices": ["eur": 3, "42": "by number"],
    ]

    @Test(arguments: [
        ("$.items[$.i].name", "b"),
        ("$.items[$.last].tags[0]", "z"),
        ("$.items[$.i - 1].tags[$.i]", "y"),
        ("$.items[ $.i ].name", "b"),
        ("$.prices[$.code]", 3),
        ("$.prices[$.id]", "by number"),
        ("$.items[$.items[0].tags | count - 1].name", "b"),
        ("$.items[$.i | default:0].name", "b"),
        ("${($.items | sort:name desc)[0].name}", "b"),
        ("${($.items | sort:name desc)[$.i].tags[-1]}", "y"),
        ("${$.items[$.i].name} is chosen", "b is chosen"),
        ("$.items | where:name == $.items[$.i].name | count", 1),
        ("$.items[$.i].name == 'b' ? 'yes' : 'no'", "yes"),
    ] as [(String, JSONValue)])
    func aBoundKeyPicksAnElementOrAMember(source: String, expected: JSONValue) throws {
        let value = try TextValue(parsing: source, parser: ExpressionParser()).evaluate(in: DataContext(root: Self.data), environment: .fixed())
        #expect(value == expected, "\(source)")
    }

    @Test(arguments: [
        "$.items[$.digit]",  // text names a member only, even "1"
        "$.items[$.half]",
        "$.items[$.on]",
        "$.items[$.missing]",
        "$.items[$.i + 5]",
        "$.items[$.i].missing",
        "$.prices[$.i]",
        "$.code[$.i]",
        "$[$.code]",
    ])
    func aKeyThatPicksNothingReadsNothing(source: String) throws {
        #expect(try evaluate(source, Self.data) == nil, "\(source)")
    }

    @Test func keysAreReadPathsForValidationAndTheStepsAfterThemAreNot() throws {
        let expression = try ExpressionParser().parse("$.items[$.env.i].name == $.fallback")
        #expect(expression.paths.map(\.description) == ["$.items", "$.env.i", "$.fallback"])
        #expect(expression.plainPath == nil, "a control cannot write through a bound key")
        #expect(try ExpressionParser().parse("$.items[0]['a b'].c").plainPath?.description == "$.items[0].a b.c")
    }

    @Test(arguments: [
        ("$.items[i]", "'i' is neither a number nor a binding: inside [ ] write an index (0, -1), a quoted name ('a b'), a value to look up by ($.i, $.item.id) or a member to match (id == $.id)", 8),
        ("$.items[]", "nothing inside [ ]", 8),
        ("$.items[$.i", "expected ']' to close the '[' of a bound key", 11),
        ("$.items[$.i)]", "expected ']' to close the '[' of a bound key", 11),
        ("$.items[99999999999999999999999]", "index 99999999999999999999999 is out of range", 8),
        ("$.items['a'", "expected ']' to close the '[' of a bound key", 11),
        ("$.items[1.5]", "[1.5] picks nothing: an index is a whole number and a member name is quoted text", 8),
        ("$.items[true]", "[true] picks nothing", 8),
        ("$.items[ null ]", "[null] picks nothing", 9),
    ])
    func malformedKeysAreLocated(source: String, message: String, column: Int) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(source)
            Issue.record("accepted \(source)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.offset == column, "\(source): \(error.message)")
        }
    }

    @Test func anUnquotedArgumentInsideAKeyEndsAtItsBracket() throws {
        #expect(try evaluate("$.items[$.nope | default:1].name", Self.data) == "b")
        #expect(try evaluate("$.prices[$.nope | default:eur]", Self.data) == 3)
        #expect(try evaluate("$.items[$.items | where:name == b | count].name", Self.data) == "b")
        // A `[` the argument opens keeps its `]`.
        #expect(try evaluate("$.items[$.items | where:tags[0] == x | count].name", Self.data) == "b")
        #expect(try evaluate("$.items[$.items | where:name == $.items[$.i].name | count].name", Self.data) == "b")
        #expect(try evaluate("$.prices[$.nope | default:a[0]]", Self.data) == nil, "the argument is a[0]")
    }

    @Test func aKeyThatStartsWithQuotedTextIsAnExpression() throws {
        let data: JSONValue = ["byName": ["item-42": "found", "a b": 1], "id": 42]
        #expect(try evaluate("$.byName['item-' + $.id]", data) == "found")
        #expect(try evaluate("$.byName['a b']", data) == 1)
        #expect(try evaluate("$.byName[ 'a b' ]", data) == 1)
    }

    @Test func aBoundKeyInATransformArgumentMayUseTransforms() throws {
        // A word in an argument ends at a space, so this key is written without one.
        #expect(try evaluate("$.items | where:name == $.items[($.items|count)-1].name | count", Self.data) == 1)
    }

    @Test func keysCountAsTwoParenthesesAgainstTheNestingLimit() {
        // 17 keys around a literal `[0]`, which is a step, not a key.
        let deep = String(repeating: "$.a[", count: 18) + "0" + String(repeating: "]", count: 18)
        expectParseError(deep, startingWith: "parentheses nest more than 32 levels deep; a [ ] key or a lookup's ( ) counts 2", code: .nestingTooDeep)
        let fine = String(repeating: "$.a[", count: 17) + "0" + String(repeating: "]", count: 17)
        #expect(throws: Never.self) { try ExpressionParser().parse(fine) }
    }

    @Test func takeAndDropTakeABoundCount() throws {
        let data: JSONValue = ["items": [1, 2, 3], "n": 2, "text": "1", "minus": -1, "half": 1.5, "huge": 1e300]
        #expect(try evaluate("$.items | take:$.n", data) == [1, 2])
        #expect(try evaluate("$.items | drop:$.n", data) == [3])
        #expect(try evaluate("$.items | take:$.text", data) == [1], "a text field's digits")
        #expect(try evaluate("$.items | drop:$.huge", data) == [])
        for unusable in ["$.missing", "$.minus", "$.half"] {
            #expect(try evaluate("$.items | take:\(unusable)", data) == [1, 2, 3], "\(unusable) leaves the array")
            #expect(try evaluate("$.items | drop:\(unusable)", data) == [1, 2, 3], "\(unusable) leaves the array")
        }
        expectParseError("$.items | take:-1", startingWith: "take needs a whole number, as in take:10; got '-1'", code: .transformArgument)
        expectParseError("$.items | drop:1.5", startingWith: "drop needs a whole number, as in drop:1; got '1.5'", code: .transformArgument)
        expectParseError("$.items | take:1 2", startingWith: "take takes one value or binding, as in take:10; got '1 2'", code: .transformArgument)
    }

    @Test func validationFollowsTheStepsAfterAKeyAndRefusesAKeyIntoText() {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "B", "root": "home", "state": {"i": 0, "code": "eur", "title": "T", "items": [{"title": "a", "done": false}], "prices": {"eur": 3, "usd": 4}}}"#,
            "screens/home.json": #"""
                {"type": "screen", "children": [
                  {"type": "text", "content": "$.env.items[$.env.i].title"},
                  {"type": "text", "content": "${$.env.prices[$.env.code] | number:2}"},
                  {"type": "text", "content": "$.env.items[$.env.i].titel"},
                  {"type": "text", "content": "$.env.title[$.env.i]"},
                  {"type": "text", "content": "$.env.items[$.env.nope].title"},
                  {"type": "text", "content": "$.env.prices[$.env.code] | take:1"}
                ]}
                """#,
        ])
        #expect(diagnostics.messages == [
            "unknown path $.env.items[$.env.i].titel: $.env.items[$.env.i] has no member 'titel' (did you mean 'title'?)",
            "unknown path $.env.title[$.env.i]: $.env.title is text, which has neither elements nor members to pick by [$.env.i]",
            "unknown path $.env.nope: app state (app.json's \"state\") has no member 'nope'",
            "'take' takes an array, but its input is a number here, so it would do nothing",
        ], "\(diagnostics.all)")
        #expect(diagnostics.all.map { $0.path?.description } == (2...5).map { "$.children[\($0)].content" })
    }
}
