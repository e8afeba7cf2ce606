import Testing

@testable import ViewEngine

@Suite struct CollectionTransformTests {
    private let data: JSONValue = [
        "tag": "vegan", "query": "CREME", "max": 20, "key": "minutes", "direction": "desc",
        "recipes": [
            ["id": "r1", "title": "Crème brûlée", "tags": ["dessert"], "minutes": 45, "author": ["name": "Ana"]],
            ["id": "r2", "title": "Lentil soup", "tags": ["vegan", "soup"], "minutes": 30, "author": ["name": "Bo"]],
            ["id": "r3", "title": "apple pie", "tags": ["dessert", "vegan"], "minutes": 60],
            ["id": "r4", "title": "Zucchini fritters", "tags": ["vegan"], "minutes": 15, "author": ["name": "Ana"]],
        ],
        "numbers": [3, "10", 2, 2, -1.5],
    ]

    private func ids(_ expression: String, _ more: JSONObject = [:]) throws -> [String] {
        var all = data.objectValue ?? [:]
        for (key, value) in more { all[key] = value }
        let value = try evaluate(expression, .object(all))
        return value?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    }

    @Test func whereComparesAgainstBoundValues() throws {
        #expect(try ids("$.recipes | where:tags contains $.tag") == ["r2", "r3", "r4"])
        #expect(try ids("$.recipes | where:minutes < $.max") == ["r4"])
        #expect(try ids("$.recipes | where:minutes >= 45") == ["r1", "r3"])
        #expect(try ids("$.recipes | where:author.name = Ana") == ["r1", "r4"])
        #expect(try ids("$.recipes | where:author.name != 'Ana'") == ["r2"], "a missing member compares false, as in conditions")
        #expect(try ids("$.recipes | where:id in $.picked") == [], "a missing container holds nothing")
        #expect(try ids("$.recipes | where:author") == ["r1", "r2", "r4"])
    }

    /// A value in parentheses that is not a pipeline, or in brackets, would be compared as
    /// text and match nothing: it is refused with the way to write it.
    @Test(arguments: [("where:x == (0)", "'(0)' would be compared as text"), ("where:x >= ($.z + 1)", "'($.z' would be compared as text"),
                      ("where:x in [0,1]", "'[0,1]' would be compared as text: an argument has no list literals")])
    func whereRefusesValuesThatWouldBeText(argument: String, message: String) throws {
        expectParseError("$.a | " + argument, startingWith: message, code: .transformArgument)
        #expect(try evaluate("$.a | where:x == ($.z | default:1) | count", ["a": [["x": 1], ["x": 2]]]) == 1, "a pipeline in parentheses is a value")
    }

    @Test func whereNegatesMembership() throws {
        #expect(try ids("$.recipes | where:tags !contains $.tag") == ["r1"])
        #expect(try ids("$.recipes | where:id !in $.done", ["done": ["r1", "r3"]]) == ["r2", "r4"])
        #expect(try ids("$.recipes | where:id !in $.picked") == ["r1", "r2", "r3", "r4"], "a missing container holds nothing, so nothing is in it")
        // A key that merely starts with the keyword is a word, not the operator.
        #expect(try ids("$.recipes | where:id != 'r1'") == ["r2", "r3", "r4"])
        do {
            _ = try ExpressionParser().parse("$.recipes | where:id !! $.done")
            Issue.record("accepted !!")
        } catch {
            #expect(error.message.hasPrefix("'!!' is not an operator (use =, !=, <, >, <=, >=, contains, !contains, in, !in or startsWith)"), "\(error.message)")
        }
    }

    @Test func whereStartsWithIgnoresCaseAndAccents() throws {
        #expect(try ids("$.recipes | where:title startsWith 'cre'") == ["r1"], "Crème: case and accents ignored")
        #expect(try ids("$.recipes | where:title startsWith $.prefix") == [], "a missing value matches nothing")
        let books: JSONValue = ["q": "Jo", "books": [["name": "Joshua"], ["name": "Job"], ["name": "John"], ["name": "1 John"], ["name": "Judges"]]]
        let names = try evaluate("$.books | where:name startsWith $.q", books)?.arrayValue?.compactMap { $0["name"]?.stringValue }
        #expect(names == ["Joshua", "Job", "John"], "a prefix, not anywhere in the name")
    }

    @Test func whereKeepsItsOldSpellings() throws {
        let rows: JSONValue = ["r": [["w": "track"], ["w": "ep"], ["w": "ep"]]]
        #expect(try evaluate("$.r | where:w=ep | count", rows) == 2)
        #expect(try evaluate("$.r | where:'w!=ep' | count", rows) == 1)
    }

    @Test func whereWithMembershipOfABoundList() throws {
        let picked: JSONValue = ["ids": ["r4", "r1"], "recipes": data["recipes"]!]
        let value = try evaluate("$.recipes | where:id in $.ids | map:id", picked)
        #expect(value == ["r1", "r4"])
    }

    @Test func searchIgnoresCaseAndAccentsOverFields() throws {
        #expect(try ids("$.recipes | search:$.query in title") == ["r1"])
        #expect(try ids("$.recipes | search:'SOUP' in title,tags") == ["r2"])
        #expect(try ids("$.recipes | search:ana in author.name") == ["r1", "r4"])
        #expect(try ids("$.recipes | search:'brulee'") == ["r1"], "without fields every text member is searched")
        #expect(try ids("$.recipes | search:$.none in title").count == 4, "an empty query keeps everything")
        #expect(try evaluate("$.recipes | search:'nothing like it' | count == 0", data) == true)
    }

