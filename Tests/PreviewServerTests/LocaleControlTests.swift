import Foundation
import Testing
import TestSupport
import ViewEngine
import WebRenderer

@testable import PreviewServer

/// The preview chrome's locale control: the bundle's locales as a select in the page's one
/// controls form, `?locale=` choosing the session the page, its frames and snapshots come from,
/// and a 400 listing the locales for one the bundle does not have.
@Suite(.serialized) struct LocaleControlTests {
    let strings = BundleStrings(tables: [StringTable(locale: "de"), StringTable(locale: "en"), StringTable(locale: "ar")])

    @Test func theChoicesAreTheBundlesLocalesWithTheServersStandingForItsLanguage() throws {
        let control = LocaleControl(strings: strings, serverLocale: "en_US_POSIX")
        #expect(control.choices.map(\.value) == ["en", "ar", "de"])
        // No `?locale=` and `?locale=en` are the same page: the server's own locale.
        #expect(try control.choice(asked: [:]).get() == LocaleControl.Choice(value: "en", locale: "en_US_POSIX"))
        #expect(try control.choice(asked: ["locale": "en"]).get().locale == "en_US_POSIX")
        #expect(try control.choice(asked: ["locale": "DE"]).get() == LocaleControl.Choice(value: "de", locale: "de"))
        #expect(try control.choice(asked: ["locale": "ar"]).get().locale == "ar")
        // A server locale the bundle has no table for is a choice of its own, first.
        let french = LocaleControl(strings: strings, serverLocale: "fr_FR")
        #expect(french.choices.map(\.value) == ["fr_FR", "en", "ar", "de"])
        #expect(try french.choice(asked: ["locale": "fr-fr"]).get().locale == "fr_FR")
        #expect(try french.choice(asked: [:]).get().locale == "fr_FR")
    }

    @Test func anUnknownLocaleNamesTheKnownOnes() {
        let control = LocaleControl(strings: strings, serverLocale: "en_US_POSIX")
        guard case .failure(let unknown) = control.choice(asked: ["locale": "xx"]) else {
            Issue.record("?locale=xx was accepted")
            return
        }
        #expect(unknown.description == "unknown locale 'xx': use one of en, ar, de, any locale such as fr_FR")
    }

    @Test func aLocaleWithoutATableIsStillOneToPreviewIn() throws {
        let control = LocaleControl(strings: strings, serverLocale: "en_US_POSIX")
        let french = try control.choice(asked: ["locale": "fr-ca"]).get()
        #expect(french == LocaleControl.Choice(value: "fr_CA", locale: "fr_CA"))
        // The select offers it, chosen, after the bundle's own.
        let select = control.select(selected: french)
        #expect(select.options.map(\.value) == ["en", "ar", "de", "fr_CA"])
        #expect(select.selected == "fr_CA")
    }

    @Test func theControlsAreOneFormSoChoosingOneKeepsTheOther() {
        let control = LocaleControl(strings: strings, serverLocale: "en_US_POSIX")
        let html = ChromeSelect.html([
            control.select(selected: LocaleControl.Choice(value: "de", locale: "de")),
            TextSizeControl.select(selected: .xxxLarge, standard: .standard),
        ])
        #expect(html.hasPrefix(#"<form class="preview-controls" method="get" action="/">"#))
        #expect(html.hasSuffix(#"<button type="submit">Apply</button></form>"#))
        #expect(html.components(separatedBy: "<form").count == 2)
        #expect(html.contains(#"<label for="sdui-locale">Locale</label><select id="sdui-locale" name="locale" data-default="en">"#))
        #expect(html.contains(#"<option value="en">English (en, default)</option>"#))
        #expect(html.contains(#"<option value="de" selected>Deutsch (de)</option>"#))
        #expect(html.contains(#"<option value="ar">العربية (ar)</option>"#))
        #expect(html.contains(#"<select id="sdui-text-size" name="text-size" data-default="large">"#))
        #expect(html.contains(#"<option value="xxxLarge" selected>xxxLarge</option>"#))
    }

    @Test func aPageInALocaleAndItsFramesComeFromTheSessionInIt() async throws {
        let bundle = try TestBundle()
        defer { bundle.remove() }
        try bundle.write(
            "app.json",
            #"{"name": "Test", "modules": ["test"], "root": {"type": "tab_view", "props": {"tabs": [{"title": "@home", "icon": "house", "screen": "home"}, {"title": "@other", "icon": "star", "screen": "other"}]}}}"#)
        try FileManager.default.createDirectory(at: bundle.folder.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try bundle.write("strings/en.json", #"{"home": "Home", "other": "Other"}"#)
        try bundle.write("strings/de.json", #"{"home": "Start", "other": "Andere"}"#)
        try bundle.write("strings/ar.json", #"{"home": "الرئيسية", "other": "أخرى"}"#)
        let running = try await RunningServer.start(bundle)
        defer { Task { await running.stop() } }

        var english = PreviewClient(port: running.port)
        let englishPage = try await english.open()
        #expect(englishPage.body.contains(#"<html lang="en-US""#) && !englishPage.body.contains(#"dir="rtl""#))
        #expect(englishPage.body.contains(#"data-locale="en""#))

        // The same browser in German: German tabs, and a tap's frame (which names the locale,
        // as the client script's requests do) is German too.
        var german = PreviewClient(port: running.port, cookie: english.cookie, locale: "de")
        let germanPage = try await german.open()
        #expect(germanPage.status == 200)
        #expect(germanPage.headers["set-cookie"] == nil)
        #expect(germanPage.body.contains(#"<html lang="de""#) && germanPage.body.contains(#"data-locale="de""#))
        #expect(germanPage.body.contains(">Start<") && germanPage.body.contains(">Andere<"))
        #expect(germanPage.body.contains(#"<option value="de" selected>"#))
        let tab = try await german.tap("tab-1")
        #expect(tab.html?.contains("Other screen") == true)
        #expect(tab.html?.contains(">Andere<") == true && tab.html?.contains(">Start<") == true)
        #expect(try await german.settle().html?.contains("Other screen") == true)

        // The English page of the same browser is its own session: still on its first tab.
        let englishFrame = try await english.settle()
        #expect(englishFrame.html?.contains(">Home<") == true && englishFrame.html?.contains("Other screen") == false)

        var arabic = PreviewClient(port: running.port, cookie: english.cookie, locale: "ar")
        #expect(try await arabic.open().body.contains(#"<html lang="ar" dir="rtl""#))

        // A locale the bundle has no table for is shown with the nearest table's texts.
        var french = PreviewClient(port: running.port, cookie: english.cookie, locale: "fr")
        let frenchPage = try await french.open()
        #expect(frenchPage.status == 200)
        #expect(frenchPage.body.contains(#"data-locale="fr""#) && frenchPage.body.contains(">Home<"))
        // One Foundation does not know: 400, naming the ones the bundle has, for pages and frames.
        var unknownLocale = PreviewClient(port: running.port, cookie: english.cookie, locale: "xx")
        let unknown = try await unknownLocale.open()
        #expect(unknown.status == 400)
        #expect(unknown.body.contains("unknown locale 'xx': use one of en, ar, de, any locale such as fr_FR"))
        #expect(try await unknownLocale.get(WireProtocol.Route.settle).status == 400)

        // One that is not valid percent-encoding is named as it was written.
        var garbled = PreviewClient(port: running.port, cookie: english.cookie, locale: "%zz")
        let garbledReply = try await garbled.open()
        #expect(garbledReply.status == 400)
        #expect(garbledReply.body.contains("unknown locale '%zz': use one of en, ar, de"), "\(garbledReply.body)")
    }
}
