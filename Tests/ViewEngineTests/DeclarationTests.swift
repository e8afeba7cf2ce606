import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Declared state, screen params and component parameters, as `sdui validate` checks them:
/// each problem located at file:line:col with a "did you mean".
@Suite struct DeclarationTests {
    static let app = #"""
        {"name": "Recipes", "root": "home", "state": {"tag": "all", "shopping": [],
         "recipes": [{"id": "pho", "title": "Phở", "tags": ["soup"], "minutes": 180}], "settings": {"units": "metric"}}}
        """#

    static let detail = #"""
        {"type": "screen", "params": [{"name": "recipe", "type": "object", "required": true},
                                      {"name": "servings", "type": "number", "default": 2}],
         "title": "$.recipe.title", "children": [
          {"type": "text", "content": "${$.servings} servings"},
          {"type": "text_field", "binding": "$.note", "placeholder": "Note"},
          {"type": "text", "content": "$.note"}
        ]}
        """#

    func validate(home: String, components: String? = nil) throws -> Diagnostics {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/detail.json", Self.detail)
        try folder.write("screens/home.json", home)
        if let components { try folder.write("components.json", components) }
        return BundleValidator().validate(try BundleLoader().load(folder: folder.url))
    }

    func only(_ code: DiagnosticCode, in diagnostics: Diagnostics) throws -> Diagnostic {
        #expect(diagnostics.codes == [code], "\(diagnostics.all)")
        return try #require(diagnostics.all.first)
    }

    @Test func declaredThingsUsedRightAreClean() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.env.recipes | count} recipes in ${$.env.settings.units}"},
              {"type": "list", "items": "$.env.recipes | where:tags contains $.env.tag | sort:title", "itemTemplate":
                {"type": "button", "label": "$.item.title", "action": {"actionType": "navigate", "screen": "detail", "params": {"recipe": "$.item"}}}},
              {"type": "button", "label": "Add", "action": {"actionType": "append", "key": "env.shopping", "value": "$.env.recipes[0]"}},
              {"type": "text", "content": "$.env.recipes | map:title | join:, "}
            ]}
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
    }

    @Test func anUnknownEnvPathIsLocatedWithASuggestion() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.env.recipies | count} recipes"}
            ]}
            """#)
        let problem = try only(.unknownDataPath, in: diagnostics)
        #expect(problem.isError)
        #expect(problem.message.contains("did you mean 'recipes'"))
        #expect(problem.file == "screens/home.json")
        // `  {"type": "text", "content": "${$.env.recipies…`: the column of `.recipies`.
        #expect(problem.location == SourceLocation(line: 2, column: 39))
        #expect(problem.path?.description == "$.children[0].content")
    }

    @Test func aRowsItemHasTheShapeOfTheListsElements() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "list", "items": "$.env.recipes", "itemTemplate": {"type": "text", "content": "$.item.titel"}}
            ]}
            """#)
        let problem = try only(.unknownDataPath, in: diagnostics)
        #expect(problem.message.contains("$.item.titel"))
        #expect(problem.message.contains("did you mean 'title'"))
        #expect(problem.location.line == 2)
    }

    @Test func aWhereSelectorsItemIsAnElementOfTheWholeKey() throws {
        // `env.recipes[${$.index}].tags`: `$.item` in `where` is a tag, not a recipe.
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "list", "items": "$.env.recipes", "itemTemplate": {"type": "button", "label": "Untag",
                "action": {"actionType": "remove", "key": "env.recipes[${$.index}].tags", "where": "$.item == 'soup'"}}},
              {"type": "list", "items": "$.env.recipes", "itemTemplate": {"type": "button", "label": "Untag",
                "action": {"actionType": "remove", "key": "env.recipes[${$.index}].tags", "where": "$.item.title == 'soup'"}}}
            ]}
            """#)
        let problem = try only(.unknownDataPath, in: diagnostics)
        #expect(problem.message.hasPrefix("unknown path $.item.title"), "\(problem.message)")
        #expect(problem.location.line == 5)
    }

    @Test func aWhereSelectorIsLocatedAtItsOwnMemberNotInItsElse() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "button", "label": "Clear", "action": {"actionType": "remove", "key": "env.recipes", "condition": "$.env.tag == 'all'",
                "else": {"actionType": "remove", "key": "env.recipes", "where": "$.item.titel == 'b'"},
                "where": "$.item.titel == 'a'"}}
            ]}
            """#)
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.all.map(\.location.line).sorted() == [3, 4])
    }

    @Test func writesToUndeclaredAppStateAreReported() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "button", "label": "Add", "action": {"actionType": "append", "key": "env.shoping", "value": 1}},
              {"type": "button", "label": "Units", "action": {"actionType": "setState", "key": "env.settings.unit", "value": "si"}}
            ]}
            """#)
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath])
        #expect(diagnostics.messages.contains { $0.contains("did you mean 'shopping'") })
        #expect(diagnostics.messages.contains { $0.contains("did you mean 'units'") })
    }

    @Test func keysCollectionTransformsReadFromEachElementAreChecked() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "${$.env.recipes | where:titel == 'Phở' | count}"},
              {"type": "text", "content": "${$.env.recipes | search:$.env.tag in title,tgas | sort:minuts desc | count}"},
              {"type": "text", "content": "${$.env.recipes | sum:minutes} ${$.env.recipes | map:title | join} ${$.env.recipes | sort:desc | count}"},
              {"type": "text", "content": "${$.env.recipes | where:tags contains 'soup' | unique:id | count} ${$.env.recipes | max:minutes}"},
              {"type": "text", "content": "${$.env.shopping | where:anything | count} ${$.env.recipes | map:tags.x | count}"}
            ]}
            """#)
        #expect(diagnostics.codes == [.unknownDataPath, .unknownDataPath, .unknownDataPath, .unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.messages == [
            "'where' reads 'titel' of each element, but its elements have no member 'titel' (did you mean 'title'?)",
            "'search' reads 'tgas' of each element, but its elements have no member 'tgas' (did you mean 'tags'?)",
            "'sort' reads 'minuts' of each element, but its elements have no member 'minuts' (did you mean 'minutes'?)",
            "'map' reads 'tags.x' of each element, but the elements' 'tags' is an array, which has no members",
        ])
        // Located at the transform, with the JSON path of the string.
        #expect(diagnostics.all.map { $0.path?.description } == ["$.children[0].content", "$.children[1].content", "$.children[1].content", "$.children[4].content"])
    }

    @Test func aSecondUseOfATransformIsLocatedAtItsOwnKey() throws {
        let line = #"{"type": "screen", "children": [{"type": "text", "content": "${$.env.recipes | where:minutes > 1 | where:minuts > 1 | count}"}]}"#
        let diagnostics = try validate(home: line)
        #expect(diagnostics.codes == [.unknownDataPath], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.location.column == line.distance(from: line.startIndex, to: line.range(of: "where:minuts")!.lowerBound) + 1)
    }

    @Test func aScreenWithDeclaredParamsKnowsItsNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", Self.app)
        try folder.write("screens/home.json", #"{"type": "screen", "params": [], "children": [{"type": "text", "content": "$.recipee.title"}]}"#)
        try folder.write("screens/detail.json", Self.detail)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        let problem = try only(.unknownScreenValue, in: diagnostics)
        #expect(problem.message.contains("$.recipee"))
        // `note` is written by the detail screen's text field, so reading it is fine there.
        #expect(!problem.message.contains("note"))
        #expect(problem.location == SourceLocation(line: 1, column: 76))
    }

    @Test func navigateChecksUnknownMissingAndWronglyTypedParams() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "button", "label": "A", "action": {"actionType": "navigate", "screen": "detail", "params": {"recipee": "$.env.recipes[0]"}}},
              {"type": "button", "label": "B", "action": {"actionType": "present", "screen": "detail", "params": {"recipe": "$.env.tag", "servings": "four"}}}
            ]}
            """#)
        #expect(diagnostics.codes == [.unknownParameter, .missingRequiredParameter, .wrongParameterType, .wrongParameterType])
        let unknown = diagnostics.all[0]
        #expect(unknown.message.contains("did you mean 'recipe'"))
        #expect(unknown.location == SourceLocation(line: 2, column: 105))
        #expect(diagnostics.all[1].message.contains("requires the parameter 'recipe'"))
        #expect(diagnostics.all[2].message.contains("'recipe' as object, but it is passed text"))
        #expect(diagnostics.all[3].message.contains("'servings' as number, but it is passed text"))
    }

    @Test func aTransformOnTheWrongTypeIsAnError() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "text", "content": "$.env.tag | take:2"},
              {"type": "text", "content": "$.env.recipes | first | sort"},
              {"type": "text", "content": "$.env.recipes | take:2 | count"}
            ]}
            """#)
        #expect(diagnostics.codes == [.transformOnWrongType, .transformOnWrongType])
        #expect(diagnostics.all[0].message.contains("'take' takes an array, but its input is text"))
        #expect(diagnostics.all[0].location == SourceLocation(line: 2, column: 44))
        #expect(diagnostics.all[1].message.contains("'sort' takes an array, but its input is an object"))
    }

    @Test func componentParametersAreDeclaredAndMisspellingsAreErrors() throws {
        let components = #"""
            {"card": {"parameters": [{"name": "title", "type": "string", "required": true}, {"name": "count", "type": "number", "default": 0}],
                      "body": {"type": "text", "content": "${$.title} ${$.count}"}}}
            """#
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "component", "name": "card", "parameters": {"titel": "a"}},
              {"type": "component", "name": "card", "parameters": {"title": "a", "count": "$.env.tag"}},
              {"type": "component", "name": "card", "parameters": {"title": "$.env.recipes[0].title"}}
            ]}
            """#, components: components)
        #expect(diagnostics.codes == [.unknownComponentParameter, .missingRequiredParameter, .wrongParameterType])
        #expect(diagnostics.errors.count == 3)
        #expect(diagnostics.all[0].message.contains("did you mean 'title'"))
        #expect(diagnostics.all[0].location == SourceLocation(line: 2, column: 57))
    }

    @Test func aComponentReadingANameNothingProvidesIsAWarning() throws {
        let components = #"""
            {"money": {"parameters": ["amount", "suffix"],
                       "body": {"type": "text", "content": "${$.amount} ${$.sufix} ${$.note} ${$.recipe} ${$.item.x} ${$.today} ${$.passed}"}}}
            """#
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [
              {"type": "component", "name": "money", "parameters": {"amount": 1, "suffix": "kr"}},
              {"type": "button", "label": "Go", "action": {"actionType": "navigate", "screen": "home", "params": {"passed": 1}}}
            ]}
            """#, components: components)
        let warning = try only(.unknownComponentValue, in: diagnostics)
        #expect(warning.message == "$.sufix is not a parameter of this component, and no screen or component provides it (did you mean 'suffix'?)")
        #expect(!warning.isError)
        #expect(warning.path?.description == "$.money.body.content", "written state (note), screen params (recipe), a row's item, the clock and passed values are clean")
    }

    @Test func namesWrittenOrPassedAnywhereAreProvidedWhateverTheOrder() throws {
        let components = #"""
            {"a_results": {"parameters": [], "body": {"type": "text", "content": "${$.query} ${$.picked}"}},
             "b_search": {"parameters": [], "body": {"type": "vstack", "children": [
               {"type": "text_field", "binding": "$.query", "placeholder": "Search"},
               {"type": "button", "label": "Pick", "action": {"actionType": "setState", "key": "picked", "value": 1}}]}}}
            """#
        let diagnostics = try validate(home: #"{"type": "screen", "children": [{"type": "component", "name": "b_search"}, {"type": "component", "name": "a_results"}]}"#, components: components)
        #expect(!diagnostics.codes.contains(.unknownComponentValue), "\(diagnostics.all)")
    }

    @Test func aPipelineInAnArgumentIsCheckedWhole() throws {
        let diagnostics = try validate(home: #"""
            {"type": "screen", "children": [{"type": "text", "content": "${$.env.recipes | where:title = ($.env.tag | take:2) | count}"}]}
            """#)
        #expect(diagnostics.codes == [.transformOnWrongType], "\(diagnostics.all)")
    }

    @Test func declarationsThemselvesAreChecked() throws {
        var decoder = SchemaDecoder()
        let screen = decoder.screen(named: "s", try document(#"""
            {"type": "screen", "params": ["a", {"name": "a"}, {"type": "number"}, {"name": "b", "type": "numbr"}, {"name": "c", "type": "bool", "default": 3}]}
            """#).root)
        #expect(decoder.diagnostics.codes == [.duplicateParameter, .missingMember, .invalidChoice, .wrongParameterType])
        #expect(decoder.diagnostics.messages.contains { $0.contains("did you mean 'number'") })
        #expect(screen.params?.map(\.name) == ["a", "a", "b", "c"])
    }
}

/// Declared defaults reach the screen at run time.
@MainActor
@Suite struct ScreenParameterRuntimeTests {
    @Test func defaultsFillWhatACallLeavesOut() async throws {
        let runtime = try makeRuntime([
            "app.json": DeclarationTests.app,
            "screens/home.json": #"{"type": "screen", "children": [{"type": "text", "content": "home"}]}"#,
            "screens/detail.json": DeclarationTests.detail,
        ])
        await runtime.perform(bound(.navigate(screen: "detail", params: .constant(["recipe": ["title": "Phở"]]))), on: try #require(runtime.activeScreen))
        let shown = try #require(runtime.activeScreen.flatMap(runtime.screen))
        #expect(shown.name == "detail")
        #expect(shown.params["servings"] == 2)
        #expect(shown.params["recipe"]?["title"] == "Phở")
    }
}
