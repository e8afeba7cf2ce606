import ArgumentParser
import Crypto
import Foundation
import RemoteBundle
import ViewEngine

/// `sdui publish BUNDLE --out DIR`: writes a bundle as a static published folder
/// (`manifest.json` + `files/<sha256>`) that any web server or CDN serves as is.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Writes a bundle as a static folder for remote loading (manifest.json and content-addressed files).")

    @Argument(help: "The bundle folder.")
    var bundle: String

    @Option(help: "The folder to write (created when missing; files of earlier versions are kept).")
    var out: String

    @Option(help: "The version label apps show and report (e.g. 2 or 2026.11.23).")
    var version = "1"

    @Option(help: "The bundle id (default: app.json's name).")
    var bundleId: String?

    @Option(help: "The oldest engine version that can draw this bundle (default: the version its features need; an older one is refused).")
    var minimumEngineVersion: Int?

    @Option(help: "A private key file written by `sdui keygen`; the manifest is signed with it.")
    var signKey: String?

    @Flag(help: "Publish even when validation finds errors (only to test how apps refuse a broken bundle).")
    var allowErrors = false

    func validate() throws {
        // Published into the bundle, manifest.json and files/ would become part of it: the next
        // publish would read the old manifest back instead of the edited files.
        let source = Self.resolved(bundle)
        let target = Self.resolved(out)
        if target == source || target.hasPrefix(source.hasSuffix("/") ? source : source + "/") {
            throw ValidationError("--out \(out) is inside the bundle folder \(bundle); publish to a folder outside it")
        }
        // Engine versions count from 1. One above this engine's cannot be what the bundle needs,
        // as this engine validates it: every app today would refuse a bundle that works for it.
        if let declared = minimumEngineVersion, !(1...EngineVersion.current).contains(declared) {
            throw ValidationError(
                "--minimum-engine-version takes an engine version from 1 to \(EngineVersion.current) (this engine's); got \(declared)")
        }
        // Apps and `sdui serve --remote` show these labels; control characters would act on a terminal.
        for (option, label) in [("--version", version), ("--bundle-id", bundleId ?? "")] where Excerpt.escapingControls(label) != label {
            throw ValidationError("\(option) must be printable text, found \(Excerpt.escapingControls(label))")
        }
    }

    /// `path` absolute, with `.`, `..` and symbolic links resolved, also when its last parts do
    /// not exist yet (an `--out` to be made): links are resolved only in a path that exists,
    /// so its deepest existing folder is resolved and the rest appended.
    static func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    func run() throws {
        let folder = URL(fileURLWithPath: bundle)
        let files: [String: Data]
        do {
            files = try PublishedFolder.read(folder).files
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        guard files["app.json"] != nil || files.keys.contains(where: { $0.hasPrefix("screens/") }) else {
            printError("error: \(bundle) holds no bundle (no app.json and no screens/)")
            throw ExitCode(1)
        }
        let key = try signKey.map { path in try SigningKeyFile.privateKey(at: path) }
        let manifest: BundleManifest
        do {
            manifest = try BundlePublisher().publish(
                files: files, to: URL(fileURLWithPath: out), bundleID: bundleId, version: version, minimumEngineVersion: minimumEngineVersion,
                signingKey: key, allowingErrors: allowErrors)
        } catch let failure as BundlePublisher.Failure {
            switch failure {
            case .invalidBundle(let diagnostics):
                for diagnostic in diagnostics.sorted where diagnostic.isError { print(diagnostic.description) }
                printError("error: not published: \(bundle) has errors (`sdui validate \(bundle)` lists them)")
            case .minimumEngineVersionTooLow:
                printError("error: not published: \(failure) (--minimum-engine-version)")
            }
            throw ExitCode(1)
        } catch {
            printError("error: cannot write \(out): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        if allowErrors {
            let errors = BundleValidator().validate(BundleLoader().load(files: files)).errors.count
            if errors > 0 { printError("warning: published with \(errors) error\(errors == 1 ? "" : "s") (--allow-errors): apps will refuse this version") }
        }
        let capabilities = manifest.capabilities
        let engine = manifest.minimumEngineVersion.map { "engine version \($0) or later, " } ?? ""
        print("""
            Published \(manifest.bundleID) version \(manifest.version) to \(out): \(manifest.files.count) files, \(key == nil ? "unsigned" : "signed")
            Needs \(engine)\(capabilities.nodeTypes.count) node types, \(capabilities.modifiers.count) modifiers, \(capabilities.actions.count) actions, \(capabilities.transforms.count) transforms
            """)
    }
}

/// Reads the key files `sdui keygen` writes, exiting 1 with the file named when one is wrong.
///
/// Both kinds are 32 bytes in base64, so the text cannot tell a swapped pair apart; the names
/// `sdui keygen` gives them can. A swap would sign with the public half (no app accepts the
/// bundle) or verify with the private one (every manifest refused), so it is an error here.
enum SigningKeyFile {
    static func privateKey(at path: String) throws -> Curve25519.Signing.PrivateKey {
        try parse(path, kind: "private key", wrongExtension: ".pub", SigningKeys.privateKey(fromText:))
    }

    static func publicKey(at path: String) throws -> Curve25519.Signing.PublicKey {
        try parse(path, kind: "public key", wrongExtension: ".key", SigningKeys.publicKey(fromText:))
    }

    private static func parse<Key>(
        _ path: String, kind: String, wrongExtension: String, _ read: (String) throws(RemoteBundleProblem) -> Key
    ) throws -> Key {
        guard !path.hasSuffix(wrongExtension) else {
            printError("\(path): error: this is the other half of the key pair; a \(kind) is the NAME\(wrongExtension == ".pub" ? ".key" : ".pub") file `sdui keygen` writes")
            throw ExitCode(1)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): error: cannot read the \(kind) file")
            throw ExitCode(1)
        }
        do {
            return try read(String(decoding: data, as: UTF8.self))
        } catch {
            printError("\(path): error: \(error) (make one with `sdui keygen`)")
            throw ExitCode(1)
        }
    }
}
