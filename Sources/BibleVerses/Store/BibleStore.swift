import Foundation
import GRDB

/// The app's database (SQLite through GRDB): favourites, settings, recent searches and the
/// daily verse (architecture §2.2, §2.3, §3.2), at a path the host chooses.
///
/// Every change is one transaction, so a change is either all on disk or not at all, even if
/// the process dies in the middle of it; a reopened database holds exactly what was committed.
/// Schema changes are migrations (``BibleSchema``), applied when the store opens.
///
/// Safe to share between tasks and sessions: GRDB's queue serialises access.
public final class BibleStore: Sendable {
    let database: DatabaseQueue
    /// When things happen (`created_at`, `searched_at`), injected for tests.
    let now: @Sendable () -> Date
    /// The database file; nil for an in-memory store.
    public let path: String?

    /// How many recent searches are kept (architecture §4.3).
    public static let recentSearchLimit = 10

    /// Opens (creating when needed) the database at `path`, with its folder, and migrates it.
    public convenience init(path: String, now: @escaping @Sendable () -> Date = { Date() }) throws(StoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError(.open, "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: Self.configuration())
        } catch {
            throw StoreError(.open, "cannot open \(path): \(error)")
        }
        try self.init(queue: queue, path: path, now: now)
    }

    /// A store that lives in memory only (previews, tests that need no file).
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws(StoreError) -> BibleStore {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: configuration())
        } catch {
            throw StoreError(.open, "cannot open an in-memory database: \(error)")
        }
        return try BibleStore(queue: queue, path: nil, now: now)
    }

    private init(queue: DatabaseQueue, path: String?, now: @escaping @Sendable () -> Date) throws(StoreError) {
        database = queue
        self.path = path
        self.now = now
        do {
            try BibleSchema.migrator.migrate(queue)
        } catch {
            throw StoreError(.open, "cannot migrate \(path ?? "the in-memory database"): \(error)")
        }
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.label = "BibleVerses"
        // Two processes on one file (two `sdui serve`s) wait for each other's writes instead
        // of failing at once.
        configuration.busyMode = .timeout(5)
        return configuration
    }

    /// Runs `body` in one write transaction; any error rolls the whole change back.
    func write<T: Sendable>(_ operation: StoreError.Operation, _ body: @escaping @Sendable (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(operation, String(describing: error))
        }
    }

    /// Runs `body` with a consistent view of the database.
    func read<T: Sendable>(_ operation: StoreError.Operation, _ body: @escaping @Sendable (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(operation, String(describing: error))
        }
    }
}

/// A database operation that failed, with what the user is told.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done.
    public enum Operation: String, Sendable, Hashable {
        case open, readFavorites, saveFavorite, removeFavorite, readSettings, saveSettings, readRecentSearches,
            saveRecentSearch, readDailyVerse, saveDailyVerse
    }

    public let operation: Operation
    public let detail: String

    public init(_ operation: Operation, _ detail: String) {
        self.operation = operation
        self.detail = detail
    }

    public var description: String { "\(operation.rawValue): \(detail)" }
}
