import Testing

@testable import ViewEngine

@Suite struct BindingTests {
    let data: JSONValue = [
        "podcast": ["trackName": "Hardcore History", "genres": ["History", "Podcasts"], "price": 0],
        "results": [["trackId": 1], ["trackId": 2], ["trackId": 3]],
        "weird key": "spaced",
        "0": "zero",
    ]

    @Test func dottedPaths() throws {
        #expect(try evaluate("$.podcast.trackName", data) == "Hardcore History")
        #expect(try evaluate("$.podcast.price", data) == 0)
    }

    @Test func bracketAndNumericComponentsIndexArrays() throws {
        #expect(try evaluate("$.results[1].trackId", data) == 2)
        #expect(try evaluate("$.results.1.trackId", data) == 2)
        #expect(try evaluate("$.results[-1].trackId", data) == 3)
        #expect(try evaluate("$.podcast.genres[0]", data) == "History")
        #expect(try evaluate("$['weird key']", data) == "spaced")
        #expect(try evaluate("$.0", data) == "zero")
    }

    @Test func missingStepsAreNil() throws {
        #expect(try evaluate("$.nothing", data) == nil)
        #expect(try evaluate("$.podcast.trackName.deeper", data) == nil)
        #expect(try evaluate("$.results[9].trackId", data) == nil)
        #expect(try evaluate("$.results.x", data) == nil)
    }

    @Test func listItemsSeeItemAndIndexOverOuterData() {
        let outer = DataContext(["title": "Outer", "item": "shadowed"])
        let row = outer.pushingItem(["name": "Row"], index: 4)
        #expect(row.value(at: BindingPath(dotted: "item.name")!) == "Row")
        #expect(row.value(at: BindingPath(dotted: "index")!) == 4)
        #expect(row.value(at: BindingPath(dotted: "title")!) == "Outer")
    }

    @Test func rebasingKeepsLocalScopesOverNewState() {
        let old = DataContext(["query": "old"]).pushingItem("row", index: 0)
        let rebased = old.rebased(onto: DataContext(["query": "new"]))
        #expect(rebased.value(at: BindingPath(dotted: "query")!) == "new")
        #expect(rebased.value(at: BindingPath(dotted: "item")!) == "row")
    }

    @Test func textValuesDistinguishBindingsLiteralsAndEscapes() throws {
        let parser = ExpressionParser()
        let context = DataContext(root: data)
        let environment = EvaluationEnvironment.fixed()
        func text(_ raw: String) throws -> JSONValue? {
            try TextValue(parsing: raw, parser: parser).evaluate(in: context, environment: environment)
        }
        #expect(try text("$.podcast.trackName") == "Hardcore History")
        #expect(try text("$.podcast.price") == 0)  // a binding keeps its JSON type
        #expect(try text("\\$4.99") == "$4.99")
        #expect(try text("Price: $4") == "Price: $4")
        #expect(try text("${$.podcast.genres | count} genres") == "2 genres")
        #expect(try text("A ${$.podcast.trackName | uppercase}!") == "A HARDCORE HISTORY!")
        #expect(try text("literal \\${not} here") == "literal ${not} here")
        #expect(try text("${$.missing} end") == " end")
        #expect(throws: ExpressionError.self) { try TextValue(parsing: "${$.a", parser: parser) }
        #expect(throws: ExpressionError.self) { try TextValue(parsing: "${ }", parser: parser) }
        // A price written without its escape: the error says how to write the dollar.
        do {
            _ = try TextValue(parsing: "$5 off", parser: parser)
            Issue.record("'$5 off' parsed as a binding")
        } catch {
            #expect(error.message.hasSuffix(#"(a text that starts with a dollar sign is written \$, as in "\\$5 off" in JSON)"#), "\(error.message)")
        }
        #expect(try text("\\$5 off") == "$5 off")
    }

    @Test func bindingsInsideArraysOfValuesAreEvaluated() throws {
        var decoder = SchemaDecoder()
        let template = decoder.valueTemplate(try document(#"{"ids": ["$.a", 2, {"b": "$.b"}], "fixed": [1, "x"]}"#).root)
        let value = template.evaluate(in: DataContext(["a": 1, "b": "two"]), environment: .fixed())
        #expect(value == ["ids": [1, 2, ["b": "two"]], "fixed": [1, "x"]])
    }
}
