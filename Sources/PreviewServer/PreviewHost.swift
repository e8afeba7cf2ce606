import Foundation
import ViewEngine
import WebRenderer

/// The preview's state: the current load of the bundle, the browser sessions, and the live
/// channel that tells pages about reloads. Main-actor isolated like the runtimes it drives;
/// ``PreviewRouter`` and its handlers answer the requests.
@MainActor
final class PreviewHost {
    let configuration: PreviewConfiguration
    private(set) var snapshot: BundleSnapshot
    private var fingerprint: BundleFingerprint
    let sessions: SessionStore
    let live: LiveChannel
    private let bootID = String(SessionStore.newID().prefix(8))
    private var reloads = 0
    /// The remote status line (``RemotePreview``); nil for a folder preview.
    private(set) var remoteStatus: String?

    init(configuration: PreviewConfiguration) throws(Diagnostic) {
        self.configuration = configuration
        live = LiveChannel(limits: configuration.limits)
        fingerprint = BundleFingerprint(folder: configuration.bundleFolder)
        let generation = "\(bootID)-0"
        if let bundle = configuration.initialBundle {
            snapshot = BundleSnapshot(bundle: bundle, diagnostics: BundleValidator().validate(bundle), generation: generation)
        } else {
            snapshot = try BundleSnapshot.load(configuration.bundleFolder, generation: generation)
        }
        sessions = SessionStore(limit: configuration.maxSessions)
        remoteStatus = configuration.remote?.status
        report(snapshot)
    }

    /// Shows `bundle` from now on (remote previews): sessions rebuild and open pages reload.
    func show(_ bundle: AppBundle, status: String) {
        reloads += 1
        let generation = "\(bootID)-\(reloads)"
        snapshot = BundleSnapshot(bundle: bundle, diagnostics: BundleValidator().validate(bundle), generation: generation)
        remoteStatus = status
        report(snapshot)
        live.publish(generation)
    }

    /// Changes the remote status line only (a refresh that changed nothing, or was refused).
    func setStatus(_ status: String) {
        remoteStatus = status
    }

    // MARK: Watching

    /// Reloads whenever the kernel reports a change in the bundle's folders, until cancelled
    /// (``FolderEvents``: no timer, so an idle server does no work at all).
    func watch() async {
        // A remote bundle changes through ``show(_:status:)``; its folder is only for assets.
        // Returning would stop the server, so wait for cancellation on a stream that never yields.
        guard configuration.remote == nil else {
            let (never, continuation) = AsyncStream.makeStream(of: Never.self)
            for await _ in never {}
            continuation.finish()
            return
        }
        let events = FolderEvents(folder: configuration.bundleFolder)
        defer { events.stop() }
        for await _ in events.changes {
            checkForChanges()
        }
    }

    func checkForChanges() {
        let current = BundleFingerprint(folder: configuration.bundleFolder)
        guard current != fingerprint else { return }
        fingerprint = current
        reloads += 1
        let generation = "\(bootID)-\(reloads)"
        do {
            snapshot = try BundleSnapshot.load(configuration.bundleFolder, generation: generation)
        } catch {
            // The folder itself went away: keep serving, and say why nothing works.
            let empty = AppBundle(name: snapshot.bundle.name, root: .tabs([]), screens: [:], diagnostics: Diagnostics([error]))
            snapshot = BundleSnapshot(bundle: empty, diagnostics: Diagnostics([error]), generation: generation)
        }
        configuration.log("reloaded \(configuration.bundleFolder.lastPathComponent): \(summary(snapshot.diagnostics))")
        report(snapshot)
        live.publish(generation)
    }

    private func report(_ snapshot: BundleSnapshot) {
        for diagnostic in snapshot.diagnostics.sorted where diagnostic.isError || !configuration.allowedCodes.contains(diagnostic.code) {
            configuration.log(diagnostic.description)
        }
    }

    private func summary(_ diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errors.count
        let warnings = diagnostics.warnings.filter { !configuration.allowedCodes.contains($0.code) }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    // MARK: Sessions

    /// The locales pages can choose (``LocaleControl``): the current bundle's, and the server's.
    var locales: LocaleControl {
        LocaleControl(strings: snapshot.bundle.strings, serverLocale: configuration.environment.locale.identifier)
    }

    /// The request's session in `locale`, created (with a cookie to set) when it has none, and
    /// rebuilt from the current bundle when the bundle changed since. Nil for a cross-site
    /// request without a session: another site's page gets no session of its own.
    func session(for request: IncomingRequest, locale: LocaleControl.Choice) -> (session: PreviewSession, cookie: String?)? {
        if let id = SessionStore.sessionID(fromCookieHeader: request.cookie, name: SessionStore.cookieName(host: request.host)) {
            let key = PreviewSession.Key(id: id, locale: locale.locale)
            if let existing = sessions[key], existing.generation == snapshot.generation { return (existing, nil) }
            // The bundle changed, or a known browser opens another locale: a session anew. An id
            // the server never gave (or dropped) gets a new one below.
            if sessions.contains(id: id) {
                let fresh = makeSession(key: key)
                sessions.insert(fresh)
                return (fresh, nil)
            }
        }
        guard !request.isCrossSite else { return nil }
        let session = makeSession(key: PreviewSession.Key(id: SessionStore.newID(), locale: locale.locale))
        sessions.insert(session)
        return (session, SessionStore.setCookie(session.id, name: SessionStore.cookieName(host: request.host)))
    }

    /// The request's session for a frame or snapshot, in the locale its `?locale=` names; nil
    /// when the page must reload (unknown session, or the bundle changed since the page was
    /// built). An unknown locale is the message for a 400 reply.
    func currentSession(_ request: IncomingRequest) -> Result<PreviewSession?, UnknownChoice> {
        let locale: LocaleControl.Choice
        switch locales.choice(asked: request.query) {
        case .success(let choice): locale = choice
        case .failure(let unknown): return .failure(unknown)
        }
        guard let id = SessionStore.sessionID(fromCookieHeader: request.cookie, name: SessionStore.cookieName(host: request.host)),
            let session = sessions[PreviewSession.Key(id: id, locale: locale.locale)], session.generation == snapshot.generation
        else { return .success(nil) }
        return .success(session)
    }

    private func makeSession(key: PreviewSession.Key) -> PreviewSession {
        let base = configuration.environment
        let environment =
            key.locale == base.locale.identifier
            ? base : EvaluationEnvironment(locale: Locale(identifier: key.locale), timeZone: base.timeZone, now: base.now)
        let session = PreviewSession(key: key, snapshot: snapshot, modules: configuration.modules, environment: environment, allowedCodes: configuration.allowedCodes,
            log: configuration.log)
        if let folder = configuration.stateFolder {
            // Sessions (a locale, a browser) share the folder's state file.
            session.runtime.persistState(in: StateFile(dataFolder: folder, appName: snapshot.bundle.name), shared: true)
        }
        return session
    }

    /// While bound to loopback, requests must name a loopback host: a web page elsewhere
    /// cannot reach the preview by pointing its own domain at 127.0.0.1 (DNS rebinding).
    func isAllowedHost(_ header: String?) -> Bool {
        guard configuration.isLoopback else { return true }
        guard let header else { return false }
        let name: Substring
        if header.hasPrefix("[") {
            name = header.dropFirst().prefix { $0 != "]" }
        } else {
            name = header.prefix { $0 != ":" }
        }
        return WebAddress.isLoopback(host: name)
    }
}
