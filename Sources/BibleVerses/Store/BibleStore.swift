import Foundation
import GRDB
import ViewEngine

/// The app's database (SQLite through GRDB): favourites, settings, recent searches and the
/// daily verse (architecture §2.2, §2.3, §3.2), at a path the host chooses.
///
/// Every change is one transaction, so a change is either all on disk or not at all, even if
/// the process dies in the middle of it; a reopened database holds exactly what was committed.
/// Schema changes are migrations (`BibleSchema`), applied when the store opens.
///
/// Safe to share between tasks and sessions, and never on the caller's thread: every access
/// is `async` and runs on GRDB's own queues, so a database another process has locked makes
/// the screen that asked wait (then fail with a ``StoreError`` after ``busyTimeout``) while the
/// main actor — the UI, the preview server's other sessions — carries on. A file database is a
/// `DatabasePool` (WAL): reads see the last commit even while another connection writes.
public final class BibleStore: Sendable {
    let database: any DatabaseWriter
    /// When things happen (`created_at`, `searched_at`), injected for tests.
    let now: @Sendable () -> Date
    /// The database file; nil for an in-memory store.
    public let path: String?

    /// How many recent searches are kept (architecture §4.3).
    public static let recentSearchLimit = 10

    /// How long an access waits for another connection's lock before it fails: long enough
    /// for another process's ordinary transaction, short enough that a stuck one shows the
    /// screen's error (with Try Again) instead of a spinner.
    public static let busyTimeout: TimeInterval = 2

    /// Opens (creating when needed) the database at `path`, with its folder, and migrates it.
    ///
    /// Synchronous (it runs the migrations): hosts open it once at launch, off the main actor (the
    /// iOS host's `JSONDrivenView` loader, `sdui serve`'s start-up), before any screen shows.
    public convenience init(
        path: String, busyTimeout: TimeInterval = BibleStore.busyTimeout, now: @escaping @Sendable () -> Date = { Date() }
    ) throws(StoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError(.open, "cannot create the folder \(folder.path): \(ErrorText.reason(error))")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: Self.configuration(busyTimeout: busyTimeout))
        } catch {
            throw StoreError(.open, "cannot open \(path): \(error)")
        }
        try self.init(database: pool, path: path, now: now)
    }

    /// A store that lives in memory only (previews, tests that need no file).
    public static func inMemory(
        busyTimeout: TimeInterval = BibleStore.busyTimeout, now: @escaping @Sendable () -> Date = { Date() }
    ) throws(StoreError) -> BibleStore {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: configuration(busyTimeout: busyTimeout))
        } catch {
            throw StoreError(.open, "cannot open an in-memory database: \(error)")
        }
        return try BibleStore(database: queue, path: nil, now: now)
    }

    private init(database: any DatabaseWriter, path: String?, now: @escaping @Sendable () -> Date) throws(StoreError) {
        self.database = database
        self.path = path
        self.now = now
        do {
            try BibleSchema.migrator.migrate(database)
        } catch {
            throw StoreError(.open, "cannot migrate \(path ?? "the in-memory database"): \(error)")
        }
    }

    private static func configuration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.label = "BibleVerses"
        // Two processes on one file (two `sdui serve`s) wait for each other's writes instead
        // of failing at once — but not for ever (see `busyTimeout`).
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// Runs `body` in one write transaction, off the caller's actor; any error rolls the whole
    /// change back.
    func write<T: Sendable>(_ operation: StoreError.Operation, _ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        try await reporting(operation) { try await database.write(body) }
    }

    /// Runs `body` with a consistent view of the database, off the caller's actor.
    func read<T: Sendable>(_ operation: StoreError.Operation, _ body: @escaping @Sendable (Database) throws -> T) async throws(StoreError) -> T {
        try await reporting(operation) { try await database.read(body) }
    }

    /// `access`'s result; a failure other than a ``StoreError`` becomes one for `operation`.
    private func reporting<T>(_ operation: StoreError.Operation, _ access: () async throws -> T) async throws(StoreError) -> T {
        do {
            return try await access()
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
        /// Creating the folder, opening or migrating the database.
        case open
        /// Reading the favourites, one of them, or whether a verse is one.
        case readFavorites
        /// Adding a favourite.
        case saveFavorite
        /// Removing a favourite, by id or by reference and translation.
        case removeFavorite
        /// Reading the settings.
        case readSettings
        /// Saving the settings, or resetting them to the defaults.
        case saveSettings
        /// Reading the recent searches.
        case readRecentSearches
        /// Adding, removing or clearing recent searches.
        case saveRecentSearch
        /// Reading the cached daily verse or the day's reference.
        case readDailyVerse
        /// Caching the day's verse (and forgetting other days').
        case saveDailyVerse
    }

    /// What was being done: a read tells screens the saved data couldn't be read
    /// (`error.store_unreadable`), a change that it couldn't be saved (`error.store_unsaved`).
    public let operation: Operation
    /// The underlying failure (a path, GRDB's error), for logs; screens show a fixed message.
    public let detail: String

    /// A failure of `operation`, with `detail` for the log.
    public init(_ operation: Operation, _ detail: String) {
        self.operation = operation
        self.detail = detail
    }

    public var description: String { "\(operation.rawValue): \(detail)" }
}
