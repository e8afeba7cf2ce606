import Crypto
import Foundation
import RemoteBundle
import Testing
import TestSupport

/// `sdui keygen`, `sdui publish` and `sdui compat`, run as a user runs them.
@Suite(.serialized) struct RemoteCommandTests {
    @Test func keygenWritesAPairAndNeverOverwritesByAccident() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let base = scratch.url.appendingPathComponent("release").path
        let first = try CommandRunner.run(["keygen", "--out", base])
        #expect(first.status == 0, "\(first.stderr)")
        let privateText = try String(contentsOfFile: base + ".key", encoding: .utf8)
        let publicText = try String(contentsOfFile: base + ".pub", encoding: .utf8)
        let key = try SigningKeys.privateKey(fromText: privateText)
        #expect(try SigningKeys.publicKey(fromText: publicText).rawRepresentation == key.publicKey.rawRepresentation)
        let mode = try FileManager.default.attributesOfItem(atPath: base + ".key")[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let again = try CommandRunner.run(["keygen", "--out", base])
        #expect(again.status == 1)
        #expect(again.stderr.contains("\(base).key: error: already exists; pass --force to replace it"))
        #expect(try String(contentsOfFile: base + ".key", encoding: .utf8) == privateText)
        #expect(try CommandRunner.run(["keygen", "--out", base, "--force"]).status == 0)
        #expect(try String(contentsOfFile: base + ".key", encoding: .utf8) != privateText)
        let replacedMode = try FileManager.default.attributesOfItem(atPath: base + ".key")[.posixPermissions] as? Int
        #expect(replacedMode == 0o600)
    }

