import Foundation
import Testing
import TestSupport

/// `--text-size` on `sdui render` and `sdui serve`, and the preview's `?text-size=` (its
/// chrome control): the page's `<html>` carries the size; a wrong name lists the valid ones.
@Suite(.serialized) struct TextSizeCommandTests {
    func writeBundle(to scratch: TemporaryFolder) throws {
        try scratch.write("app.json", #"{"root": "home"}"#)
        try scratch.write("screens/home.json", #"{"type": "screen", "children": [{"type": "text", "content": "Hello", "inlineStyle": {"font": "title"}}]}"#)
    }

    @Test func renderDrawsThePageAtTheTextSize() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try writeBundle(to: scratch)
        let largest = try CommandRunner.run(["render", scratch.url.path, "--screen", "home", "--text-size", "Accessibility5"])
        #expect(largest.status == 0, "\(largest.stderr)")
        #expect(largest.stdout.contains(#"data-text-size="accessibility5" style="--ts-largeTitle:1.765;"#))
        #expect(largest.stdout.contains("font-size:calc(28px*var(--ts-title))"))
        let standard = try CommandRunner.run(["render", scratch.url.path, "--screen", "home"])
        #expect(!standard.stdout.contains(" data-text-size=\""))
    }

    @Test func aWrongNameFailsWithTheValidNames() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try writeBundle(to: scratch)
        for command in ["render", "serve"] {
            let extra = command == "render" ? ["--screen", "home"] : ["--port", "0"]
            let wrong = try CommandRunner.run([command, scratch.url.path] + extra + ["--text-size", "huge"])
            #expect(wrong.status != 0)
            #expect(wrong.stderr.contains("huge"), "\(wrong.stderr)")
            #expect(wrong.stderr.contains("xSmall") && wrong.stderr.contains("xxxLarge") && wrong.stderr.contains("accessibility5"), "\(wrong.stderr)")
        }
    }

    @Test func serveStartsAtTheTextSizeAndThePageQueryChangesIt() async throws {
        let serve = try ServeProcess.serving(bundle: writeBundle, ["--text-size", "xxxLarge"])
        defer { serve.stop() }
        var client = serve.client()
        let page = try await client.open().body
        #expect(page.contains(#"<html lang="en-US" data-text-size="xxxLarge" style="#))
        // The chrome's control offers every size, the page's own selected.
        #expect(page.contains(#"<form class="preview-controls" method="get" action="/">"#))
        #expect(page.contains(#"<label for="sdui-text-size">Text size</label><select id="sdui-text-size" name="text-size" data-default="xxxLarge">"#))
        #expect(page.contains(#"<option value="xxxLarge" selected>xxxLarge</option>"#))
        #expect(page.contains(#"<option value="xSmall">xSmall</option>"#) && page.contains(#"<option value="accessibility5">accessibility5</option>"#))
        let chosen = try await client.get("/?text-size=accessibility2")
        #expect(chosen.status == 200)
        #expect(chosen.body.contains(#"data-text-size="accessibility2""#))
        #expect(chosen.body.contains(#"<option value="accessibility2" selected>"#))
        let standard = try await client.get("/?text-size=large")
        #expect(!standard.body.contains(" data-text-size=\""))
        #expect(standard.body.contains(#"<option value="large" selected>large (default)</option>"#))
        let wrong = try await client.get("/?text-size=huge")
        #expect(wrong.status == 400)
        #expect(wrong.body.contains("unknown text size 'huge': use one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1"))
    }
}
