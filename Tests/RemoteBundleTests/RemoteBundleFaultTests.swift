import Crypto
import Foundation
import RemoteBundle
import Testing
import ViewEngine

/// Every way a refresh can go wrong ends the same: version 1 stays on screen (and in the
/// cache, for the next launch), and the host is told why.
@Suite struct RemoteBundleFaultTests {
    /// Installs version 1, publishes version 2 with `prepare`, refreshes, and checks that
    /// version 1 is still current (now and after a restart) and that `expected` was reported.
    func expectVersionOneStays(
        limits: RemoteBundleConfiguration.Limits = .init(timeoutSeconds: 5),
        key: Curve25519.Signing.PrivateKey? = nil, publicKey: Curve25519.Signing.PublicKey? = nil,
        _ prepare: (RemoteFixture) throws -> Void, matches expected: (RemoteBundleProblem) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let fixture = try RemoteFixture()
        defer { fixture.cleanUp() }
        try fixture.publish(RemoteFixture.files(title: "one"), version: "1", key: key)
        let loader = fixture.loader(key: publicKey, limits: limits)
        let first = await loader.refresh(apply: true)
        #expect(first == .downloaded(version: "1", filesFetched: 3, filesReused: 0), sourceLocation: sourceLocation)

        try prepare(fixture)
        let event = await loader.refresh(apply: true)
        guard case .refused(let problem) = event else {
            Issue.record("expected a refusal, got \(event)", sourceLocation: sourceLocation)
            return
        }
        #expect(expected(problem), "unexpected reason: \(problem)", sourceLocation: sourceLocation)
        #expect(fixture.events.all.last == event, sourceLocation: sourceLocation)
        #expect(await loader.current.version == "1", sourceLocation: sourceLocation)
        #expect(RemoteFixture.title(await loader.current) == "one", sourceLocation: sourceLocation)
        #expect(await loader.pending == nil, sourceLocation: sourceLocation)
        let restarted = fixture.loader(key: publicKey, limits: limits)
        #expect(await restarted.current.version == "1", sourceLocation: sourceLocation)
    }

    static let two = RemoteFixture.files(title: "two")

    @Test func notFound() async throws {
        try await expectVersionOneStays({ $0.server.inject(.status(404), at: "/manifest.json") }) {
            if case .httpStatus(_, 404) = $0 { true } else { false }
        }
    }

    @Test func serverError() async throws {
        try await expectVersionOneStays({ fixture in
            try fixture.publish(Self.two, version: "2")
            fixture.server.inject(.status(500), at: "/manifest.json")
        }) { if case .httpStatus(_, 500) = $0 { true } else { false } }
    }

    @Test func redirectToPlainHTTPIsRefusedBeforeItIsFollowed() async throws {
        // Followed, this would end in a DNS failure (`.transport`): `.insecureRedirect` shows
        // the session's redirect gate stopped it before any request to that host.
        try await expectVersionOneStays({ fixture in
            try fixture.publish(Self.two, version: "2")
            fixture.server.inject(.redirect("http://cdn.example.invalid/manifest.json"), at: "/manifest.json")
        }) { $0 == .insecureRedirect(url: "http://cdn.example.invalid/manifest.json") }
    }

    @Test func timeout() async throws {
        try await expectVersionOneStays(limits: .init(timeoutSeconds: 0.5), { fixture in
            try fixture.publish(Self.two, version: "2")
            fixture.server.inject(.delay(5), at: "/manifest.json")
        }) { if case .timedOut = $0 { true } else { false } }
    }

    /// The changed file's path in the published folder.
    static func changedFilePath(_ manifest: BundleManifest) throws -> String {
        let home = try #require(manifest.files.first { $0.path == "screens/home.json" })
        return "/" + home.storagePath
    }

    @Test func bodyCutHalfWay() async throws {
        try await expectVersionOneStays({ fixture in
            let manifest = try fixture.publish(Self.two, version: "2")
            fixture.server.inject(.cutBody, at: try Self.changedFilePath(manifest))
        }) {
            switch $0 {
            case .sizeMismatch(let path, _, _): path == "screens/home.json"
            case .transport: true  // URLSession may notice the short body itself
            default: false
            }
        }
    }

