import Foundation
import ViewEngine

/// The Podcasts app's JSON bundle — `app.json`, `theme.json`, `components.json`, `screens/`, `strings/`
/// from `Apps/Podcasts` — shipped as this module's resources, so an app that links the module
/// loads the very files the repository validates and tests.
public enum PodcastsAppBundle {
    /// The folder that holds `app.json`.
    public static func folder() throws(PackagedBundle.Missing) -> URL {
        try PackagedBundle.folder(in: Bundle.module, app: "Podcasts")
    }
}
