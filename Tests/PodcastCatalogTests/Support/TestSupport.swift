import Foundation
import PodcastCatalog
import TestSupport
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

/// "Footnotes of History": the fixture's fixed point.
enum FootnotesOfHistory {
    static let id = 749_368_887
    static let newestEpisodeID = 1_000_732_421_528
    /// 2025-10-22T09:00:00Z
    static let newestEpisodeDate = Date(timeIntervalSince1970: 1_761_123_600)
    static let newestEpisodeMilliseconds = 2_533_000
}
