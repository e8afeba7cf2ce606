import Foundation
import ViewEngine

extension Capabilities {
    /// What this engine build can draw: every node type, action, standard transform and
    /// modifier. Hosts that register their own transforms pass their registry.
    public static func engine(transforms: TransformRegistry = .standard) -> Capabilities {
        Capabilities(nodeTypes: NodeCatalog.canonicalNames, actions: Action.typeNames, transforms: transforms.names, modifiers: ModifierCatalog.names)
    }

    /// The features a bundle's files use, found in their JSON: `type` members naming a node
    /// type, `actionType` members, transforms after `|` in `$` expressions, and the names of
    /// the entries of `modifiers` lists.
    ///
    /// Only names the publishing engine (`known`) has are recorded, in canonical spelling:
    /// the bundle was validated by that engine, so anything else is data that merely looks like
    /// a node. This may over-report (a data object with `"type": "text"`), never under-report.
    public static func used(by files: [String: Data], known: Capabilities = .engine()) throws -> Capabilities {
        used(in: try BundleJSONWalk(files: files), known: known)
    }

    /// As ``used(by:known:)``, over files already parsed.
    static func used(in files: BundleJSONWalk, known: Capabilities = .engine()) -> Capabilities {
        var scan = Scan(knownTransforms: Set(known.transforms), knownActions: Set(known.actions), knownModifiers: Set(known.modifiers))
        files.walk(&scan)
        return Capabilities(
            nodeTypes: Array(scan.nodeTypes), actions: Array(scan.actions), transforms: Array(scan.transforms), modifiers: Array(scan.modifiers))
    }

    private struct Scan: BundleJSONVisitor {
        let knownTransforms: Set<String>
        let knownActions: Set<String>
        let knownModifiers: Set<String>
        var nodeTypes: Set<String> = []
        var actions: Set<String> = []
        var transforms: Set<String> = []
        var modifiers: Set<String> = []

        mutating func visit(object: [String: Any]) {
            if let type = object["type"] as? String, let kind = NodeCatalog.kind(named: type) { nodeTypes.insert(kind.name) }
            if let action = WrittenActionType.name(of: object), knownActions.contains(action) { actions.insert(action) }
            if let list = object["modifiers"] as? [Any] {
                // Each entry is `{"name": arguments}`; the name is its only key.
                for case let entry as [String: Any] in list {
                    for name in entry.keys where knownModifiers.contains(name) { modifiers.insert(name) }
                }
            }
        }

        mutating func visit(string text: String) {
            if text.contains("$"), text.contains("|") { scanTransforms(text) }
        }

        /// Names after a single `|` (not `||`), with an optional `!`.
        mutating func scanTransforms(_ text: String) {
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "|") else { continue }
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "|") {
                    index += 1
                    continue
                }
                var start = index + 1
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                var end = start
                if end < bytes.count, bytes[end] == UInt8(ascii: "!") { end += 1 }
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] < 128 && Character(UnicodeScalar(bytes[end])).isLetter)
                    || (48...57).contains(bytes[end])
                {
                    end += 1
                }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if knownTransforms.contains(name) { transforms.insert(name) }
            }
        }
    }
}
