import Testing
import TestSupport

@testable import ViewEngine

/// `share_link`: resolution, finding its snapshot node in the tree, and validation of the id.
@Suite struct ShareLinkTests {
    @Test func resolvesTextTitleLabelAndSnapshot() throws {
        let node = try #require(try resolve(json: 
            #"{"type": "share_link", "props": {"text": "${$.v.text} (${$.v.ref})", "title": "$.v.ref", "label": {"type": "image", "props": {"systemName": "square.and.arrow.up"}}, "snapshot": "card"}}"#,
            data: ["v": ["text": "In the beginning", "ref": "Genesis 1:1"]]))
        guard case .shareLink(let share) = node.content else {
            Issue.record("not a share link")
            return
        }
        #expect(share.text == "In the beginning (Genesis 1:1)")
        #expect(share.title == "Genesis 1:1")
        #expect(share.label?.content.caseName == "image")
        #expect(share.snapshotID == "card")
        guard case .shareLink(let plain) = try #require(try resolve(json: #"{"type": "share", "props": {"text": "x", "snapshot": ""}}"#)).content else { return }
        #expect(plain.label == nil, "no label: the platform's share button")
        #expect(plain.snapshotID == nil)
    }

    @Test func aSnapshotWidthIsAPixelCountInItsRange() throws {
        guard case .shareLink(let share)? = try resolve(json: #"{"type": "share_link", "props": {"text": "x", "snapshot": "c", "snapshotWidth": "$.px"}}"#, data: ["px": 1080])?.content
        else { Issue.record("not a share link"); return }
        #expect(share.snapshotPixelWidth == 1080)
        guard case .shareLink(let unbound)? = try resolve(json: #"{"type": "share_link", "props": {"text": "x", "snapshot": "c", "snapshotWidth": "$.px"}}"#, data: ["px": 0])?.content
        else { Issue.record("not a share link"); return }
        #expect(unbound.snapshotPixelWidth == nil, "out of range when bound: the node's own width")
        #expect(try decodeNode(#"{"type": "share_link", "props": {"text": "x", "snapshot": "c", "snapshotWidth": 0}}"#).1.codes == [.valueOutOfRange])
        #expect(try decodeNode(#"{"type": "share_link", "props": {"text": "x", "snapshot": "c", "snapshotWidth": 5000}}"#).1.codes == [.valueOutOfRange])
        #expect(try decodeNode(#"{"type": "share_link", "props": {"text": "x", "snapshot": "c", "snapshotWidth": 1080}}"#).1.isEmpty)
    }

    @Test func findsNodesByIDAcrossContainersAndRows() throws {
        let tree = try #require(try resolve(json: #"""
            {"type": "screen", "children": [
              {"type": "scroll", "children": [{"type": "vstack", "id": "card", "children": [{"type": "text", "id": "quote", "props": {"content": "A"}}]}]},
              {"type": "list", "props": {"items": "$.rows", "itemTemplate": {"type": "hstack", "children": [{"type": "text", "id": "row-text", "props": {"content": "$.item"}}]}}}
            ]}
            """#, data: ["rows": ["first", "second"]]))
        #expect(tree.firstNode(withID: "card")?.content.caseName == "stack")
        #expect(tree.firstNode(withID: "quote")?.content.caseName == "text")
        guard case .text(let text)? = tree.firstNode(withID: "row-text")?.content else {
            Issue.record("no row text")
            return
        }
        #expect(text.content == "first")
        #expect(tree.firstNode(withID: "row-text", rowLimit: 0) == nil)
        // A negative limit reads as none, as in the JSON `sdui resolve` prints, not as a trap.
        #expect(tree.firstNode(withID: "row-text", rowLimit: -1) == nil)
        #expect(tree.jsonValue(rowLimit: -1) == tree.jsonValue(rowLimit: 0))
        #expect(tree.firstNode(withID: "nope") == nil)
    }

    @Test func theSnapshotMustNameANodeOfTheSameScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": {"type": "tab_view", "props": {"tabs": [{"title": "A", "screen": "daily"}, {"title": "B", "screen": "other"}]}}}"#)
        try folder.write("components.json", #"""
            {"verseCard": {"parameters": ["verse"], "body": {"type": "vstack", "id": "verse-card", "children": [{"type": "text", "props": {"content": "$.verse"}}]}},
             "shareButton": {"body": {"type": "share_link", "props": {"text": "x", "snapshot": "verse-crad"}}}}
            """#)
        try folder.write("screens/daily.json", #"""
            {"type": "screen", "children": [
              {"type": "component", "props": {"name": "verseCard", "parameters": {"verse": "v"}}},
              {"type": "share_link", "props": {"text": "v", "snapshot": "verse-card"}},
              {"type": "component", "props": {"name": "shareButton"}}
            ]}
            """#)
        try folder.write("screens/other.json", #"""
            {"type": "screen", "children": [
              {"type": "share_link", "props": {"text": "v", "snapshot": "verse-card"}},
              {"type": "component", "props": {"name": "shareButton"}}
            ]}
            """#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.codes == [.unknownSnapshotNode, .unknownSnapshotNode])
        #expect(diagnostics.messages.filter { $0.contains("(did you mean 'verse-card'?)") }.count == 1)
        #expect(diagnostics.all.map { $0.file ?? "" }.sorted() == ["components.json", "screens/other.json"])
    }
}
