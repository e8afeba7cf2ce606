import Foundation
import PodcastCatalog
import Testing
import TestSupport

/// `--source NAME=URL` and `SDUI_SOURCES`: the apps run against another server (here one
/// replaying the iTunes API's answers) instead of the production API or the fixtures.
@Suite(.serialized) struct SourceOptionTests {
    static let footnotes = "749368887"

    /// A local server answering iTunes API requests with the bytes the real API sends.
    static func replayServer() throws -> LocalHTTPServer {
        let responder = FixtureResponder(catalog: try FixtureCatalog.bundled())
        return try LocalHTTPServer { request in
            let answer = responder.respond(to: URL(string: "http://replay" + request.target)!)
            return .answer(status: answer.status, contentType: answer.contentType, body: answer.body)
        }
    }

    @Test func serveDrawsThePodcastDetailFromTheReplayServer() async throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let replay = try Self.replayServer()
        defer { replay.stop() }
        let serve = try ServeProcess(["Apps/Podcasts", "--live", "--source", "podcasts=\(replay.baseURL.absoluteString)"], environment: scratch.isolatedEnvironment)
        defer { serve.stop() }
        var client = serve.client()
        try await client.open()
        let browse = try await client.settle()
        try #require(browse.status == 200, "\(browse.body)")
        let tapped = try await client.tap("podcast-\(Self.footnotes)")
        try #require(tapped.status == 200, "\(tapped.body)")
        // The detail's episodes may still be loading when the tap's frame comes back.
        if !client.html.contains("data-testid=\"episode-") { try await client.settle() }
        #expect(client.html.contains("Footnotes of History"))
        #expect(client.html.contains("data-testid=\"episode-"))
        #expect(replay.targets.contains { $0.hasPrefix("/lookup?") && $0.contains("id=\(Self.footnotes)") })
    }

    @Test func renderAndTheEnvironmentVariableUseTheSourceToo() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let replay = try Self.replayServer()
        defer { replay.stop() }
        let arguments = ["render", "Apps/Podcasts", "--screen", "podcast_detail", "--params", #"{"podcastId": \#(Self.footnotes)}"#]
        let viaOption = try CommandRunner.run(arguments + ["--source", "podcasts=\(replay.baseURL.absoluteString)"], environment: scratch.isolatedEnvironment)
        #expect(viaOption.status == 0, "\(viaOption.stderr)")
        #expect(viaOption.stdout.contains("Footnotes of History"))
        #expect(replay.targets.count == 1)
        var variables = scratch.isolatedEnvironment
        variables["SDUI_SOURCES"] = "podcasts=\(replay.baseURL.absoluteString)"
        let viaVariable = try CommandRunner.run(arguments, environment: variables)
        #expect(viaVariable.stdout.contains("Footnotes of History"))
        #expect(replay.targets.count == 2)
        // Without a source, the offline fixtures answer and the replay server hears nothing.
        #expect(try CommandRunner.run(arguments, environment: scratch.isolatedEnvironment).status == 0)
        #expect(replay.targets.count == 2)
    }

    @Test func malformedSourcesAreRefusedWithTheReason() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let base = ["render", "Apps/Podcasts", "--screen", "browse"]
        let noEquals = try CommandRunner.run(base + ["--source", "podcasts"], environment: scratch.isolatedEnvironment)
        #expect(noEquals.status == 2)
        #expect(noEquals.stderr.contains("--source: a source is written NAME=URL"))
        let notHTTP = try CommandRunner.run(base + ["--source", "podcasts=ftp://x"], environment: scratch.isolatedEnvironment)
        #expect(notHTTP.status == 2)
        #expect(notHTTP.stderr.contains("the source 'podcasts' needs an absolute http or https URL; got 'ftp://x'"))
        var variables = scratch.isolatedEnvironment
        variables["SDUI_SOURCES"] = "podcasts=/relative"
        let badVariable = try CommandRunner.run(base, environment: variables)
        #expect(badVariable.status == 1)
        #expect(badVariable.stderr.contains("SDUI_SOURCES: the source 'podcasts' needs an absolute http or https URL"))
        let unknown = try CommandRunner.run(base + ["--source", "weather=http://127.0.0.1:1"], environment: scratch.isolatedEnvironment)
        #expect(unknown.stderr.contains("warning: --source weather=…: the bundle has no module 'weather' (it has: podcasts)"))
    }
}
