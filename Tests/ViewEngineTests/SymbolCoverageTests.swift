import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// `BundleValidator(symbols:)`: literal SF Symbols a renderer cannot draw are warned about
/// where they are written, with their JSON path and SDUI0750.
@Suite struct SymbolCoverageTests {
    /// A renderer that draws only these.
    static let coverage = SymbolCoverage(renderer: "the test renderer") { ["star", "house"].contains($0) }

    func validate(_ files: [String: String], symbols: SymbolCoverage? = coverage) throws -> Diagnostics {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (name, text) in files { try folder.write(name, text) }
        return BundleValidator(symbols: symbols).validate(try BundleLoader().load(folder: folder.url))
    }

    static let files = [
        "app.json": #"{"type": "tab_view", "props": {"tabs": [{"title": "Home", "icon": "house", "screen": "home"}, {"title": "More", "icon": "carrot", "screen": "home"}]}}"#,
        "screens/home.json": #"""
            {"type": "screen", "children": [
              {"type": "image", "props": {"systemName": "cart"}},
              {"type": "image", "props": {"source": "system:flame"}},
              {"type": "image", "props": {"source": "star"}},
              {"type": "image", "props": {"source": "https://example.com/a.png"}},
              {"type": "image", "props": {"source": "$.icon"}},
              {"type": "label", "props": {"title": "Go", "systemImage": "leaf"}},
              {"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "text", "content": "$.item"},
                "swipeActions": [{"title": "Pin", "icon": "pin", "action": {"actionType": "dismiss"}}]}}
            ]}
            """#,
    ]

    @Test func warnsAboutEachLiteralSymbolTheRendererLacksWhereItIsWritten() throws {
        let warnings = try validate(Self.files).all.filter { $0.code == .symbolWithoutWebIcon }
        let found = warnings.map { "\($0.file ?? ""):\($0.location.line):\($0.location.column) \($0.path?.description ?? "-")" }
        #expect(found.sorted() == [
            "app.json:1:121 $.props.tabs[1].icon",
            "screens/home.json:2:45 $.children[0].props.systemName",
            "screens/home.json:3:41 $.children[1].props.source",
            "screens/home.json:7:61 $.children[5].props.systemImage",
            "screens/home.json:9:47 $.children[6].props.swipeActions[0].icon",
        ])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let cart = try #require(warnings.first { $0.message.contains("'cart'") })
        #expect(cart.message.contains("the test renderer"))
        #expect(cart.description.hasSuffix("[SDUI0750]"))
    }

    @Test func symbolsAreNotCheckedWithoutACoverage() throws {
        #expect(try validate(Self.files, symbols: nil).all.allSatisfy { $0.code != .symbolWithoutWebIcon })
    }
}
