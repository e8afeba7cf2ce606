import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import ViewEngine
@testable import WebRenderer

/// Share links as a button with a popover share sheet, and snapshots as SVG.
@Suite struct ShareLinkRenderTests {
    let screen = #"""
        {"type": "screen", "children": [
          {"type": "vstack", "id": "card", "inlineStyle": {"padding": 16, "backgroundColor": "systemBackground"}, "children": [
            {"type": "text", "props": {"content": "$.text"}}, {"type": "image", "props": {"source": "/art.png"}},
            {"type": "image", "props": {"systemName": "heart.fill"}}, {"type": "text_field", "props": {"binding": "$.q"}}]},
          {"type": "share_link", "props": {"text": "$.text", "title": "$.title", "snapshot": "card"}}
        ]}
        """#

    @Test func aShareLinkOpensASheetWithTheTextCopyAndDownload() throws {
        let html = try renderHTML(screen, data: ["text": "For God so loved <the world>", "title": "John \"3:16\""]).html
        #expect(html.contains(#"<button class="btn tint share-default" type="button" popovertarget="share-1-1" aria-haspopup="dialog"><span class="icon" aria-hidden="true"><svg"#))
        #expect(html.contains(#"<div popover="auto" id="share-1-1" class="share-sheet" role="dialog" aria-label="John &quot;3:16&quot;">"#))
        #expect(html.contains(#"<p class="share-text">For God so loved &lt;the world&gt;</p>"#))
        #expect(html.contains(#"data-copy="""#))
        #expect(html.contains(#"<a class="share-action" href="/_sdui/snapshot/1/card.svg" download="card.svg" data-snapshot="card">"#))
        #expect(html.contains(#"data-snapshot-node="card""#), "the target is marked, so the client can measure it")
    }

    @Test func withoutASnapshotOrAScreenThereIsNoDownload() throws {
        let plain = try renderHTML(#"{"type": "share_link", "props": {"text": "x", "label": "Send"}}"#).html
        #expect(plain.contains(#"<button class="btn tint" type="button" popovertarget="share-1-" aria-haspopup="dialog"><span class="t">Send</span></button>"#))
        #expect(!plain.contains("Download image"))
        let offline = try renderHTML(screen, data: ["text": "x"], screen: nil).html
        #expect(offline.contains("share-sheet"))
        #expect(!offline.contains("/_sdui/snapshot/"))
    }

    @Test func hostileIDsStayInsideTheirURLSegment() throws {
        let html = try renderHTML(#"{"type": "share_link", "props": {"text": "x", "snapshot": "../a b\"<c>"}}"#).html
        #expect(html.contains(#"href="/_sdui/snapshot/1/..%2Fa%20b%22%3Cc%3E.svg" download="---a-b--c-.svg" data-snapshot="../a b&quot;&lt;c&gt;""#))
    }

    @Test func aSnapshotIsWellFormedSVGSizedAsAsked() throws {
        let tree = try #require(try resolve(json: screen, data: ["text": "Love & <peace>\u{1}"]))
        let card = try #require(tree.firstNode(withID: "card"))
        let svg = SnapshotDocument.svg(of: card, width: 358.2, height: 120)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="359" height="120" viewBox="0 0 359 120">"#))
        #expect(svg.contains("Love &amp; &lt;peace&gt;\u{FFFD}"))
        #expect(svg.contains(#"<img class="img fit" src="/art.png" alt="" loading="lazy" decoding="async"/>"#))
        #expect(svg.contains(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16""#))
        #expect(svg.contains("--sdui-c0:#ffffff"), "adaptive colours come along")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { String(describing: $0) } ?? "")")
        #expect(SnapshotDocument.svg(of: card).contains(#"width="390" height="390""#))
        #expect(SnapshotDocument.svg(of: card, width: 1e9, height: -5).contains(#"width="4096" height="1""#))
        #expect(SnapshotDocument.svg(of: card, colorScheme: .dark).contains(#"<div xmlns="http://www.w3.org/1999/xhtml" class="snapshot scheme-dark">"#))
    }

    @Test func aSnapshotIsDrawnAtThePagesTextSize() throws {
        let tree = try #require(try resolve(json: screen, data: ["text": "x"]))
        let card = try #require(tree.firstNode(withID: "card"))
        let large = SnapshotDocument.svg(of: card, textSize: .accessibility5)
        #expect(large.contains(
            #"<div xmlns="http://www.w3.org/1999/xhtml" class="snapshot" data-text-size="accessibility5" style="\#(TypeScale.declarations(.accessibility5))">"#))
        #expect(TypeScale.declarations(.accessibility5).contains("--ts-body:3.118"))
        let parser = XMLParser(data: Data(large.utf8))
        #expect(parser.parse())
        #expect(SnapshotDocument.svg(of: card).contains(#"class="snapshot"><style>"#), "nothing at large")
    }

    @Test func aFixedPixelWidthScalesTheImageNotTheLayout() throws {
        let fixed = screen.replacingOccurrences(of: #""snapshot": "card"}"#, with: #""snapshot": "card", "snapshotWidth": 1080}"#)
        let html = try renderHTML(fixed, data: ["text": "x"]).html
        #expect(html.contains(#"href="/_sdui/snapshot/1/card.svg?px=1080" download="card.svg" data-snapshot="card" data-snapshot-width="1080">"#))
        let tree = try #require(try resolve(json: fixed, data: ["text": "x"]))
        let card = try #require(tree.firstNode(withID: "card"))
        // Laid out at 360 points, drawn 1080 pixels wide: three pixels a point, whatever the screen.
        #expect(SnapshotDocument.svg(of: card, width: 360, height: 360, pixelWidth: 1080)
            .hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 360 360"><foreignObject x="0" y="0" width="360" height="360">"#))
        #expect(SnapshotDocument.svg(of: card, width: 300, height: 200, pixelWidth: 1080).contains(#"width="1080" height="720" viewBox="0 0 300 200""#))
        #expect(SnapshotDocument.svg(of: card, width: 360, height: 360, pixelWidth: 1e9).contains(#"width="4096" height="4096""#))
        // A tall node asked at a large width: the height is held to the maximum too.
        #expect(SnapshotDocument.svg(of: card, width: 1, height: 4096, pixelWidth: 4096).contains(#"width="1" height="4096" viewBox="0 0 1 4096""#))
    }

    @Test func anAssetNameThatLeavesTheAssetsFolderIsNoImage() throws {
        let html = try renderHTML(#"{"type": "vstack", "children": [{"type": "image", "source": "asset:../../etc/passwd"}, {"type": "image", "source": "asset:icons/logo"}]}"#).html
        #expect(!html.contains("passwd"), "\(html)")
        #expect(html.contains(#"src="/assets/icons/logo""#))
        for name in ["..", "a/../b", "/etc/x", "a//b", "a\\b", "", "./a", ".git/config", "a\u{7}b"] { #expect(!WebAddress.isAssetName(name), "\(name)") }
        for name in ["logo", "icons/logo.png", "a..b"] { #expect(WebAddress.isAssetName(name), "\(name)") }
    }
}
