import Crypto
import Foundation
import RemoteBundle
import TestSupport
import Testing
import ViewEngine

/// The loader's normal path: download, verify, apply at navigation, 304, reuse, restart.
@Suite struct RemoteBundleLoaderTests {
    @Test func firstRefreshDownloadsAndAppliesOnlyWhenTheHostSays() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        try fixture.publish(RemoteFixture.files(title: "one"), version: "1")
        let loader = fixture.loader()
        #expect(await loader.current.version == nil)
        #expect(RemoteFixture.title(await loader.current) == "shipped")

        let event = await loader.refresh()
        #expect(event == .downloaded(version: "1", filesFetched: 3, filesReused: 0))
        // Not under the user's finger: still the shipped bundle until the host applies it.
        #expect(RemoteFixture.title(await loader.current) == "shipped")
        #expect(await loader.applyPending())
        #expect(await loader.current.version == "1")
        #expect(RemoteFixture.title(await loader.current) == "one")
        #expect(await loader.current.manifest?.capabilities.transforms == ["uppercase"])
        #expect(await loader.current.manifest?.capabilities.nodeTypes == ["screen", "text"])
        #expect(await loader.current.manifest?.capabilities.modifiers == [])
    }

    @Test func modifiersUsedAreCapabilities() throws {
        let files = [
            "app.json": Data(#"{"name": "Demo", "root": "home"}"#.utf8),
            "screens/home.json": Data(#"{"type": "screen", "children": [{"type": "text", "content": "x", "modifiers": [{"padding": 4}, {"blur": 2}, {"padding": 8}]}]}"#.utf8),
        ]
        let used = try Capabilities.used(by: files)
        #expect(used.modifiers == ["blur", "padding"])
        #expect(used.missing(from: Capabilities(nodeTypes: ["screen", "text"], modifiers: ["padding"])) == ["modifier 'blur'"])
        #expect(Capabilities.engine().modifiers == ModifierCatalog.names.sorted())
    }

    /// An action is a capability however the decoder reads its type: `actionType` or `type`,
    /// in any letter case, so an app without `selectTab` refuses the bundle before it loads.
    @Test func actionsSpeltAsTheDecoderReadsThemAreCapabilities() throws {
        let buttons = [#"{"type": "selectTab", "screen": "home"}"#, #"{"actionType": "Dismiss"}"#, #"{"actionType": "back"}"#]
            .map { #"{"type": "button", "label": "b", "action": \#($0)}"# }.joined(separator: ", ")
        let files = [
            "app.json": Data(#"{"name": "Demo", "root": "home"}"#.utf8),
            "screens/home.json": Data(#"{"type": "screen", "children": [\#(buttons)]}"#.utf8),
        ]
        #expect(try Capabilities.used(by: files).actions == ["back", "dismiss", "selectTab"])
    }

    @Test func aManifestWithoutModifiersStillDecodes() throws {
        let old = Data(#"{"nodeTypes": ["text"], "actions": [], "transforms": []}"#.utf8)
        #expect(try JSONDecoder().decode(Capabilities.self, from: old) == Capabilities(nodeTypes: ["text"]))
    }

    @Test func anUnchangedManifestCostsOneConditionalRequest() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        let loader = try await fixture.loaderOnVersionOne()
        let before = fixture.server.requests.count
        #expect(await loader.refresh() == .notModified(version: "1"))
        let after = fixture.server.requests
        #expect(after.count == before + 1)
        #expect(after.last?.path == "/manifest.json")
        #expect(after.last?.ifNoneMatch != nil)
        #expect(await loader.pending == nil)
    }

    @Test func onlyChangedFilesAreDownloaded() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        let loader = try await fixture.loaderOnVersionOne()
        try fixture.publish(RemoteFixture.files(title: "two"), version: "2")
        let before = fixture.server.requests.count
        #expect(await loader.refresh(apply: true) == .downloaded(version: "2", filesFetched: 1, filesReused: 2))
        #expect(fixture.server.requests.count == before + 2)
        #expect(RemoteFixture.title(await loader.current) == "two")
    }

    /// A bundle's `data/` files are published, downloaded, cached and loaded like its screens
    /// (the Recipes example keeps its recipes in `data/recipes.json`).
    @Test func dataFilesTravelWithTheBundleAndSurviveARestart() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        let files = try BundlePublisher.files(inFolder: packageRoot.appendingPathComponent("Tests/Bundles/Recipes"))
        #expect(files.keys.contains("data/recipes.json"))
        let manifest = try fixture.publish(files, version: "1")
        #expect(manifest.files.map(\.path).contains("data/recipes.json"))
        let loader = fixture.loader()
        await loader.refresh(apply: true)
        #expect(await loader.current.version == "1")
        let shown = await loader.current.bundle
        #expect(shown.diagnostics.errors.isEmpty)
        guard case .array(let recipes)? = shown.dataFiles["recipes"] else {
            Issue.record("data/recipes.json did not arrive: \(shown.dataFiles.keys.sorted())")
            return
        }
        #expect(!recipes.isEmpty)

        fixture.server.stop()
        let restarted = await fixture.loader().current.bundle
        #expect(restarted.dataFiles["recipes"] == shown.dataFiles["recipes"])
    }

    /// `strings/` files are bundle files too: published, downloaded and read by lookups.
    @Test func stringFilesTravelWithTheBundle() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        var files = RemoteFixture.files(title: "@home.title")
        files["strings/en.json"] = Data(#"{"home.title": "Home"}"#.utf8)
        files["strings/de.json"] = Data(#"{"home.title": "Start"}"#.utf8)
        let manifest = try fixture.publish(files, version: "1")
        #expect(Set(manifest.files.map(\.path)).isSuperset(of: ["strings/en.json", "strings/de.json"]))
        let loader = fixture.loader()
        await loader.refresh(apply: true)
        let shown = await loader.current.bundle
        #expect(shown.diagnostics.errors.isEmpty)
        #expect(shown.strings.tables.keys.sorted() == ["de", "en"])
        #expect(shown.strings.strings(for: "de_DE").text("home.title", arguments: [:]) == "Start")
    }

    @Test func manifestPathsStayInsideTheBundleLayout() {
        for allowed in ["app.json", "screens/home.json", "data/recipes.json", "strings/de.json"] {
            #expect(BundleManifest.isAllowedPath(allowed), "\(allowed)")
        }
        for refused in ["data/../app.json", "../app.json", "data/.hidden.json", "data/deep/x.json", "other/x.json", "data/x.txt", "/app.json", "screens//home.json", "manifest.json"] {
            #expect(!BundleManifest.isAllowedPath(refused), "\(refused)")
        }
    }

    @Test func aRestartShowsTheCachedBundleWithoutTheNetwork() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        try fixture.publish(RemoteFixture.files(title: "one"), version: "1")
        await fixture.loader().refresh()
        fixture.server.stop()
        let restarted = fixture.loader()
        #expect(await restarted.current.version == "1")
        #expect(RemoteFixture.title(await restarted.current) == "one")
        #expect(fixture.events.all.last == .started(version: "1"))
    }

    @Test func aCorruptedCacheFallsBackToThePreviousBundleThenToTheShippedOne() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        try fixture.publish(RemoteFixture.files(title: "one"), version: "1")
        let loader = fixture.loader()
        await loader.refresh()
        try fixture.publish(RemoteFixture.files(title: "two"), version: "2")
        await loader.refresh()
        // Tamper with the current bundle's home screen on disk.
        let bundles = fixture.cache.appendingPathComponent("bundles")
        let names = try FileManager.default.contentsOfDirectory(atPath: bundles.path)
        #expect(names.count == 2)
        for name in names {
            let home = bundles.appendingPathComponent(name).appendingPathComponent("screens/home.json")
            if String(decoding: try Data(contentsOf: home), as: UTF8.self).contains("two") {
                try Data(#"{"type": "screen", "props": {"title": "evil"}}"#.utf8).write(to: home)
            }
        }
        let restarted = fixture.loader()
        #expect(await restarted.current.version == "1")
        #expect(fixture.events.all.contains { if case .cacheUnusable(let reason) = $0 { reason.contains("screens/home.json") } else { false } })

        for name in names {
            try FileManager.default.removeItem(at: bundles.appendingPathComponent(name).appendingPathComponent("app.json"))
        }
        let again = fixture.loader()
        #expect(await again.current.version == nil)
        #expect(RemoteFixture.title(await again.current) == "shipped")
    }

    @Test func aSignedManifestIsAcceptedWithTheMatchingKey() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        let key = Curve25519.Signing.PrivateKey()
        try fixture.publish(RemoteFixture.files(title: "signed"), version: "1", key: key)
        let loader = fixture.loader(key: key.publicKey)
        #expect(await loader.refresh(apply: true) == .downloaded(version: "1", filesFetched: 3, filesReused: 0))
        #expect(RemoteFixture.title(await loader.current) == "signed")
        // And the signed cache is re-verified with the key on restart.
        #expect(await fixture.loader(key: key.publicKey).current.version == "1")
    }

    @Test func theScheduleRefreshesOnLaunchAndOnEachInterval() async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        try fixture.publish(RemoteFixture.files(title: "one"), version: "1")
        let loader = fixture.loader()
        let sleeps = EventLog()
        let schedule = RefreshSchedule(interval: .seconds(60)) { _ in
            sleeps.record(.notModified(version: nil))
            if sleeps.all.count == 3 { throw CancellationError() }
        }
        await schedule.run(loader)
        // Launch, then after each of the two completed sleeps.
        #expect(fixture.server.requests.filter { $0.path == "/manifest.json" }.count == 3)
        #expect(await loader.lastEvent == .notModified(version: nil))
    }

    @Test func redirectsGoOnlyToHTTPSOrLoopback() throws {
        #expect(RedirectPolicy.allows(try #require(URL(string: "https://cdn.example.com/m.json"))))
        #expect(RedirectPolicy.allows(try #require(URL(string: "http://127.0.0.1:8080/m.json"))))
        #expect(RedirectPolicy.allows(try #require(URL(string: "http://localhost/m.json"))))
        #expect(!RedirectPolicy.allows(try #require(URL(string: "http://cdn.example.com/m.json"))))
        #expect(!RedirectPolicy.allows(try #require(URL(string: "ftp://127.0.0.1/m.json"))))
    }
}
