import Crypto
import Foundation
import ViewEngine

/// Writes a bundle folder as a static published folder (`sdui publish`): `manifest.json` and
/// `files/<sha256>`. Any web server or CDN serves the result as is.
public struct BundlePublisher: Sendable {
    /// Decodes the files into a bundle for validation before a manifest is made.
    public var loader: BundleLoader

    /// A publisher validating with `loader` (a default `BundleLoader`: 16 MiB per file, the
    /// standard transforms).
    public init(loader: BundleLoader = BundleLoader()) {
        self.loader = loader
    }

    /// The bundle files of `folder` (top-level `.json`, `screens/*.json`, `data/*.json`), by path.
    public static func files(inFolder folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) where BundleManifest.isAllowedPath(name) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        for subfolder in BundleLayout.subfolders {
            let url = folder.appendingPathComponent(subfolder)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            for name in try manager.contentsOfDirectory(atPath: url.path) where BundleManifest.isAllowedPath(subfolder + "/" + name) {
                files[subfolder + "/" + name] = try Data(contentsOf: url.appendingPathComponent(name))
            }
        }
        return files
    }

    /// Why publishing stopped.
    public enum Failure: Error, CustomStringConvertible {
        /// The bundle has errors: everything the validator found (`description` lists the errors).
        case invalidBundle(Diagnostics)
        /// The declared minimum engine version is older than the bundle's features need: apps of
        /// that version would download a bundle they cannot read.
        case minimumEngineVersionTooLow(declared: Int, needed: Int, features: [EngineFeature])
        public var description: String {
            switch self {
            case .invalidBundle(let diagnostics):
                return "the bundle has errors:\n" + diagnostics.errors.map(\.description).joined(separator: "\n")
            case .minimumEngineVersionTooLow(let declared, let needed, let features) where features.isEmpty:
                // Below 1, the bundle's own features are not what is too new.
                return "engine versions count from 1, so \(declared) is none; declare \(needed) or leave the option out"
            case .minimumEngineVersionTooLow(let declared, let needed, let features):
                let uses = features.map { "\($0) (engine version \($0.engineVersion))" }.joined(separator: ", ")
                return "the bundle uses \(uses), but its minimum engine version is \(declared): "
                    + "apps of version \(declared) would download a bundle they cannot read; declare \(needed) or leave the option out"
            }
        }
    }

    /// Validates `files` with this engine, then builds the manifest (refusing a bundle with
    /// errors: a published bundle must load everywhere the capabilities allow). With
    /// `allowingErrors`, a bundle with errors is published anyway: only to test how apps
    /// refuse one.
    ///
    /// `minimumEngineVersion` nil declares what the bundle's features need (none when version 1
    /// parses it all); one older than that is refused, whatever `allowingErrors` says.
    public func manifest(
        for files: [String: Data], bundleID: String?, version: String, minimumEngineVersion: Int? = nil, allowingErrors: Bool = false
    ) throws -> BundleManifest {
        let bundle = loader.load(files: files)
        // The validator's result includes the loader's diagnostics.
        let diagnostics = BundleValidator().validate(bundle)
        guard allowingErrors || !diagnostics.hasErrors else { throw Failure.invalidBundle(diagnostics) }
        let parsed = try BundleJSONWalk(files: files)
        let features = EngineFeature.used(in: parsed, parser: loader.parser)
        let needed = EngineVersion.needed(by: features)
        if let declared = minimumEngineVersion, declared < needed {
            let newer = features.filter { $0.engineVersion > declared }.sorted()
            throw Failure.minimumEngineVersionTooLow(declared: declared, needed: needed, features: newer)
        }
        let entries = files.map { path, data in BundleManifest.File(path: path, size: data.count, sha256: sha256Hex(data)) }
        return BundleManifest(
            bundleID: bundleID ?? bundle.name, version: version, minimumEngineVersion: minimumEngineVersion ?? (needed > 1 ? needed : nil),
            capabilities: Capabilities.used(in: parsed), files: entries)
    }

    /// Writes `files` and their manifest into `output` (created when missing). Files already
    /// there are kept: content-addressed names never change meaning, so older manifests stay
    /// servable during a rollout.
    public func publish(
        files: [String: Data], to output: URL, bundleID: String? = nil, version: String, minimumEngineVersion: Int? = nil,
        signingKey: Curve25519.Signing.PrivateKey? = nil, allowingErrors: Bool = false
    ) throws -> BundleManifest {
        let manifest = try manifest(
            for: files, bundleID: bundleID, version: version, minimumEngineVersion: minimumEngineVersion, allowingErrors: allowingErrors)
        let store = output.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        for entry in manifest.files {
            try files[entry.path]!.write(to: output.appendingPathComponent(entry.storagePath), options: .atomic)
        }
        // Last, so a server never offers a manifest whose files are not there yet.
        try SignedManifest(manifest, signingKey: signingKey).encoded().write(to: output.appendingPathComponent("manifest.json"), options: .atomic)
        return manifest
    }
}
