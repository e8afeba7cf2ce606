import Foundation

/// The Gallery app's JSON bundle — `app.json`, `components.json` and `screens/` from `Apps/Gallery`, generated from
/// the modifier catalogue by `sdui gallery` — shipped as this module's resources, so the app
/// shows exactly the files the repository validates and screenshots.
public enum GalleryAppBundle {
    /// The folder that holds `app.json`.
    public static func folder() throws -> URL {
        guard let appFile = Bundle.module.url(forResource: "app", withExtension: "json") else {
            throw MissingBundle(resources: Bundle.module.resourceURL)
        }
        return appFile.deletingLastPathComponent()
    }

    /// The resources were not packaged with the module (a build-setup problem, not bad JSON).
    public struct MissingBundle: Error, CustomStringConvertible {
        public let resources: URL?

        public var description: String {
            "the Gallery bundle (app.json) is not in the module's resources at \(resources?.path ?? "<none>")"
        }
    }
}
