import Foundation
import ViewEngine

/// One load of the bundle folder: the bundle, everything validation found, and the
/// generation that tells pages built from an older load to reload.
public struct BundleSnapshot: Sendable {
    /// The app every session of this load runs; empty of screens when the folder went away.
    public let bundle: AppBundle
    /// The loader's and `BundleValidator`'s findings: logged on each load, errors shown in the page.
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

/// A cheap summary of a bundle folder's JSON files (names, sizes and modification times),
/// compared after each file event to notice edits, new files and deletions without reading contents:
/// a 10 MB file costs one `stat` per check like any other.
struct BundleFingerprint: Equatable {
    private struct Stamp: Equatable {
        var size: UInt64
        var modified: Date
    }

    private var entries: [String: Stamp?] = [:]

    /// Stats every `*.json` of the folder and of its subfolders (``BundleLayout/subfolders``).
    init(folder: URL) {
        for subfolder in [""] + BundleLayout.subfolders {
            let url = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
            // A folder that cannot be listed (screens/ missing) simply has no files.
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where name.hasSuffix(".json") {
                let key = subfolder.isEmpty ? name : subfolder + "/" + name
                do {
                    let attributes = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)
                    let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
                    entries[key] = Stamp(size: size, modified: attributes[.modificationDate] as? Date ?? .distantPast)
                } catch {
                    // Gone or unreadable right now (being replaced): record that, and look again at the next event.
                    entries[key] = .some(nil)
                }
            }
        }
    }
}
