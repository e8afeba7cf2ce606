import Foundation
import Testing
import TestSupport
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@testable import PodcastCatalog

/// Browse loads its six shelves with one `parallel` action: on a slow network the screen
/// takes the time of one request, not six, and each shelf has its own state.
@MainActor
@Suite struct ConcurrentShelvesTests {
    static let shelves = ["history", "technology", "comedy", "true_crime", "sports", "science"]

    @Test func browseRequestsItsSixShelvesAtOnce() async throws {
        let catalog = try TestCatalog.shared()
        let transport = GatheringTransport(answers: FixtureTransport(catalog: catalog), gathering: Self.shelves.count)
        let module = PodcastsModule(client: ITunesClient(transport: transport), catalog: catalog) { _ in }
        let runtime = AppRuntime(bundle: try BundleLoader().load(folder: packageRoot.appendingPathComponent("Apps/Podcasts")), environment: .fixed())
        module.install(in: runtime)
        await runtime.start()

        // Requests made one after another never have more than one in flight: the first would
        // wait out the gathering's limit alone.
        #expect(transport.peak >= Self.shelves.count, "at most \(transport.peak) shelf requests were in flight at once")
        let screen = try #require(runtime.activeScreen)
        let state = try #require(runtime.screen(screen)?.state)
        for shelf in Self.shelves {
            #expect(state["status"]?[shelf]?["state"] == "loaded", "\(shelf): \(String(describing: state["status"]?[shelf]))")
            #expect(state[shelf]?["results"]?.arrayValue?.isEmpty == false, "\(shelf) has no podcasts")
        }
    }
}

/// A slow network that shows whether requests overlap: each request waits until `gathering`
/// requests are in flight together (or five seconds pass), then is answered by `answers`.
final class GatheringTransport: HTTPTransport {
    private let answers: FixtureTransport
    private let gathering: Int
    private let counts = Locked((inFlight: 0, peak: 0))

    init(answers: FixtureTransport, gathering: Int) {
        self.answers = answers
        self.gathering = gathering
    }

    /// The most requests that were in flight at once.
    var peak: Int { counts.read { $0.peak } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        counts.update { counts in
            counts.inFlight += 1
            counts.peak = max(counts.peak, counts.inFlight)
        }
        defer { counts.update { $0.inFlight -= 1 } }
        let deadline = ContinuousClock.now + .seconds(5)
        while peak < gathering, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        return try await answers.send(request)
    }
}
