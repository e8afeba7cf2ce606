import Foundation
import PodcastsAppBundle
import Testing
import ViewEngine

/// The app hosts ship `Apps/Podcasts` through the PodcastsAppBundle module's resources; the
/// packaged copy must be the whole bundle (a file added to the folder but not to
/// Package.swift's resource list would silently be missing from the app).
struct PodcastsAppBundleTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Apps/Podcasts")

    @Test func thePackagedBundleHasEveryScreenOfTheSourceFolder() throws {
        let packaged = try BundleLoader().load(folder: PodcastsAppBundle.folder())
        let source = try BundleLoader().load(folder: Self.source)

        #expect(packaged.screens.keys.sorted() == source.screens.keys.sorted())
        #expect(packaged.components.keys.sorted() == source.components.keys.sorted())
        #expect(packaged.theme.presets.keys.sorted() == source.theme.presets.keys.sorted())
        #expect(packaged.modules == ["podcasts"])
        #expect(!packaged.diagnostics.hasErrors, "\(packaged.diagnostics.all)")
    }

    @Test func everyJSONFileOfTheSourceFolderIsPackaged() throws {
        let packaged = try PodcastsAppBundle.folder()
        for name in try Self.jsonFiles(in: Self.source) {
            #expect(FileManager.default.fileExists(atPath: packaged.appendingPathComponent(name).path), "\(name) is not packaged")
        }
    }

    /// `app.json`, `screens/browse.json`, …: the files BundleLoader reads.
    static func jsonFiles(in folder: URL) throws -> [String] {
        var names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        let screens = folder.appendingPathComponent("screens")
        if FileManager.default.fileExists(atPath: screens.path) {
            names += try FileManager.default.contentsOfDirectory(atPath: screens.path).filter { $0.hasSuffix(".json") }.map { "screens/\($0)" }
        }
        return names.sorted()
    }
}
