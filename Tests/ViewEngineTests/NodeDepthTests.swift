import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Nested view nodes are bounded so that decoding, validating and resolving a bundle never
/// exhausts a 512 KiB thread stack (a secondary thread's on Apple platforms), even in a debug
/// build: each test runs the whole path on such a thread, so raising a limit past what the
/// stack holds crashes this suite rather than an app.
@Suite struct NodeDepthTests {
    @Test func aScreenNestedToTheLimitDecodesValidatesAndResolves() throws {
        // 39 stacks around a text: 40 nodes.
        let files = bundle(screenDepth: NestingLimits.viewNodes - 1)
        let outcome = onSmallStack { Outcome(files) }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.stackDepth == NestingLimits.viewNodes - 1)
        #expect(outcome.issues.isEmpty)
    }

    @Test func theDeepestNodesLeaveTheirExpressionsFewParentheses() throws {
        // The innermost of 40 nodes may nest 2 choices in parentheses (32 less 30 for the nodes).
        let left = NestingLimits.expressionParentheses - NestingLimits.parenthesesUsed(byNodes: NestingLimits.viewNodes)
        #expect(left == 2)
        let fits = onSmallStack { Outcome(bundle(screenDepth: NestingLimits.viewNodes - 1, content: "${\(choices(left))}")) }
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics)")
        #expect(fits.stackDepth == NestingLimits.viewNodes - 1)
        #expect(fits.innermostText == "end")
        let refused = onSmallStack { Outcome(bundle(screenDepth: NestingLimits.viewNodes - 1, content: "${\(choices(left + 1))}")) }
        #expect(refused.diagnostics.count == 1)
        #expect(
            refused.diagnostics.first?.contains(
                "error: parentheses nest more than 2 levels deep here (at most 32, fewer inside deeply nested view nodes or a transform's argument)") == true,
            "\(refused.diagnostics)")
    }

    @Test func aFormulaNestedToItsLimitFitsAtTheDeepestNode() throws {
        let formula = String(repeating: "(", count: NestingLimits.formulaParentheses) + "n" + String(repeating: ")", count: NestingLimits.formulaParentheses)
        var files = bundle(screenDepth: NestingLimits.viewNodes - 1, content: "${$.env.items | sum:\(formula)}")
        files["app.json"] = #"{"name": "Deep", "root": "home", "state": {"items": [{"n": 1}, {"n": 2}]}}"#
        let outcome = onSmallStack { [files] in Outcome(files) }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.stackDepth == NestingLimits.viewNodes - 1)
        #expect(outcome.innermostText != nil)
    }

    @Test func theDeepestExpressionAtTheDeepestRenderedNodeResolves() throws {
        // A component's body is a text at the first level of its file, so its expression may
        // nest 31 choices; used at the end of a chain of components it is drawn 64 nodes deep.
        let parentheses = NestingLimits.expressionParentheses - NestingLimits.parenthesesUsed(byNodes: 1)
        let text = #"{"type": "text", "content": "${\#(choices(parentheses))}"}"#
        var files = bundle(screenDepth: 0)
        files["screens/home.json"] = #"{"type": "component", "name": "c0"}"#
        files["components.json"] = #"""
            {"c0": {"body": \#(stacks(30, around: #"{"type": "component", "name": "c1"}"#))},
             "c1": {"body": \#(stacks(30, around: #"{"type": "component", "name": "c2"}"#))},
             "c2": {"body": \#(text)}}
            """#
        let outcome = onSmallStack { [files] in Outcome(files) }
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.stackDepth == 60, "the 64th node is the text: 60 stacks and 3 uses around it")
        #expect(outcome.innermostText == "end")
        #expect(outcome.issues.isEmpty)
    }

    /// `depth` choices, each in parentheses in the first branch of the last, around `'end'`.
    private func choices(_ depth: Int) -> String {
        String(repeating: "1 < 2 ? (", count: depth) + "'end'" + String(repeating: ") : 'no'", count: depth)
    }

    @Test func oneLevelMoreIsALocatedError() throws {
        // The text inside 40 stacks is refused where it starts, after 40 openings of 36 characters.
        let outcome = onSmallStack { Outcome(bundle(screenDepth: NestingLimits.viewNodes)) }
        let path = "$" + String(repeating: ".children[0]", count: 40)
        #expect(outcome.diagnostics == ["screens/home.json:1:\(40 * 36 + 1): error: view nodes are nested deeper than 40 levels at \(path) [SDUI0207]"])
    }

    @Test func componentsThatNestPastTheRenderedLimitStopAtAPlaceholder() throws {
        // Each component is 30 stacks around the next one's use: every file is well within
        // the decoder's limit, but expanded they nest 90 deep.
        var components: [String] = []
        for index in 0..<3 {
            let inner = index == 2 ? #"{"type": "text", "content": "end"}"# : #"{"type": "component", "name": "c\#(index + 1)"}"#
            components.append(#""c\#(index)": {"body": \#(stacks(30, around: inner))}"#)
        }
        var files = bundle(screenDepth: 0)
        files["screens/home.json"] = #"{"type": "component", "name": "c0"}"#
        files["components.json"] = "{" + components.joined(separator: ", ") + "}"
        let outcome = onSmallStack { [files] in Outcome(files) }
        // Validation finds it where it first appears: c0's body is 30 stacks, a use, and c1's 62 levels.
        #expect(outcome.diagnostics == [
            "components.json:1:8: error: component 'c0' nests view nodes 93 levels deep once its components are expanded; the deepest component it uses is 'c1' (62 levels); "
                + "the resolver draws 64, and the nodes below are not drawn at $.c0 [SDUI0207]"
        ])
        // Each component use is a level too (the resolver calls itself once more for it), so
        // 61 stacks are drawn beside the three uses, and the 65th node is a placeholder.
        #expect(outcome.stackDepth == NestingLimits.renderedNodes - 3)
        guard case .placeholder(let placeholder)? = outcome.innermost else {
            Issue.record("expected a placeholder, got \(String(describing: outcome.innermost?.caseName))")
            return
        }
        #expect(placeholder.typeName == "vstack")
        #expect(placeholder.message == Self.refusal)
        // Reported once, though the placeholder is drawn on every render.
        #expect(outcome.issues.map(\.code) == [.nestingTooDeep])
        #expect(outcome.issues.first?.message == Self.refusal)
    }

    @Test func validationCountsTheLevelsTheResolverDraws() throws {
        // A screen of `outer` stacks around a use of a component that is 30 stacks around a
        // text: outer + 1 + 31 levels. At 64 nothing is reported by either; at 65 both report.
        func outcome(outer: Int) -> Outcome {
            var files = bundle(screenDepth: 0)
            files["screens/home.json"] = stacks(outer, around: #"{"type": "component", "name": "card"}"#)
            files["components.json"] = #"{"card": {"body": \#(stacks(30, around: #"{"type": "text", "content": "end"}"#))}}"#
            return onSmallStack { [files] in Outcome(files) }
        }
        let fits = outcome(outer: 32)
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics)")
        #expect(fits.issues.isEmpty, "\(fits.issues)")
        #expect(fits.stackDepth == 62, "the use draws as its body's stack")
        #expect(fits.innermostText == "end")
        let over = outcome(outer: 33)
        #expect(over.diagnostics.count == 1, "\(over.diagnostics)")
        #expect(over.diagnostics.first?.contains("error: screen 'home' nests view nodes 65 levels deep once its components are expanded; the deepest component it uses is 'card' (31 levels)") == true)
        #expect(over.issues.map(\.code) == [.nestingTooDeep])
        #expect(over.innermostText == nil, "the 65th level, the text, is a placeholder")
    }

    /// Each kind of expression level, nested as deep as the limit lets it, parses and evaluates
    /// on the small stack, to what it gives nested once (a key or a lookup's arguments count two
    /// levels, as they take about 1.35 times a parenthesis's stack; the innermost `[0]` is a
    /// literal step, not a key); one more is refused.
    @Test(arguments: [("(", "1", ")", 32), ("$.a[", "0", "]", 17), ("@k(n: ", "1", ")", 16), ("$.a[(", "0", ")]", 10)])
    func expressionsAtTheLimitFitTheStack(open: String, inner: String, close: String, deepest: Int) throws {
        let texts = [1, deepest, deepest + 1].map { String(repeating: open, count: $0) + inner + String(repeating: close, count: $0) }
        let (once, deep, refusal) = onSmallStack { () -> (JSONValue??, JSONValue??, DiagnosticCode?) in
            let refusal: DiagnosticCode?
            do throws(ExpressionError) {
                _ = try ExpressionParser().parse(texts[2])
                refusal = nil
            } catch {
                refusal = error.code
            }
            return (try? evaluate(texts[0], ["a": [0]]), try? evaluate(texts[1], ["a": [0]]), refusal)
        }
        #expect(try #require(deep) == once)
        #expect(refusal == .nestingTooDeep)
    }

    static let refusal = "view nodes nest more than 64 levels deep once components are expanded, so the inner ones are not drawn"

    /// A bundle whose home screen is `screenDepth` stacks, each inside the last, around a text.
    private func bundle(screenDepth: Int, content: String = "end") -> [String: String] {
        [
            "app.json": #"{"name": "Deep", "root": "home"}"#,
            "screens/home.json": stacks(screenDepth, around: #"{"type": "text", "content": "\#(content)"}"#),
        ]
    }

    /// `count` vstacks, each inside the last, around `inner`; each opening is 36 characters.
    private func stacks(_ count: Int, around inner: String) -> String {
        String(repeating: #"{"type": "vstack", "children":     ["#, count: count) + inner + String(repeating: "]}", count: count)
    }

    /// What loading, validating and resolving (twice) the home screen gave.
    private struct Outcome: Sendable {
        var diagnostics: [String]
        var stackDepth = 0
        var innermost: RenderNode.Content?
        var issues: [RuntimeIssue]

        init(_ files: [String: String]) {
            let bundle = loadFiles(files)
            diagnostics = BundleValidator().validate(bundle).all.map(\.description)
            let log = RuntimeIssueLog()
            let resolver = Resolver(bundle: bundle, environment: .fixed(), issues: log)
            var node = bundle.screens["home"].flatMap { resolver.resolve($0.node, in: DataContext()) }
            _ = bundle.screens["home"].flatMap { resolver.resolve($0.node, in: DataContext()) }
            while case .stack(let stack)? = node?.content {
                stackDepth += 1
                node = stack.children.first
            }
            innermost = node?.content
            issues = log.all
        }

        /// The innermost node's text, when it is a text.
        var innermostText: String? {
            guard case .text(let text)? = innermost else { return nil }
            return text.content
        }
    }
}