    @Test func aSwappedKeyPairIsRefused() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let keys = scratch.url.appendingPathComponent("k").path
        #expect(try CommandRunner.run(["keygen", "--out", keys]).status == 0)
        let signed = try CommandRunner.run(["publish", "Apps/Podcasts", "--out", scratch.url.appendingPathComponent("site").path, "--sign-key", keys + ".pub"])
        #expect(signed.status == 1)
        #expect(signed.stderr.contains("\(keys).pub: error: this is the other half of the key pair; a private key is the NAME.key file"), "\(signed.stderr)")
        let served = try CommandRunner.run(["serve", "--remote", "http://127.0.0.1:9/", "--public-key", keys + ".key", "--port", "0"])
        #expect(served.status == 1)
        #expect(served.stderr.contains("\(keys).key: error: this is the other half of the key pair; a public key is the NAME.pub file"), "\(served.stderr)")
    }

    @Test func publishRefusesAnOutInsideTheBundle() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app/app.json", #"{"name": "Demo", "root": "home"}"#)
        try scratch.write("app/screens/home.json", #"{"type": "screen"}"#)
        let app = scratch.url.appendingPathComponent("app").path
        // Through a link to the bundle's folder, to an --out not made yet: resolved alike.
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("link").path, withDestinationPath: app)
        for out in [app, app + "/site", app + "/../app/", scratch.url.appendingPathComponent("link/site/v1").path] {
            let result = try CommandRunner.run(["publish", app, "--out", out])
            #expect(result.status == 2, "\(out): \(result.stderr)")
            #expect(result.stderr.contains("is inside the bundle folder"), "\(out): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: app).sorted() == ["app.json", "screens"])
    }

    @Test func publishWritesASignedStaticFolderOfTheApp() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let keys = scratch.url.appendingPathComponent("k").path
        #expect(try CommandRunner.run(["keygen", "--out", keys]).status == 0)
        let out = scratch.url.appendingPathComponent("site").path
        let result = try CommandRunner.run(["publish", "Apps/Podcasts", "--out", out, "--version", "7", "--sign-key", keys + ".key"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Published Podcasts version 7 to \(out): 11 files, signed"))

        let published = try PublishedFolder.read(URL(fileURLWithPath: out))
        let manifest = try #require(published.manifest)
        #expect(manifest.version == "7")
        #expect(published.files == (try BundlePublisher.files(inFolder: packageRoot.appendingPathComponent("Apps/Podcasts"))))
        #expect(manifest.capabilities.nodeTypes.contains("navigation_link"))
        #expect(manifest.capabilities.modifiers == [])  // the Podcasts app uses styles, no modifiers lists
        #expect(result.stdout.contains(", 0 modifiers, "))
        let signed = try JSONDecoder().decode(SignedManifest.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
        let publicKey = try SigningKeys.publicKey(fromText: String(contentsOfFile: keys + ".pub", encoding: .utf8))
        #expect(try signed.verified(with: publicKey) == manifest)
        #expect(throws: RemoteBundleProblem.badSignature) { try signed.verified(with: Curve25519.Signing.PrivateKey().publicKey) }
    }

    @Test func publishRefusesABundleWithErrorsAndWritesNothing() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app/app.json", #"{"name": "Demo", "root": "home"}"#)
        try scratch.write("app/screens/home.json", "{\"type\": \"screen\",\n \"children\": [{\"type\": \"vstak\"}]}")
        let out = scratch.url.appendingPathComponent("site").path
        let result = try CommandRunner.run(["publish", scratch.url.appendingPathComponent("app").path, "--out", out])
        #expect(result.status == 1)
        #expect(result.stdout == "screens/home.json:2:15: error: unknown node type 'vstak' (did you mean 'vstack'?) at $.children[0] [SDUI0202]\n")
        #expect(result.stderr.contains("error: not published:"))
        #expect(!FileManager.default.fileExists(atPath: out + "/manifest.json"))
    }

    @Test func publishNamesABadKeyFile() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let key = try scratch.write("bad.key", "not a key\n")
        let result = try CommandRunner.run(["publish", "Apps/Podcasts", "--out", scratch.url.appendingPathComponent("site").path, "--sign-key", key])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(key): error: invalid key: not a base64 Ed25519 private key (32 bytes)"))
        let missing = try CommandRunner.run(["publish", "Apps/Podcasts", "--out", scratch.url.path, "--sign-key", "/no/such.key"])
        #expect(missing.stderr.contains("/no/such.key: error: cannot read the private key file"))
    }

    // MARK: compat

    /// A bundle whose home links to `detail` with `params`; `detail` shows `shown` and
    /// optionally `extra` nodes; `about` is present when asked.
    func bundle(_ scratch: TemporaryFolder, _ name: String, params: String = #"{"itemId": "1"}"#, shown: String = "$.itemId",
                extra: String = "", about: Bool = true, more: [String: String] = [:],
                components: String = #"{"row": {"parameters": ["label"], "body": {"type": "text", "props": {"content": "$.label"}}}}"#) throws -> String {
        try scratch.write("\(name)/app.json", #"{"name": "Demo", "root": "home"}"#)
        try scratch.write("\(name)/components.json", components)
        try scratch.write("\(name)/screens/home.json", """
            {"type": "screen", "props": {"title": "Home"}, "children": [
              {"type": "navigation_link", "props": {"destination": "detail", "params": \(params), "label": {"type": "text", "props": {"content": "Open"}}}},
              {"type": "component", "props": {"name": "row", "parameters": {"label": "x"}}}
            ]}
            """)
        try scratch.write("\(name)/screens/detail.json", """
            {"type": "screen", "props": {"title": "Detail"}, "children": [{"type": "text", "props": {"content": "\(shown)"}}\(extra)]}
            """)
        if about { try scratch.write("\(name)/screens/about.json", #"{"type": "screen", "props": {"title": "About"}}"#) }
        for (path, text) in more { try scratch.write("\(name)/\(path)", text) }
        return scratch.url.appendingPathComponent(name).path
    }

    @Test func compatCatchesARemovedScreenARenamedParamAndANewCapability() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let old = try bundle(scratch, "old")
        let removed = try CommandRunner.run(["compat", old, try bundle(scratch, "removed", about: false)])
        #expect(removed.status == 1)
        #expect(removed.stdout == "error: screen 'about' was removed; deep links and other bundles that open it will fail\n")

        let renamed = try CommandRunner.run(["compat", old, try bundle(scratch, "renamed", params: #"{"id": "1"}"#, shown: "$.id")])
        #expect(renamed.status == 1)
        #expect(renamed.stdout == "error: screen 'detail' no longer takes the parameter 'itemId' (removed or renamed; it is now opened with: id); callers that pass 'itemId' break\n")

        let capable = try bundle(scratch, "capable", extra: #", {"type": "divider", "modifiers": [{"blur": 2}]}"#)
        let newCapability = try CommandRunner.run(["compat", old, capable])
        #expect(newCapability.status == 1)
        let lines = newCapability.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("error: the new bundle uses node type 'divider', which the old one did not, and no minimum engine version is declared") == true)
        #expect(lines.last?.hasPrefix("error: the new bundle uses modifier 'blur'") == true)
        #expect(newCapability.stderr.contains("2 breaking changes"))
    }

    @Test func compatCatchesARemovedComponentParameterAndARemovedComponent() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let old = try bundle(scratch, "old", components: """
            {"row": {"parameters": ["label", "detail"], "body": {"type": "text", "props": {"content": "$.label"}}},
             "badge": {"parameters": [], "body": {"type": "text", "props": {"content": "new"}}}}
            """)
        let narrowed = try bundle(scratch, "narrowed")
        let result = try CommandRunner.run(["compat", old, narrowed])
        #expect(result.status == 1)
        #expect(result.stdout == """
            error: component 'badge' was removed
            error: component 'row' lost its parameter 'detail'

            """)
        #expect(result.stderr.contains("2 breaking changes"))
    }

    @Test func compatPassesAPureAdditionAndARaisedMinimumThroughPublishedFolders() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let old = try bundle(scratch, "old")
        let added = try bundle(scratch, "added", params: #"{"itemId": "1", "highlight": true}"#, more: [
            "screens/extra.json": #"{"type": "screen", "props": {"title": "New"}, "children": [{"type": "text", "props": {"content": "new"}}]}"#,
        ])
        let additive = try CommandRunner.run(["compat", old, added])
        #expect(additive.status == 0, "\(additive.stdout)")
        #expect(additive.stdout.hasPrefix("compatible:"))

        // Published folders and manifest files compare the same; a raised minimum engine
        // version makes a new capability safe (older apps refuse the bundle by its manifest).
        let capable = try bundle(scratch, "capable", extra: #", {"type": "divider"}"#)
        let oldSite = scratch.url.appendingPathComponent("old-site").path
        let newSite = scratch.url.appendingPathComponent("new-site").path
        #expect(try CommandRunner.run(["publish", old, "--out", oldSite]).status == 0)
        #expect(try CommandRunner.run(["publish", capable, "--out", newSite, "--minimum-engine-version", "2"]).status == 0)
        let raised = try CommandRunner.run(["compat", oldSite + "/manifest.json", newSite])
        #expect(raised.status == 0, "\(raised.stdout)\(raised.stderr)")
        #expect(try CommandRunner.run(["publish", capable, "--out", newSite, "--version", "3"]).status == 0)
        let unraised = try CommandRunner.run(["compat", oldSite, newSite + "/manifest.json"])
        #expect(unraised.status == 1)
        #expect(unraised.stdout.hasPrefix("error: the new bundle uses node type 'divider'"))
    }

    @Test func publishDeclaresTheEngineVersionChoicesNeedAndRefusesAnOlderOne() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let choosing = try bundle(scratch, "choosing", shown: "$.itemId ? 'chosen' : 'none'")
        let site = scratch.url.appendingPathComponent("site").path
        let refused = try CommandRunner.run(["publish", choosing, "--out", site, "--minimum-engine-version", "1"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(
            "error: not published: the bundle uses choices in expressions (cond ? a : b) (engine version 2), but its minimum engine version is 1"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site + "/manifest.json"))
        let published = try CommandRunner.run(["publish", choosing, "--out", site])
        #expect(published.status == 0, "\(published.stderr)")
        #expect(published.stdout.contains("Needs engine version 2 or later, "))
        #expect(try PublishedFolder.read(URL(fileURLWithPath: site)).manifest?.minimumEngineVersion == 2)
        let compat = try CommandRunner.run(["compat", try bundle(scratch, "old"), site])
        #expect(compat.status == 0, "\(compat.stdout)")
    }

    @Test func compatRefusesWhatItCannotRead() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let old = try bundle(scratch, "old")
        let missing = try CommandRunner.run(["compat", old, "/no/such/folder"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("error: /no/such/folder: no such file or folder"))
        let site = scratch.url.appendingPathComponent("site")
        #expect(try CommandRunner.run(["publish", old, "--out", site.path]).status == 0)
        let store = site.appendingPathComponent("files")
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: store.path).first)
        try Data("tampered".utf8).write(to: store.appendingPathComponent(first))
        let tampered = try CommandRunner.run(["compat", old, site.path])
        #expect(tampered.status == 1)
        #expect(tampered.stderr.contains("does not match the manifest's size and SHA-256"))
    }
}