    @Test func hashMismatch() async throws {
        try await expectVersionOneStays({ fixture in
            let manifest = try fixture.publish(Self.two, version: "2")
            let same = Self.two["screens/home.json"]!.count
            let forged = Data(#"{"type": "screen", "props": {"title": "owned"}}"#.padding(toLength: same, withPad: " ", startingAt: 0).utf8)
            fixture.server.inject(.body(forged), at: try Self.changedFilePath(manifest))
        }) { $0 == .hashMismatch(path: "screens/home.json") }
    }

    @Test func manifestOverTheLimit() async throws {
        try await expectVersionOneStays(limits: .init(maxManifestBytes: 2000, timeoutSeconds: 5), { fixture in
            var files = Self.two
            for index in 0..<20 { files["screens/extra\(index).json"] = Data(#"{"type": "screen"}"#.utf8) }
            try fixture.publish(files, version: "2")
        }) { if case .manifestTooLarge(_, 2000) = $0 { true } else { false } }
    }

    @Test func invalidJSONInOneScreen() async throws {
        try await expectVersionOneStays({ fixture in
            var files = Self.two
            files["screens/about.json"] = Data(#"{"type": "screen", "#.utf8)
            try fixture.publishUnchecked(files, version: "2")
        }) {
            if case .invalidBundle(let errors) = $0 { errors.contains { $0.hasPrefix("screens/about.json:1:") && $0.contains("SDUI0101") } } else { false }
        }
    }

    @Test func unknownNodeTypeDeclared() async throws {
        try await expectVersionOneStays({ fixture in
            var files = Self.two
            files["screens/about.json"] = Data(#"{"type": "hologram"}"#.utf8)
            try fixture.publishUnchecked(files, version: "2", capabilities: Capabilities(nodeTypes: ["hologram", "screen"]))
        }) { $0 == .missingCapabilities(["node type 'hologram'"]) }
    }

    @Test func unknownModifierDeclared() async throws {
        try await expectVersionOneStays({ fixture in
            try fixture.publishUnchecked(Self.two, version: "2", capabilities: Capabilities(nodeTypes: ["screen", "text"], modifiers: ["padding", "hologramGlow"]))
        }) { $0 == .missingCapabilities(["modifier 'hologramGlow'"]) }
    }

    @Test func unknownNodeTypeUndeclaredIsCaughtByDecoding() async throws {
        try await expectVersionOneStays({ fixture in
            var files = Self.two
            files["screens/about.json"] = Data(#"{"type": "hologram"}"#.utf8)
            try fixture.publishUnchecked(files, version: "2")
        }) {
            if case .invalidBundle(let errors) = $0 { errors.contains { $0.contains("SDUI0202") } } else { false }
        }
    }

    @Test func badSignature() async throws {
        let trusted = Curve25519.Signing.PrivateKey()
        try await expectVersionOneStays(key: trusted, publicKey: trusted.publicKey, { fixture in
            try fixture.publish(Self.two, version: "2", key: Curve25519.Signing.PrivateKey())
        }) { $0 == .badSignature }
    }

    @Test func unsignedManifestWhenAKeyIsConfigured() async throws {
        let trusted = Curve25519.Signing.PrivateKey()
        try await expectVersionOneStays(key: trusted, publicKey: trusted.publicKey, { fixture in
            try fixture.publish(Self.two, version: "2")
        }) { $0 == .unsignedManifest }
    }

    @Test func writeFailureWhileSwapping() async throws {
        try await expectVersionOneStays({ fixture in
            try fixture.publish(Self.two, version: "2")
            // The staging folder cannot be created: a file is in its way (tests run as root
            // here, so a read-only folder would not stop a write).
            try FileManager.default.removeItem(at: fixture.cache.appendingPathComponent("staging"))
            try Data("in the way".utf8).write(to: fixture.cache.appendingPathComponent("staging"))
        }) { if case .writeFailed = $0 { true } else { false } }
    }
}
