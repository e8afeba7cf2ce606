import Foundation

/// A JSON app shipped as a Swift module's resources (the `*AppBundle` modules the app hosts
/// link), so an app loads exactly the files the repository validates.
public enum PackagedBundle {
    /// The folder that holds `app.json` among `resources`: the module's own `Bundle.module`,
    /// which only code inside that module can name. `app` names the app in the error.
    public static func folder(in resources: Bundle, app: String) throws(Missing) -> URL {
        guard let appFile = resources.url(forResource: "app", withExtension: "json") else {
            throw Missing(app: app, resources: resources.resourceURL)
        }
        return appFile.deletingLastPathComponent()
    }

    /// The resources were not packaged with the module (a build-setup problem, not bad JSON).
    public struct Missing: Error, CustomStringConvertible {
        /// The app's name as passed to `folder(in:app:)`, for the message.
        public let app: String
        /// Where the module's resources were looked for (`Bundle.resourceURL`); nil when the bundle
        /// has no resource folder.
        public let resources: URL?

        public var description: String {
            "the \(app) bundle (app.json) is not in the module's resources at \(resources?.path ?? "<none>")"
        }
    }
}
