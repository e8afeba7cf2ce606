import Foundation
import ViewEngine

/// What a published bundle is made of: `manifest.json` in a published folder holds it (inside
/// a ``SignedManifest``). Files are stored content-addressed, at `files/<sha256>`, so a CDN can
/// cache them forever and an app downloads only the files whose hash changed.
public struct BundleManifest: Codable, Sendable, Hashable {
    /// The manifest format; a loader refuses a format it does not know.
    public static let currentFormat = 1

    /// The JSON `format` member: ``currentFormat`` when made here; verification refuses any other.
    public var format: Int
    /// Names the app the bundle belongs to (`app.json`'s name unless given).
    public var bundleID: String
    /// The publisher's version label (`"2"`, `"2026.11.23"`); shown, never compared.
    public var version: String
    /// The oldest engine that can draw this bundle, when the publisher declares one.
    public var minimumEngineVersion: Int?
    /// What the bundle uses; an app whose engine lacks any of it refuses the bundle.
    public var capabilities: Capabilities
    /// Every file of the bundle, sorted by path.
    public var files: [File]

    /// One file: its path inside the bundle (`screens/home.json`), size in bytes and SHA-256.
    public struct File: Codable, Sendable, Hashable {
        /// The path inside the bundle (`screens/home.json`); loaders refuse one that
        /// ``BundleManifest/isAllowedPath(_:)`` rejects.
        public var path: String
        /// The length in bytes; a file of any other length is refused.
        public var size: Int
        /// Lower-case hex.
        public var sha256: String

        /// An entry as ``BundlePublisher`` writes it; `sha256` is 64 lower-case hex digits.
        public init(path: String, size: Int, sha256: String) {
            self.path = path
            self.size = size
            self.sha256 = sha256
        }

        /// Where the file is in a published folder.
        public var storagePath: String { "files/\(sha256)" }
    }

    /// A manifest in ``currentFormat``, with `files` sorted by path; nil `minimumEngineVersion`
    /// declares none.
    public init(
        bundleID: String, version: String, minimumEngineVersion: Int? = nil, capabilities: Capabilities, files: [File]
    ) {
        self.format = Self.currentFormat
        self.bundleID = bundleID
        self.version = version
        self.minimumEngineVersion = minimumEngineVersion
        self.capabilities = capabilities
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The canonical encoding (sorted keys): what is signed and what `manifest.json` embeds.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Whether `path` is one a bundle may hold (ViewEngine's `BundleLayout.isBundleFile(_:)`: a `.json`
    /// file at the top level, in `screens/` or in `data/`), with no `..` or hidden names, so a
    /// hostile manifest cannot write outside the cache. `manifest.json` is none: the cache keeps
    /// the signed manifest under that name beside the bundle's files.
    public static func isAllowedPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }) else { return false }
        return BundleLayout.isBundleFile(path)
    }

    /// Whether `hash` is 64 lower-case hex digits (so it is safe as a file name).
    public static func isSHA256Hex(_ hash: String) -> Bool {
        hash.utf8.count == 64 && hash.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

/// The engine features a bundle uses, by their JSON names.
public struct Capabilities: Codable, Sendable, Hashable {
    /// Node `type` names in canonical spelling (`vstack`, `text`), sorted.
    public var nodeTypes: [String]
    /// `actionType` values (`navigate`, `custom`), sorted.
    public var actions: [String]
    /// Transform names called after `|` in `$` expressions (`uppercase`), sorted.
    public var transforms: [String]
    /// Modifier names (`padding`, `blur`) used in `modifiers` lists.
    public var modifiers: [String]

    /// Each list is stored sorted, so the same names in any order compare and encode equal.
    public init(nodeTypes: [String] = [], actions: [String] = [], transforms: [String] = [], modifiers: [String] = []) {
        self.nodeTypes = nodeTypes.sorted()
        self.actions = actions.sorted()
        self.transforms = transforms.sorted()
        self.modifiers = modifiers.sorted()
    }

    private enum CodingKeys: String, CodingKey {
        case nodeTypes, actions, transforms, modifiers
    }

    /// `modifiers` may be absent: manifests published before modifiers were counted use none
    /// the loader can check, and reading them must not fail.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            nodeTypes: try container.decode([String].self, forKey: .nodeTypes), actions: try container.decode([String].self, forKey: .actions),
            transforms: try container.decode([String].self, forKey: .transforms),
            modifiers: try container.decodeIfPresent([String].self, forKey: .modifiers) ?? [])
    }

    /// Everything named in `self` or `other`.
    public func union(_ other: Capabilities) -> Capabilities {
        Capabilities(
            nodeTypes: Array(Set(nodeTypes).union(other.nodeTypes)), actions: Array(Set(actions).union(other.actions)),
            transforms: Array(Set(transforms).union(other.transforms)), modifiers: Array(Set(modifiers).union(other.modifiers)))
    }

    /// What `self` (required) names that `available` lacks, as `kind 'name'` phrases.
    public func missing(from available: Capabilities) -> [String] {
        func lacking(_ required: [String], _ have: [String], _ kind: String) -> [String] {
            let set = Set(have)
            return required.filter { !set.contains($0) }.map { "\(kind) '\($0)'" }
        }
        return lacking(nodeTypes, available.nodeTypes, "node type") + lacking(actions, available.actions, "action")
            + lacking(transforms, available.transforms, "transform") + lacking(modifiers, available.modifiers, "modifier")
    }
}
