import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import BibleVerses

/// The Bible Verses bundle running in an ``AppRuntime`` with the module over the offline
/// fixtures and a database in a temporary folder — what one app launch is.
@MainActor
struct BibleApp {
    let runtime: AppRuntime
    let module: BibleModule

    static func bundle() throws -> AppBundle {
        try BundleLoader().load(folder: packageRoot.appendingPathComponent("Apps/BibleVerses"))
    }

    /// A launch on the database at `databasePath` (a relaunch when it already exists).
    init(
        databasePath: String, clock: TestClock = TestClock(), transport: (any BibleTransport)? = nil, busyTimeout: TimeInterval = BibleStore.busyTimeout,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        let store = try BibleStore(path: databasePath, busyTimeout: busyTimeout, now: clock.function)
        let client = BibleAPIClient(transport: try transport ?? FixtureBibleTransport(bible: TestBible.shared(), random: SeededRandomSource(seed: 11)))
        module = BibleModule(client: client, store: store, now: clock.function, timeZone: TimeZone(identifier: "UTC")!, log: log)
        runtime = AppRuntime(bundle: try Self.bundle(), environment: .fixed(now: clock.now))
        #expect(runtime.install(modulesFrom: [module]).isEmpty)
    }

    /// Another session of the same launch: a second runtime over the same module and
    /// database, as a second browser tab of the preview server is.
    init(sessionOf other: BibleApp, clock: TestClock = TestClock()) throws {
        module = other.module
        runtime = AppRuntime(bundle: try Self.bundle(), environment: .fixed(now: clock.now))
        #expect(runtime.install(modulesFrom: [module]).isEmpty)
    }

    var env: JSONObject { runtime.appState }

    var activeScreen: ScreenID {
        get throws { try #require(runtime.activeScreen) }
    }

    func tree() throws -> RenderNode {
        runtime.render(try activeScreen)
    }

    /// Selects the tab with this title.
    func open(tab title: String) async throws {
        let index = try #require(runtime.tabBar().tabs.firstIndex { $0.title == title }, "no tab \(title)")
        await runtime.selectTab(index)
    }

    /// Taps the (first) node with this accessibility identifier on the active screen.
    func tap(_ identifier: String) async throws {
        let screen = try activeScreen
        let node = try #require(runtime.render(screen).node(identifier: identifier), "no '\(identifier)' on \(runtime.screen(screen)?.name ?? "?")")
        await runtime.perform(try #require(node.tapAction, "'\(identifier)' does nothing"), on: screen)
    }

    /// Types into the search field and submits.
    func search(_ query: String) async throws {
        let screen = try activeScreen
        guard case .textField(let field)? = runtime.render(screen).node(identifier: "search-field")?.content else {
            Issue.record("no search field")
            return
        }
        runtime.setValue(.string(query), at: field.binding, screen: screen)
        let onSubmit = try #require(field.onSubmit)
        await runtime.perform(onSubmit, on: screen)
    }

    /// Sets a control (picker, toggle, slider) by identifier as the user would: writes its
    /// value and runs its `onChange`.
    func set(_ identifier: String, to value: JSONValue) async throws {
        let screen = try activeScreen
        let node = try #require(runtime.render(screen).node(identifier: identifier), "no '\(identifier)'")
        switch node.content {
        case .picker(let picker): await runtime.setValue(value, at: picker.binding, screen: screen, onChange: picker.onChange)
        case .toggle(let toggle): await runtime.setValue(value, at: toggle.binding, screen: screen, onChange: toggle.onChange)
        case .slider(let slider): await runtime.setValue(value, at: slider.binding, screen: screen, onChange: slider.onChange)
        default: Issue.record("'\(identifier)' is not a control")
        }
    }

    /// The favourite button's accessibility label on the active screen.
    func favoriteButtonLabel() throws -> String? {
        try tree().node(identifier: "favorite-button")?.accessibility.label
    }
}