    @Test func sortByKeyAndDirectionMissingLast() throws {
        #expect(try ids("$.recipes | sort:title") == ["r3", "r1", "r2", "r4"], "case and accents do not decide the order")
        #expect(try ids("$.recipes | sort:minutes desc") == ["r3", "r1", "r2", "r4"])
        #expect(try ids("$.recipes | sort:$.key $.direction") == ["r3", "r1", "r2", "r4"])
        #expect(try ids("$.recipes | sort:author.name") == ["r1", "r4", "r2", "r3"], "stable, missing last")
        #expect(try ids("$.recipes | sort:author.name descending") == ["r2", "r1", "r4", "r3"])
        #expect(try evaluate("$.numbers | sort", data) == [-1.5, 2, 2, 3, "10"])
        #expect(try evaluate("$.numbers | sort:desc | first", data) == "10")
    }

    @Test func keysIndexWithBracketsAsBindingsDo() throws {
        let logs: JSONObject = ["logs": [
            ["id": "a", "runs": [["km": 3], ["km": 1]]], ["id": "b", "runs": [["km": 2]]], ["id": "c", "runs": []],
        ]]
        #expect(try ids("$.logs | sort:runs[-1].km", logs) == ["a", "b", "c"], "the last run's distance; none last")
        #expect(try ids("$.logs | sort:runs[0].km desc", logs) == ["a", "b", "c"])
        #expect(try ids("$.logs | sort:runs.0.km", logs) == ["b", "a", "c"])
        #expect(try ids("$.logs | where:runs[0].km > 2", logs) == ["a"])
        #expect(try evaluate("$.logs | map:runs[-1].km", .object(logs)) == [1, 2, .null])
        #expect(BindingPath(dotted: "runs[0][-1].km")?.description == "$.runs[0][-1].km")
        for bad in ["runs[x]", "runs[", "runs[0", "runs[0]x", "runs..km", "[]"] {
            #expect(BindingPath(dotted: bad) == nil, "\(bad)")
        }
    }

    @Test func uniqueMapPluck() throws {
        #expect(try evaluate("$.numbers | unique", data) == [3, "10", 2, -1.5])
        #expect(try ids("$.recipes | unique:author.name") == ["r1", "r2", "r3"])
        #expect(try evaluate("$.recipes | map:author.name", data) == ["Ana", "Bo", .null, "Ana"])
        #expect(try evaluate("$.recipes | pluck:tags | first", data) == ["dessert"])
    }

    @Test func aggregates() throws {
        #expect(try evaluate("$.numbers | sum", data) == 15.5)
        #expect(try evaluate("$.recipes | sum:minutes", data) == 150)
        #expect(try evaluate("$.recipes | min:minutes", data) == 15)
        #expect(try evaluate("$.recipes | max:minutes", data) == 60)
        #expect(try evaluate("$.numbers | max", data) == "10")
        #expect(try evaluate("$.empty | sum", ["empty": []]) == 0)
        #expect(try evaluate("$.empty | min", ["empty": []]) == nil)
        #expect(try evaluate("2.5 | round", data) == 3)
        #expect(try evaluate("-2.5 | round", data) == -3)
        #expect(try evaluate("3.14159 | round:2", data) == 3.14)
        #expect(try evaluate("'7.25' | round:1", data) == 7.3)
    }

    @Test func roundAndNumberRoundTheWrittenNumberAlike() throws {
        // Each of these is stored a hair below or above what is written; both transforms
        // round what is written, half away from zero, so a row and a total never differ by a cent.
        for (written, cents) in [("1.005", "1.01"), ("0.285", "0.29"), ("1.255", "1.26"), ("2.675", "2.68"), ("0.125", "0.13"), ("-0.125", "-0.13"), ("1.0049", "1.00")] {
            #expect(try evaluate("\(written) | round:2", data) == .number(Double(cents)!), "\(written)")
            #expect(try evaluate("\(written) | number:2", data) == .string(cents), "\(written)")
        }
        #expect(try evaluate("1e300 | round:2", data) == 1e300)
        #expect(try evaluate("(3 * 0.99) | round:2", data) == 2.97)
    }

    @Test func nonArraysPassThrough() throws {
        #expect(try evaluate("$.tag | sort", data) == "vegan")
        #expect(try evaluate("$.tag | where:a=b", data) == "vegan")
        #expect(try evaluate("$.missing | search:x", data) == nil)
    }

    @Test func argumentBindingsAreCollectedAsPaths() throws {
        let expression = try ExpressionParser().parse("$.recipes | where:tags contains $.env.tag | search:$.query in title")
        #expect(expression.paths.map(\.description) == ["$.recipes", "$.env.tag", "$.query"])
    }

    @Test(arguments: [
        ("$.r | where:", 6), ("$.r | where:a <> b", 14), ("$.r | where:a = $.", 18), ("$.r | sort:a b", 6),
        ("$.r | sort:a sideways", 6), ("$.r | search:$.q in", 6), ("$.r | round:x", 6), ("$.r | map", 9),
        ("$.r | where:a = 'open", 12), ("$.r | sort:a[x]", 6), ("$.r | sort:a[0 desc", 6),
    ])
    func badArgumentsAreLocatedErrors(expression: String, column: Int) {
        do throws(ExpressionError) {
            _ = try ExpressionParser().parse(expression)
            Issue.record("accepted \(expression)")
        } catch {
            #expect(error.code == .transformArgument || error.code == .invalidExpression, "\(error.message)")
            #expect(error.offset == column, "\(expression): \(error.message)")
            #expect(error.message.hasSuffix("in expression '\(expression)'"), "\(error.message)")
        }
    }
}
