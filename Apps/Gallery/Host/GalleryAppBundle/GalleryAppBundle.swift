import Foundation
import ViewEngine

/// The Gallery app's JSON bundle — `app.json`, `components.json` and `screens/` from `Apps/Gallery`, generated from
/// the modifier catalogue by `sdui gallery` — shipped as this module's resources, so the app
/// shows exactly the files the repository validates and screenshots.
public enum GalleryAppBundle {
    /// The folder that holds `app.json`.
    public static func folder() throws(PackagedBundle.Missing) -> URL {
        try PackagedBundle.folder(in: Bundle.module, app: "Gallery")
    }
}
