import Foundation
import Testing
import TestSupport

/// `--locale` reaches the string tables and the page: `<html lang>` and, for a language
/// written right to left, `dir="rtl"`.
@Suite(.serialized) struct LocalizedPageTests {
    func writeBundle(to scratch: TemporaryFolder) throws {
        try scratch.write("app.json", #"{"root": "home"}"#)
        try scratch.write("screens/home.json", #"{"type": "screen", "children": [{"type": "text", "content": "@episodes(count: 2)"}]}"#)
        try scratch.write("strings/en.json", #"{"episodes": {"one": "{count} episode", "other": "{count} episodes"}}"#)
        try scratch.write("strings/de.json", #"{"episodes": {"one": "{count} Folge", "other": "{count} Folgen"}}"#)
        try scratch.write("strings/ar.json", #"{"episodes": {"zero": "لا حلقات", "one": "حلقة", "two": "حلقتان", "few": "{count} حلقات", "many": "{count} حلقة", "other": "{count} حلقة"}}"#)
    }

    @Test func renderPutsTheLocaleIntoTextsAndTheHTMLElement() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try writeBundle(to: scratch)
        let arabic = try CommandRunner.run(["render", scratch.url.path, "--screen", "home", "--locale", "ar"])
        #expect(arabic.status == 0, "\(arabic.stderr)")
        #expect(arabic.stdout.contains(#"<html lang="ar" dir="rtl">"#))
        #expect(RenderedPage(arabic.stdout).texts.map(\.text).contains("حلقتان"))
        let austrian = try CommandRunner.run(["render", scratch.url.path, "--screen", "home", "--locale", "de_AT"])
        #expect(austrian.stdout.contains(#"<html lang="de-AT">"#))
        #expect(RenderedPage(austrian.stdout).texts.map(\.text).contains("2 Folgen"))
        // The default stays English, left to right.
        let english = try CommandRunner.run(["render", scratch.url.path, "--screen", "home"])
        #expect(english.stdout.contains(#"<html lang="en-US">"#))
        #expect(RenderedPage(english.stdout).texts.map(\.text).contains("2 episodes"))
    }

    @Test func serveShowsThePreviewInTheLocale() async throws {
        let serve = try ServeProcess.serving(bundle: writeBundle, ["--locale", "ar"])
        defer { serve.stop() }
        var client = serve.client()
        let page = try await client.open().body
        #expect(page.contains(#"<html lang="ar" dir="rtl">"#))
        #expect(page.contains("حلقتان"))
    }

    @Test func theSystemsOwnControlsSpeakThePagesLanguage() throws {
        // iOS draws its share sheet and list paging in the user's language, whatever the app ships.
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let rows = (1...101).map(String.init).joined(separator: ", ")
        try scratch.write("app.json", #"{"root": "home", "state": {"rows": [\#(rows)]}}"#)
        try scratch.write("screens/home.json", #"""
            {"type": "screen", "children": [{"type": "share_link", "props": {"text": "x"}},
              {"type": "stepper", "label": "Guests", "binding": "$.n"}, {"type": "progress"},
              {"type": "list", "props": {"items": "$.env.rows", "itemTemplate": {"type": "text", "content": "${$.item}"}}}]}
            """#)
        let german = try CommandRunner.run(["render", scratch.url.path, "--screen", "home", "--locale", "de_AT"])
        #expect(german.status == 0, "\(german.stderr)")
        for word in [
            ">Fertig</button>", "Kopieren", #"aria-label="Teilen""#, ">Mehr anzeigen (1)</button>", #"aria-label="Verringern""#,
            #"aria-label="Erhöhen""#, #"aria-label="Wird geladen""#,
        ] {
            #expect(german.stdout.contains(word), "\(word)")
        }
        let english = try CommandRunner.run(["render", scratch.url.path, "--screen", "home", "--locale", "ja"])
        for word in [">Done</button>", "Copy", #"aria-label="Share""#, ">Show more (1)</button>", #"aria-label="Increment""#, #"aria-label="Loading""#] {
            #expect(english.stdout.contains(word), "a language without words reads English: \(word)")
        }
    }
}
