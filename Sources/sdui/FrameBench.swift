import Foundation
import ViewEngine
import WebRenderer

/// The preview's floor: the time to render one frame (resolve + HTML) of an app's heaviest
/// screen, the work `sdui serve` does for every page and every interaction.
enum FrameBench {
    struct Result {
        var app: String
        var screen: String
        var seconds: Double
        var screensMeasured: Int
    }

    /// The bundle at `folder`, refused when validation finds errors: a screen over the node
    /// limit or with a broken binding renders an error page, whose time says nothing about the app.
    static func load(folder: String) throws -> AppBundle {
        let bundle = try BundleLoader().load(folder: URL(fileURLWithPath: folder))
        let errors = BundleValidator().validate(bundle).sorted.filter(\.isError)
        if let first = errors.first { throw FrameBenchError.invalidBundle(folder: folder, first: first, count: errors.count) }
        return bundle
    }

    /// Opens every screen of `bundle` (loaded from `folder`) without parameters (offline
    /// fixtures, data in a scratch folder), times one frame of each and returns the slowest.
    /// Screens that expect parameters show their empty state, so they rarely are the slowest.
    @MainActor
    static func heaviestScreen(of bundle: AppBundle, folder: String, seconds: Double) async throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }  // best effort: a temporary folder
        var options = DataSources.Options()
        options.dataFolder = scratch
        options.randomSeed = 1
        let (modules, problems) = DataSources.modules(for: bundle, options: options)
        if let problem = problems.first { throw FrameBenchError.modulesUnavailable(folder: folder, problem: problem) }
        let renderer = WebRenderer()
        var slowest: Result?
        var measured = 0
        for name in bundle.screens.keys.sorted() {
            let runtime = AppRuntime(bundle: bundle, environment: .fixed())
            runtime.install(modulesFrom: modules)
            guard let id = await runtime.show(name) else { continue }
            let frame = Stopwatch.median(seconds: seconds) { blackHole(renderer.renderScreen(id, of: runtime)) }
            measured += 1
            if frame > slowest?.seconds ?? 0 {
                slowest = Result(app: bundle.name, screen: name, seconds: frame, screensMeasured: 0)
            }
        }
        guard var result = slowest else { throw FrameBenchError.noScreenOpens(folder: folder) }
        result.screensMeasured = measured
        return result
    }
}

/// Why a bundle the frame benchmark was given could not be measured.
enum FrameBenchError: Error, CustomStringConvertible {
    /// One of the bundle's modules could not start (its offline data or database in the scratch
    /// folder failed to open, say).
    case modulesUnavailable(folder: String, problem: String)
    /// No screen of the bundle opened (it has none), so there is no frame to time.
    case noScreenOpens(folder: String)
    /// Validation found errors in the bundle: the first, and how many there are.
    case invalidBundle(folder: String, first: Diagnostic, count: Int)

    var description: String {
        switch self {
        case .modulesUnavailable(let folder, let problem): return "\(folder): \(problem)"
        case .noScreenOpens(let folder): return "\(folder): no screen opens"
        case .invalidBundle(let folder, let first, let count):
            let more = count > 1 ? " (and \(count - 1) more errors: run `sdui validate \(folder)`)" : ""
            return "\(folder) has errors, so its frames would time error pages: \(first.description)\(more)"
        }
    }
}
