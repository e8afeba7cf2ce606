import Foundation
import PodcastCatalog
import ViewEngine

/// The app modules the command line links in, by the name bundles use in `app.json`'s
/// `"modules"`, and their installation into a runtime.
enum DataSources {
    /// How modules are made: offline fixtures, or the live APIs.
    struct Options: Sendable {
        /// Use the real web APIs instead of the bundled fixtures.
        var live = false
        /// Where live responses are cached between runs (nil: memory only).
        var cacheFolder: URL?

        /// From the environment: `SDUI_LIVE=1` switches every module to its live API, and
        /// `SDUI_CACHE` names a cache folder.
        static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Options {
            let live = ["1", "true", "yes"].contains(environment["SDUI_LIVE"]?.lowercased() ?? "")
            return Options(live: live, cacheFolder: environment["SDUI_CACHE"].map { URL(fileURLWithPath: $0) })
        }
    }

    /// Known modules by name.
    static let known: [String: @Sendable (Options) throws -> any AppModule] = [
        "podcasts": { options in try PodcastsModule(live: options.live, cacheFolder: options.cacheFolder) },
        // The native side of Tests/Bundles/WebDemo, which the web preview's browser tests run.
        "web-demo": { _ in WebDemoModule() },
    ]

    /// The modules `bundle` names, made with `options`, and a problem for each one that is
    /// unknown or failed to start.
    static func modules(for bundle: AppBundle, options: Options) -> (modules: [any AppModule], problems: [String]) {
        var modules: [any AppModule] = []
        var problems: [String] = []
        for name in bundle.modules {
            guard let make = known[name] else {
                let names = known.keys.sorted().joined(separator: ", ")
                problems.append("the bundle asks for the module '\(name)', which sdui does not have (it has: \(names))")
                continue
            }
            do {
                modules.append(try make(options))
            } catch {
                problems.append("the module '\(name)' could not start: \(error)")
            }
        }
        return (modules, problems)
    }
}
