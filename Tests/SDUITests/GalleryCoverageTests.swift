import Foundation
import Testing
import TestSupport
import ViewEngine

/// Issue 11 asks for every node type "used on a screen of Apps/Gallery with a screenshot
/// baseline". The browser test shoots screen `S` into `Tests/Browser/baselines/gallery-S.png`
/// (page by page, `gallery-S-2.png`, … for long screens), so a type counts when a node of it is
/// on a committed Gallery screen that has that baseline.
@Suite struct GalleryCoverageTests {
    let baselines = packageRoot.appendingPathComponent("Tests/Browser/baselines")

    @Test func everyNodeTypeIsUsedOnAGalleryScreenWithABaseline() throws {
        let bundle = try BundleLoader().load(folder: packageRoot.appendingPathComponent("Apps/Gallery"))
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        var shot = Set<NodeKind>()
        for (name, screen) in bundle.screens where FileManager.default.fileExists(atPath: baselines.appendingPathComponent("gallery-\(name).png").path) {
            Self.collectKinds(screen.node, into: &shot)
        }
        let missing = NodeKind.allCases.filter { !shot.contains($0) }.map(\.name)
        #expect(missing.isEmpty, "node types on no Gallery screen with a baseline: \(missing) (run `swift run sdui gallery Apps/Gallery`, then the browser tests with --update-baselines)")
    }

    /// The Gallery is generated from the catalogue's examples, so an example the validator
    /// refuses (a state path the Gallery does not have) would break the generated screens.
    @Test func theGeneratedGalleryValidatesWithoutErrors() throws {
        let bundle = try BundleLoader().load(folder: packageRoot.appendingPathComponent("Apps/Gallery"))
        let errors = BundleValidator().validate(bundle).errors
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    }

    /// The walk itself must find nodes wherever a screen holds them (children, node props
    /// such as a label, node lists such as a menu's items), or the check above proves little.
    @Test func theWalkFindsNodesInChildrenAndNodeProps() throws {
        let screen = #"{"type": "vstack", "children": [{"type": "menu", "label": {"type": "label", "title": "More", "systemImage": "ellipsis"}, "children": [{"type": "button", "label": "Go", "action": {"actionType": "dismiss"}}]}]}"#
        let bundle = BundleLoader().load(files: [("app.json", Array(#"{"root": "home"}"#.utf8)), ("screens/home.json", Array(screen.utf8))], bundleName: "walk")
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        var kinds = Set<NodeKind>()
        Self.collectKinds(try #require(bundle.screens["home"]).node, into: &kinds)
        // The button's text label is decoded as a text node.
        #expect(kinds == [.vstack, .menu, .label, .button, .text])
    }

    /// The kinds of `node` and of every node it holds.
    static func collectKinds(_ node: ViewNode, into kinds: inout Set<NodeKind>) {
        if let kind = node.kind { kinds.insert(kind) }
        for entry in node.props.entries {
            switch entry.value {
            case .node(let child): collectKinds(child, into: &kinds)
            case .nodes(let children): children.forEach { collectKinds($0, into: &kinds) }
            case .value, .action, .expression, .rowActions, .paint, .colors: break
            }
        }
        node.children.forEach { collectKinds($0, into: &kinds) }
    }
}
