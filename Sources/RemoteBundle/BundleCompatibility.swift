import Foundation
import ViewEngine

/// What `sdui compat OLD NEW` compares: the changes in a new bundle that break apps already
/// installed with (or other bundles written against) the old one.
///
/// - A screen of the old bundle is gone: a deep link, a push notification or another bundle
///   may still name it.
/// - A screen parameter the old bundle passed is no longer passed by the new one (removed or
///   renamed): callers written against the old bundle still send the old name.
/// - A component parameter was removed: uses written against the old component still set it.
/// - The new bundle uses a capability (node type, modifier, action, transform) the old one
///   did not, without raising `minimumEngineVersion`: installed apps of the declared minimum
///   may lack it and would refuse (or, before the gate existed, misdraw) the bundle.
/// - The new bundle's manifest uses an ``EngineFeature`` the old one did not, with a minimum
///   engine version older than that feature: a manifest published before `sdui publish`
///   declared it, or edited by hand.
///
/// Additions (screens, parameters, components) break nothing.
public struct BundleCompatibility: Sendable {
    /// One side of the comparison: a bundle's files and, for a published bundle, its manifest.
    public struct Side: Sendable {
        /// The bundle's files by path inside the bundle (`app.json`, `screens/home.json`).
        public var files: [String: Data]
        /// The manifest's `minimumEngineVersion`; nil (a bundle folder, or none declared) counts as 0.
        public var minimumEngineVersion: Int?
        /// The manifest's capabilities, or those scanned from `files` when none were given.
        public var capabilities: Capabilities
        /// Whether the side is published (has a manifest). A bundle folder's manifest is still to
        /// be made, and `sdui publish` declares the engine version its features need.
        public var isPublished: Bool
        /// What `files` use that engine version 1 lacks.
        public var features: Set<EngineFeature>

        /// `capabilities` nil: found by scanning `files`.
        public init(files: [String: Data], minimumEngineVersion: Int? = nil, capabilities: Capabilities? = nil, isPublished: Bool = false) throws {
            self.files = files
            self.minimumEngineVersion = minimumEngineVersion
            let parsed = try BundleJSONWalk(files: files)
            self.capabilities = capabilities ?? Capabilities.used(in: parsed)
            self.isPublished = isPublished
            self.features = EngineFeature.used(in: parsed)
        }

        /// The minimum engine version apps will see: the manifest's, or for a folder what
        /// publishing it declares when no other is given.
        var declaredMinimum: Int {
            // Publishing declares none (0) for a bundle version 1 reads.
            let needed = EngineVersion.needed(by: features)
            return isPublished ? minimumEngineVersion ?? 0 : max(minimumEngineVersion ?? 0, needed > 1 ? needed : 0)
        }
    }

    /// One breaking change, as `sdui compat` prints it after `error: `.
    public enum Break: Sendable, Hashable, CustomStringConvertible {
        /// A screen of the old bundle, by name, that the new one lacks.
        case screenRemoved(String)
        /// A `params` name the old bundle's callers pass to `screen` and the new one's do not;
        /// `newParameters` is what the new callers pass, sorted (empty: none).
        case screenParameterRemoved(screen: String, parameter: String, newParameters: [String])
        /// A component of the old bundle, by name, that the new one lacks.
        case componentRemoved(String)
        /// A parameter the old `component` declares and the new one of the same name does not.
        case componentParameterRemoved(component: String, parameter: String)
        /// A capability only the new bundle uses, as a phrase (`node type 'map'`), with its
        /// declared minimum engine version (nil: none); reported only when that was not raised.
        case newCapability(String, minimumEngineVersion: Int?)
        /// A feature only the new bundle uses that engines older than `feature.engineVersion`
        /// cannot read, while its manifest lets them download it (`declared`: its minimum, 0 for none).
        case newFeature(EngineFeature, declared: Int)

