import Testing

@testable import ViewEngine

/// Hosts install the native modules a bundle names in app.json.
@MainActor
struct AppRuntimeModuleTests {
    /// Registers its data source as the default one.
    struct CatalogModule: AppModule {
        let name: String
        let source: StubDataSource

        func install(in runtime: AppRuntime) {
            runtime.register(dataSource: source)
        }
    }

    private func runtime(modules: String) throws -> AppRuntime {
        try makeRuntime([
            "app.json": #"{"root": "home", "modules": \#(modules)}"#,
            "home.json": #"""
                {"type": "screen", "props": {"onLoad": {"actionType": "api", "endpoint": "/items", "resultKey": "items"}},
                 "children": [{"type": "text", "props": {"content": "$.items.name"}}]}
                """#,
        ])
    }

    @Test func installsTheNamedModulesSoTheirSourcesAnswer() async throws {
        let source = StubDataSource(["/items": .success(["name": "Radiolab"])])
        let runtime = try runtime(modules: #"["catalog"]"#)

        let missing = runtime.install(modulesFrom: [CatalogModule(name: "other", source: StubDataSource([:])), CatalogModule(name: "catalog", source: source)])
        await runtime.start()

        #expect(missing.isEmpty)
        #expect(source.recorded.map(\.endpoint) == ["/items"])
        let home = try #require(runtime.activeScreen)
        #expect(runtime.screen(home)?.state["items"] == ["name": "Radiolab"])
    }

    @Test func modulesTheBundleDoesNotNameAreNotInstalled() async throws {
        let unused = StubDataSource([:])
        let runtime = try runtime(modules: "[]")

        runtime.install(modulesFrom: [CatalogModule(name: "catalog", source: unused)])
        await runtime.start()

        #expect(unused.recorded.isEmpty)
    }

    @Test func aTabShownBeforeStartHasFinishedLoadsAfterThePreparations() async throws {
        let runtime = try makeRuntime([
            "app.json": #"{"root": "home", "state": {"translation": "web", "seen": ""}}"#,
            "home.json": #"""
                {"type": "screen", "props": {"onLoad": {"actionType": "setState", "key": "env.seen", "value": "$.env.translation"}},
                 "children": [{"type": "text", "props": {"content": "$.env.seen"}}]}
                """#,
        ])
        let (opened, open) = AsyncStream<Void>.makeStream()
        var prepared = 0
        runtime.registerPreparation {
            for await _ in opened { break }
            runtime.setValue("kjv", at: BindingPath(dotted: "env.translation")!, screen: runtime.tabs[0].stack.root!)
            prepared += 1
        }
        // A tab bar asks for its tab while start still waits for the saved settings.
        let shown = Task { await runtime.selectTab(0) }
        let started = Task { await runtime.start() }
        await Task.yield()
        open.yield()
        await shown.value
        await started.value

        #expect(runtime.context(for: runtime.tabs[0].stack.root!).value(at: BindingPath(dotted: "env.seen")!) == "kjv")
        #expect(prepared == 1, "each preparation runs once")
    }

    @Test func aMissingModuleIsReturnedAndReported() throws {
        let runtime = try runtime(modules: #"["catalog", "player"]"#)

        let missing = runtime.install(modulesFrom: [CatalogModule(name: "catalog", source: StubDataSource([:]))])

        #expect(missing == ["player"])
        #expect(runtime.issues.map(\.code) == [.missingModule])
        #expect(runtime.issues.map(\.message) == ["app.json names the module 'player', which this host does not have"])
    }

    @Test func aMissingModuleIsReportedWhereAppJSONNamesIt() throws {
        let runtime = try runtime(modules: #"["catalog", "player"]"#)
        runtime.install(modulesFrom: [])
        let player = try #require(runtime.issues.last)
        #expect(player.file == "app.json")
        #expect(player.location == SourceLocation(line: 1, column: 41))
    }
}
