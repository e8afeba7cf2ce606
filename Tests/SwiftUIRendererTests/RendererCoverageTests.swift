import Foundation
import Testing
import ViewEngine

/// Every node type and style property of the render tree has its SwiftUI counterpart: one
/// view struct per ``RenderNode/Content`` case, one modifier per ``ResolvedStyle`` property.
struct RendererCoverageTests {
    let sources = RendererSources()

    /// ResolvedStyle's drawn properties, in declaration order (the order it documents): all
    /// stored ones but the preset modifiers (drawn with the node's) and the sheet.
    static let stylePropertyNames = Mirror(reflecting: ResolvedStyle.none).children.compactMap(\.label).filter { $0 != "modifiers" && $0 != "sheet" }

    @Test func everyNodeCaseIsDispatchedToItsOwnView() throws {
        let dispatched = try sources.dispatchedViews()
        let handled = dispatched.map(\.caseName)

        let missing = RenderNode.Content.caseNames.filter { !handled.contains($0) }
        #expect(missing.isEmpty, "no SwiftUI view for node cases \(missing)")
        let unknown = handled.filter { !RenderNode.Content.caseNames.contains($0) }
        #expect(unknown.isEmpty, "NodeView dispatches cases the render tree does not have: \(unknown)")
        #expect(Set(handled).count == handled.count, "a case is dispatched twice")
    }

    @Test func eachDispatchedViewIsAStructInAFileOfItsName() throws {
        let dispatched = try sources.dispatchedViews()
        for (caseName, view) in dispatched {
            #expect(sources.declares(view, conformingTo: "View", in: "Nodes"), "'\(caseName)' goes to \(view), which is not Nodes/\(view).swift")
        }
        #expect(Set(dispatched.map(\.view)).count == dispatched.count, "two cases share a view")
    }

    @Test func everyStylePropertyIsAppliedByAModifier() throws {
        let applied = try sources.styleModifiers().flatMap(\.properties)
        let missing = Self.stylePropertyNames.filter { !applied.contains($0) }
        #expect(missing.isEmpty, "no SwiftUI modifier applies style properties \(missing)")
        let unknown = Set(applied).subtracting(Self.stylePropertyNames + ["isEmpty"])
        #expect(unknown.isEmpty, "NodeStyleModifier reads properties ResolvedStyle does not list: \(unknown.sorted())")
    }

    @Test func eachStyleModifierIsAStructInAFileOfItsName() throws {
        for (modifier, properties) in try sources.styleModifiers() {
            #expect(sources.declares(modifier, conformingTo: "ViewModifier", in: "Style"), "\(properties) go to \(modifier), which is not Style/\(modifier).swift")
        }
    }

    /// ResolvedStyle documents the order (font and colour, padding, frame, background, border,
    /// clip, shadow, opacity); SwiftUI's result depends on it. `textAlignment` is a text
    /// attribute applied with the font, so it has no place in that order.
    @Test func propertiesAreAppliedInTheDocumentedOrder() throws {
        var firstUse: [String] = []
        for property in try sources.styleModifiers().flatMap(\.properties) where !firstUse.contains(property) {
            firstUse.append(property)
        }
        let ordered = { (names: [String]) in names.filter { $0 != "textAlignment" && $0 != "isEmpty" } }
        #expect(ordered(firstUse) == ordered(Self.stylePropertyNames))
    }

    @Test func everyRendererFileIsGuardedSoLinuxBuildsStillWork() throws {
        let files = FileManager.default.enumerator(at: sources.root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.hasPrefix("#if canImport(SwiftUI)\n") && text.hasSuffix("#endif\n"), "\(file.lastPathComponent) is not wrapped in #if canImport(SwiftUI)")
        }
    }
}
