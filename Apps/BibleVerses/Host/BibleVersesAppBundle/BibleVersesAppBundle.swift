import Foundation

/// The Bible Verses app's JSON bundle — `app.json`, `theme.json`, `components.json`,
/// `screens/` from `Apps/BibleVerses` — shipped as this module's resources, so the app loads
/// the very files the repository validates and tests.
public enum BibleVersesAppBundle {
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
            "the Bible Verses bundle (app.json) is not in the module's resources at \(resources?.path ?? "<none>")"
        }
    }
}
