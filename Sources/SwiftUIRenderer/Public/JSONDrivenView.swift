#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ViewEngine

/// A whole JSON app as a SwiftUI view: tab bar, navigation stacks, sheets and screens, all
/// driven by the engine's runtime.
///
/// ```swift
/// WindowGroup {
///     JSONDrivenView {
///         let engine = try JSONEngine(bundleFolder: folder, modules: [PodcastsModule(live: true)])
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
        case load(@MainActor () throws -> JSONEngine)
    }

    private enum Loaded {
        case engine(JSONEngine)
        case failure(String)
    }

    /// Shows an engine the app made and configured.
    public init(engine: JSONEngine) {
        source = .engine(engine)
    }

    /// Makes the engine the first time the view appears (once, not on every update), showing
    /// a spinner until then and the error if `load` throws.
    public init(load: @escaping @MainActor () throws -> JSONEngine) {
        source = .load(load)
    }

    /// Loads the bundle folder at `bundle` with `modules`, then lets `configure` register
    /// event handlers, data sources and custom views.
    public init(
        bundle: URL, modules: [any AppModule] = [], configure: @escaping @MainActor (JSONEngine) -> Void = { _ in }
    ) {
        self.init {
            let engine = try JSONEngine(bundleFolder: bundle, modules: modules)
            configure(engine)
            return engine
        }
    }

    public var body: some View {
        switch (source, loaded) {
        case (.engine(let engine), _), (_, .engine(let engine)?):
            RunningAppView(engine: engine)
        case (.load, .failure(let message)?):
            ContentUnavailableView("This App Can't Start", systemImage: "exclamationmark.triangle", description: Text(verbatim: message))
        case (.load(let load), nil):
            ProgressView()
                .task {
                    do {
                        loaded = .engine(try load())
                    } catch {
                        loaded = .failure(String(describing: error))
                    }
                }
        }
    }
}
#endif
