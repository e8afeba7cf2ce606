import Foundation
import PodcastCatalog
import ViewEngine

/// The bundled fixture catalogue, loaded once for all tests (it is immutable).
enum TestCatalog {
    private static let loaded: Result<FixtureCatalog, DataSourceError> = Result { () throws(DataSourceError) in
        try FixtureCatalog.bundled()
    }

    static func shared() throws(DataSourceError) -> FixtureCatalog {
        try loaded.get()
    }

    /// The fixture records as plain JSON, for checks against the generator's output.
    static func records() throws -> JSONValue {
        let file = packageRoot.appendingPathComponent("Sources/PodcastCatalog/Fixtures/catalog.json")
        return try JSONDocument.parse([UInt8](Data(contentsOf: file)), fileName: "catalog.json").root.value
    }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// "Footnotes of History": the fixture's fixed point.
enum FootnotesOfHistory {
    static let id = 749_368_887
    static let newestEpisodeID = 1_000_732_421_528
    /// 2025-10-22T09:00:00Z
    static let newestEpisodeDate = Date(timeIntervalSince1970: 1_761_123_600)
    static let newestEpisodeMilliseconds = 2_533_000
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_760_000_000)) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }

    /// The clock as the cache takes it.
    var function: @Sendable () -> Date { { self.now } }
}

/// A folder for one test's files, removed by `cleanUp`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("podcast-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: url)  // best effort: a leftover temp folder is harmless
    }
}

/// Runs `body` and returns the ``DataSourceError`` it threw; records an issue when it
/// succeeded or threw something else.
func dataSourceError(_ body: () async throws -> Void) async -> DataSourceError? {
    do {
        try await body()
        return nil
    } catch let error as DataSourceError {
        return error
    } catch {
        return DataSourceError(.unknown, detail: "not a DataSourceError: \(error)")
    }
}