        public var description: String {
            switch self {
            case .screenRemoved(let screen):
                return "screen '\(screen)' was removed; deep links and other bundles that open it will fail"
            case .screenParameterRemoved(let screen, let parameter, let newParameters):
                let now = newParameters.isEmpty ? "it is now opened with no parameters" : "it is now opened with: \(newParameters.joined(separator: ", "))"
                return "screen '\(screen)' no longer takes the parameter '\(parameter)' (removed or renamed; \(now)); callers that pass '\(parameter)' break"
            case .componentRemoved(let component):
                return "component '\(component)' was removed"
            case .componentParameterRemoved(let component, let parameter):
                return "component '\(component)' lost its parameter '\(parameter)'"
            case .newCapability(let capability, let minimum):
                let declared = minimum.map { "the declared minimum engine version is still \($0)" } ?? "no minimum engine version is declared"
                return "the new bundle uses \(capability), which the old one did not, and \(declared); raise minimumEngineVersion (sdui publish --minimum-engine-version)"
            case .newFeature(let feature, let declared):
                let minimum = declared > 0 ? "its minimum engine version is \(declared)" : "it declares no minimum engine version"
                return "the new bundle uses \(feature), which engine version \(feature.engineVersion) added, and \(minimum): older apps "
                    + "would download a bundle they cannot read; publish it again (sdui publish declares the version it needs)"
            }
        }
    }

    /// A comparer; it has no settings, and ``breaks(from:to:)`` does the work.
    public init() {}

    /// The breaking changes from `old` to `new`, in a stable order.
    public func breaks(from old: Side, to new: Side) -> [Break] {
        let loader = BundleLoader()
        let oldBundle = loader.load(files: old.files)
        let newBundle = loader.load(files: new.files)
        var found: [Break] = []
        for screen in oldBundle.screens.keys.sorted() where newBundle.screens[screen] == nil {
            found.append(.screenRemoved(screen))
        }
        let oldParameters = Self.screenParameters(old.files)
        let newParameters = Self.screenParameters(new.files)
        for screen in oldParameters.keys.sorted() where newBundle.screens[screen] != nil {
            let now = newParameters[screen] ?? []
            for parameter in oldParameters[screen]!.sorted() where !now.contains(parameter) {
                found.append(.screenParameterRemoved(screen: screen, parameter: parameter, newParameters: now.sorted()))
            }
        }
        for name in oldBundle.components.keys.sorted() {
            guard let component = newBundle.components[name] else {
                found.append(.componentRemoved(name))
                continue
            }
            for parameter in oldBundle.components[name]!.parameters where !component.parameters.contains(parameter) {
                found.append(.componentParameterRemoved(component: name, parameter: parameter))
            }
        }
        // As apps will see them: a folder's minimum is what publishing it declares.
        let raised = new.declaredMinimum > old.declaredMinimum
        if !raised {
            let added = new.capabilities.missing(from: old.capabilities)
            found += added.map { .newCapability($0, minimumEngineVersion: new.minimumEngineVersion) }
        }
        for feature in new.features.subtracting(old.features).sorted() where feature.engineVersion > new.declaredMinimum {
            found.append(.newFeature(feature, declared: new.declaredMinimum))
        }
        return found
    }

    /// Per screen, the parameter names its callers pass: `params` of `navigate`/`present`
    /// actions and of `navigation_link` nodes. Found in the JSON, so it reads every file the
    /// same way whatever node holds the action.
    static func screenParameters(_ files: [String: Data]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                let props = object["props"] as? [String: Any]
                var target: (screen: String, params: Any?)?
                if let kind = object["actionType"] as? String, kind == "navigate" || kind == "present", let screen = object["screen"] as? String {
                    target = (screen, object["params"])
                } else if object["type"] as? String == "navigation_link", let screen = props?["destination"] as? String {
                    target = (screen, props?["params"])
                }
                if let target {
                    let names = (target.params as? [String: Any]).map { Set($0.keys) } ?? []
                    result[target.screen, default: []].formUnion(names)
                }
                for member in object.values { visit(member) }
            } else if let array = value as? [Any] {
                for element in array { visit(element) }
            }
        }
        for path in files.keys.sorted() {
            // Files that are not JSON were already reported by the loader; they name no screens.
            guard let root = try? JSONSerialization.jsonObject(with: files[path]!, options: [.fragmentsAllowed]) else { continue }
            visit(root)
        }
        return result
    }
}
