import Foundation
import ViewEngine

/// One load of the bundle folder: the bundle, everything validation found, and the
/// generation that tells pages built from an older load to reload.
public struct BundleSnapshot: Sendable {
    public let bundle: AppBundle
    public let diagnostics: Diagnostics
    /// Changes on every reload; unique across server runs, so a page from a previous run
    /// reloads too.
    public let generation: String

    /// Loads and validates `folder`. Bad content never throws: it becomes diagnostics.
    public static func load(_ folder: URL, generation: String) throws(Diagnostic) -> BundleSnapshot {
        let bundle = try BundleLoader().load(folder: folder)
        return BundleSnapshot(bundle: bundle, diagnostics: BundleValidator().validate(bundle), generation: generation)
    }

    /// Whether the app has a screen to show at all.
    public var canRun: Bool {
        !bundle.root.screenNames.isEmpty && bundle.root.screenNames.contains { bundle.screens[$0] != nil }
    }
}

/// A cheap summary of a bundle folder's JSON files (names and contents), compared on each
/// poll to notice edits, new files and deletions.
struct BundleFingerprint: Equatable {
    private var entries: [String: UInt64] = [:]

    /// Reads every `*.json` of the folder and of its `screens/` folder.
    init(folder: URL) {
        for subfolder in ["", "screens"] {
            let url = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
            // A folder that cannot be listed (screens/ missing) simply has no files.
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where name.hasSuffix(".json") {
                let file = url.appendingPathComponent(name)
                let key = subfolder.isEmpty ? name : subfolder + "/" + name
                do {
                    entries[key] = Self.hash(try Data(contentsOf: file))
                } catch {
                    // Unreadable right now (being written): record that, and look again next poll.
                    entries[key] = 0
                }
            }
        }
    }

    /// FNV-1a: enough to notice a change, and fast on a few hundred kilobytes.
    private static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
