import Foundation
import ViewEngine

/// The Bible Verses app's JSON bundle — `app.json`, `theme.json`, `components.json`,
/// `screens/`, `strings/` from `Apps/BibleVerses` — shipped as this module's resources, so the app loads
/// the very files the repository validates and tests.
public enum BibleVersesAppBundle {
    /// The folder that holds `app.json`.
    public static func folder() throws(PackagedBundle.Missing) -> URL {
        try PackagedBundle.folder(in: Bundle.module, app: "Bible Verses")
    }
}
