#if canImport(SwiftUI)
import RemoteBundle
import SwiftUI
import ViewEngine

/// A remote app: shows the current engine, refreshes on the schedule, and swaps in a successor
/// engine on a waiting update at the next navigation or when the host asks. The rules (when,
/// what carries over) live in ``RemoteBundle/RemoteAppUpdates``, tested on Linux; this view
/// only watches and swaps.
struct RemoteAppView: View {
    let updates: RemoteAppUpdates
    @State private var engine: JSONEngine

    init(engine: JSONEngine, updates: RemoteAppUpdates) {
        self.updates = updates
        _engine = State(initialValue: engine)
    }

    var body: some View {
        RunningAppView(engine: engine)
            // A new engine is a new app: no view state of the old one may linger.
            .id(ObjectIdentifier(engine))
            .task { await updates.keepUpdated() }
            .onChange(of: NavigationMarks(engine.runtime)) { swap(force: false) }
            .onChange(of: updates.showRequests) { swap(force: true) }
    }

    private func swap(force: Bool) {
        Task {
            let current = engine
            if let next = await updates.successor(of: current, runtime: { $0.runtime }, make: { current.successor(bundle: $0) }, force: force) {
                engine = next
            }
        }
    }
}
#endif
