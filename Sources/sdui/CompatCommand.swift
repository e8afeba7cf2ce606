import ArgumentParser
import Foundation
import RemoteBundle
import ViewEngine

/// `sdui compat OLD NEW`: the changes from OLD to NEW that break apps installed with OLD.
struct CompatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compat",
        abstract: "Lists the changes from OLD to NEW that break installed apps (exit 1 when any).",
        discussion: """
            OLD and NEW are bundle folders, published folders (sdui publish) or their manifest.json. \
            Breaking: a removed screen, a screen parameter no longer passed (removed or renamed), a removed \
            component or component parameter, and a capability (node type, modifier, action, transform) NEW \
            uses that OLD did not, unless NEW raises minimumEngineVersion; and an engine feature (choices, \
            bound word props, a bound currency code, screens' or components' computed values) NEW's manifest uses that OLD did not \
            while its minimumEngineVersion is older than that feature.
            """)

    @Argument(help: "The bundle installed apps have.")
    var old: String

    @Argument(help: "The bundle to publish.")
    var new: String

    func run() throws {
        let oldSide = try side(old)
        let newSide = try side(new)
        let breaks = BundleCompatibility().breaks(from: oldSide, to: newSide)
        for item in breaks { print("error: \(item)") }
        if breaks.isEmpty {
            print("compatible: nothing in \(new) breaks apps installed with \(old)")
        } else {
            printError("\(breaks.count) breaking change\(breaks.count == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }

    /// Reads and validates one side; a bundle that does not load is an error of its own.
    private func side(_ path: String) throws -> BundleCompatibility.Side {
        let contents: PublishedFolder.Contents
        do {
            contents = try PublishedFolder.read(URL(fileURLWithPath: path))
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        let bundle = BundleLoader().load(files: contents.files)
        // The validator's result includes the loader's diagnostics.
        let errors = BundleValidator().validate(bundle).sorted.filter(\.isError)
        guard errors.isEmpty else {
            for error in errors { printError(error.description) }
            printError("error: \(path) has errors; compat compares valid bundles")
            throw ExitCode(1)
        }
        do {
            return try BundleCompatibility.Side(
                files: contents.files, minimumEngineVersion: contents.manifest?.minimumEngineVersion, capabilities: contents.manifest?.capabilities,
                isPublished: contents.manifest != nil)
        } catch {
            printError("error: \(path): \(error)")
            throw ExitCode(1)
        }
    }
}
