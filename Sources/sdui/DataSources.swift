import ViewEngine

/// The data sources the command line links in, registered for bundles that use them.
enum DataSources {
    @MainActor
    static func register(in runtime: AppRuntime, bundle: AppBundle) {
        // App data modules (Podcasts, Bible Verses) register their offline sources here.
    }
}
