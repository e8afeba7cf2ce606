import Foundation

/// The sessions (runtimes) of one process that share a database, so a favourite saved or
/// removed in one shows in every other on its next render: the preview server's browser tabs
/// and devices each have a runtime, and each mirrors the favourites in its own `$.env`.
@MainActor
final class BibleSessions {
    /// Weak: a runtime owns its session; a closed browser session must not be kept alive here.
    private final class Entry {
        weak var session: BibleSession?
        init(_ session: BibleSession) { self.session = session }
    }

    private var entries: [Entry] = []

    nonisolated init() {}

    func add(_ session: BibleSession) {
        entries.removeAll { $0.session == nil }
        entries.append(Entry(session))
    }

    /// Tells every live session, the one that made the change included: `savedAt` is when
    /// the favourite was saved, nil when it was removed.
    /// `favorites` is the list read after the change (read once for all sessions), nil when
    /// it could not be read.
    func favoriteChanged(reference: String, translation: String, savedAt: Date?, favorites: FavoritesReading?) {
        entries.removeAll { $0.session == nil }
        for entry in entries {
            entry.session?.favoriteChanged(reference: reference, translation: translation, savedAt: savedAt, favorites: favorites)
        }
    }
}
