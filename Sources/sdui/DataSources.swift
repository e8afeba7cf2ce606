import ViewEngine

/// The native modules the command line links in, by the name bundles give in `app.json`'s
/// `modules`, registered for bundles that use them.
enum DataSources {
    /// Every module `sdui` knows. `live` asks for the real network clients instead of the
    /// offline fixtures, for modules that have both.
    static func knownModules(live: Bool) -> [any AppModule] {
        // App data modules (Podcasts, Bible Verses) are listed here.
        [WebDemoModule()]
    }

    /// The modules `bundle` names, and the names no known module answers to.
    static func modules(for bundle: AppBundle, live: Bool) -> (modules: [any AppModule], unknown: [String]) {
        let known = knownModules(live: live)
        var modules: [any AppModule] = []
        var unknown: [String] = []
        for name in bundle.modules {
            if let module = known.first(where: { $0.name == name }) {
                modules.append(module)
            } else {
                unknown.append(name)
            }
        }
        return (modules, unknown)
    }

    @MainActor
    static func register(in runtime: AppRuntime, bundle: AppBundle, live: Bool = false) {
        let found = modules(for: bundle, live: live)
        for name in found.unknown { printError("warning: no module named '\(name)' is linked into sdui; its data sources are missing") }
        for module in found.modules { module.install(in: runtime) }
    }
}
