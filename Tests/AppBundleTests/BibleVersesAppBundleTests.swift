import BibleVersesAppBundle
import Foundation
import Testing
import ViewEngine

/// The Bible app host ships `Apps/BibleVerses` through the BibleVersesAppBundle module's
/// resources; the packaged copy must be the whole bundle.
struct BibleVersesAppBundleTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Apps/BibleVerses")

    @Test func thePackagedBundleHasEveryScreenOfTheSourceFolder() throws {
        let packaged = try BundleLoader().load(folder: BibleVersesAppBundle.folder())
        let source = try BundleLoader().load(folder: Self.source)

        #expect(packaged.screens.keys.sorted() == source.screens.keys.sorted())
        #expect(packaged.components.keys.sorted() == source.components.keys.sorted())
        #expect(packaged.theme.presets.keys.sorted() == source.theme.presets.keys.sorted())
        #expect(packaged.modules == ["bible-verses"])
        #expect(!packaged.diagnostics.hasErrors, "\(packaged.diagnostics.all)")
    }

    @Test func everyJSONFileOfTheSourceFolderIsPackaged() throws {
        let packaged = try BibleVersesAppBundle.folder()
        for name in try PodcastsAppBundleTests.jsonFiles(in: Self.source) {
            #expect(FileManager.default.fileExists(atPath: packaged.appendingPathComponent(name).path), "\(name) is not packaged")
        }
    }
}
