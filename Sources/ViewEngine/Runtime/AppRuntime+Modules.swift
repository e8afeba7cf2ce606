/// Installing the native modules a bundle names.
@MainActor
extension AppRuntime {
    /// Installs the modules the bundle names in `app.json` (`"modules"`), taken from the host's
    /// table `available`. Returns the names the host has no module for, and reports each, so a
    /// missing data source is a clear issue rather than a silently empty screen.
    @discardableResult
    public func install(modulesFrom available: [any AppModule]) -> [String] {
        var missing: [String] = []
        for name in bundle.modules {
            guard let module = available.first(where: { $0.name == name }) else {
                missing.append(name)
                report(.missingModule, "app.json names the module '\(name)', which this host does not have", screen: nil, at: bundle.moduleSources[name] ?? .none)
                continue
            }
            module.install(in: self)
        }
        return missing
    }
}
