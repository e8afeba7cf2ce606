import BibleVersesAppBundle
import Foundation
import PodcastsAppBundle
import Testing
import TestSupport
import ViewEngine

/// The app hosts ship each bundle folder (`Apps/Podcasts`, `Apps/BibleVerses`) through its
/// `…AppBundle` module's resources; the packaged copy must be the whole bundle (a file added to
/// the folder but not to Package.swift's resource list would silently be missing from the app).
struct AppBundleTests {
    struct Shipped: Sendable, CustomStringConvertible {
        let folder: String
        let module: String
        let packaged: @Sendable () throws -> URL
        var description: String { folder }
    }

    static let shipped = [
        Shipped(folder: "Apps/Podcasts", module: "podcasts", packaged: { try PodcastsAppBundle.folder() }),
        Shipped(folder: "Apps/BibleVerses", module: "bible-verses", packaged: { try BibleVersesAppBundle.folder() }),
    ]

    @Test(arguments: shipped) func thePackagedBundleHasEveryScreenOfTheSourceFolder(_ app: Shipped) throws {
        let packaged = try BundleLoader().load(folder: app.packaged())
        let source = try BundleLoader().load(folder: packageRoot.appendingPathComponent(app.folder))

        #expect(packaged.screens.keys.sorted() == source.screens.keys.sorted())
        #expect(packaged.components.keys.sorted() == source.components.keys.sorted())
        #expect(packaged.theme.presets.keys.sorted() == source.theme.presets.keys.sorted())
        #expect(packaged.modules == [app.module])
        #expect(!packaged.diagnostics.hasErrors, "\(packaged.diagnostics.all)")
    }

    @Test(arguments: shipped) func everyJSONFileOfTheSourceFolderIsPackaged(_ app: Shipped) throws {
        let packaged = try app.packaged()
        for name in try Self.jsonFiles(in: packageRoot.appendingPathComponent(app.folder)) {
            #expect(FileManager.default.fileExists(atPath: packaged.appendingPathComponent(name).path), "\(name) is not packaged")
        }
    }

    /// `app.json`, `screens/browse.json`, `strings/de.json`, …: the files BundleLoader reads.
    static func jsonFiles(in folder: URL) throws -> [String] {
        var names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        for subfolder in ["screens", "strings"] {
            let url = folder.appendingPathComponent(subfolder)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            names += try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.map { "\(subfolder)/\($0)" }
        }
        return names.sorted()
    }

    @Test(arguments: shipped) func thePackagedBundleSpeaksGermanAndArabic(_ app: Shipped) throws {
        let packaged = try BundleLoader().load(folder: app.packaged())
        #expect(packaged.strings.tables.keys.sorted() == ["ar", "de", "en"])
    }
}
