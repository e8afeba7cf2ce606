#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ViewEngine

/// A whole JSON app as a SwiftUI view: tab bar, navigation stacks, sheets and screens, all
/// driven by the engine's runtime.
///
/// Loading is asynchronous: the slow part (reading the bundle folder, opening a database)
/// runs off the main actor while a neutral spinner shows, then the engine is made and
/// configured on the main actor; a failure shows its message in place of the app.
///
/// ```swift
/// WindowGroup {
///     JSONDrivenView {
///         // Off the main actor.
///         try (BundleLoader().load(folder: folder), PodcastsModule(live: true))
///     } engine: { loaded in
///         // On the main actor.
///         let engine = JSONEngine(bundle: loaded.0, modules: [loaded.1])
///         engine.registerEventHandler("openExternalUrl") { payload in … }
///         return engine
///     }
/// }
/// ```
public struct JSONDrivenView: View {
    private let source: Source
    @State private var loaded: Loaded?

    private enum Source {
        case engine(JSONEngine)
        case load(@MainActor () async throws -> JSONEngine)
    }

    private enum Loaded {
        case engine(JSONEngine)
        case failure(String)
    }

    /// Shows an engine the app made and configured.
    public init(engine: JSONEngine) {
        source = .engine(engine)
    }

    /// Runs `load` off the main actor the first time the view appears (once, not on every
    /// update), then makes the engine from its result with `engine` on the main actor. Shows
    /// a spinner until then, and the error if either throws.
    public init<Prepared: Sendable>(
        loading load: @escaping @Sendable () async throws -> Prepared,
        engine makeEngine: @escaping @MainActor (Prepared) throws -> JSONEngine
    ) {
        source = .load {
            // A nonisolated async call: `load` runs on the global executor, not the main actor.
            let prepared = try await Self.runOffMain(load)
            return try makeEngine(prepared)
        }
    }

    /// Loads the bundle folder at `bundle` off the main actor, then makes the engine with
    /// `modules` and lets `configure` register event handlers, data sources and custom views.
    public init(
        bundle: URL, modules: [any AppModule] = [], configure: @escaping @MainActor (JSONEngine) -> Void = { _ in }
    ) {
        self.init {
            try BundleLoader().load(folder: bundle)
        } engine: { loadedBundle in
            let engine = JSONEngine(bundle: loadedBundle, modules: modules)
            configure(engine)
            return engine
        }
    }

    /// The app once its engine is ready; a spinner before, the error if loading failed.
    public var body: some View {
        switch (source, loaded) {
        case (.engine(let engine), _), (_, .engine(let engine)?):
            if let updates = engine.remoteUpdates {
                RemoteAppView(engine: engine, updates: updates)
            } else {
                RunningAppView(engine: engine)
            }
        case (.load, .failure(let message)?):
            ContentUnavailableView("This App Can't Start", systemImage: "exclamationmark.triangle", description: Text(verbatim: message))
        case (.load(let load), nil):
            ProgressView()
                .task {
                    do {
                        loaded = .engine(try await load())
                    } catch {
                        loaded = .failure(String(describing: error))
                    }
                }
        }
    }

    private nonisolated static func runOffMain<Prepared: Sendable>(
        _ load: @Sendable () async throws -> Prepared
    ) async throws -> Prepared {
        try await load()
    }
}
#endif
