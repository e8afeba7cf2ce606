import ViewEngine

/// What converting one file gathers besides its node: the problems found, the initial values
/// of the controls (ours bind to state; the peers' hold a literal value), and the screens of
/// a tab bar.
struct ImportContext {
    let format: PeerFormat
    /// The screen the file becomes; controls' state keys and tab screens are named after it.
    let screenName: String
    var diagnostics = Diagnostics()
    /// `setState` pairs the screen's `onLoad` runs, in the order the controls were met.
    var initialState: [(key: String, value: JSONValue)] = []
    /// Screens made from a root tab view's children.
    var tabScreens: [(name: String, node: JSONValue)] = []
    /// The tab bar, when the file's root is one: it becomes the app's root.
    var tabBar: JSONValue?
    /// How deep the node being converted is: 1 for the file's root.
    var depth = 0
    private var controlCounts: [String: Int] = [:]

    init(format: PeerFormat, screenName: String) {
        self.format = format
        self.screenName = screenName
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at value: PeerValue) {
        diagnostics.append(Diagnostic(code, message, source: value.source, path: value.path))
    }

    /// A member the format documents (or not) that has nothing to become here.
    mutating func noCounterpart(_ key: String, of type: String, at value: PeerValue, _ why: String = "") {
        report(.peerNoCounterpart, "\(format.displayName) '\(key)' on '\(type)' has no counterpart here\(why.isEmpty ? "" : ": " + why); it is left out", at: value)
    }

    mutating func invalid(_ key: String, at value: PeerValue, expected: String) {
        report(.peerInvalidValue, "\(format.displayName) '\(key)' must be \(expected), found \(value.written); it is left out", at: value)
    }

    mutating func approximated(_ message: String, at value: PeerValue) {
        report(.peerApproximation, message, at: value)
    }

    /// Our type for the node's peer type (`types` keys matched as the format matches them),
    /// or nil after reporting a missing or unknown type.
    mutating func ourType(of node: PeerValue, in types: [String: String], caseInsensitive: Bool) -> (peer: String, ours: String)? {
        guard node.kind == .object else {
            report(.peerNotANode, "expected a \(format.displayName) node (an object with a \"type\"), found \(node.written); it is left out", at: node)
            return nil
        }
        guard let type = node.member("type")?.string else {
            report(.peerNotANode, "a \(format.displayName) node needs a \"type\" string; it is left out", at: node)
            return nil
        }
        let match = caseInsensitive ? types.first { $0.key.lowercased() == type.lowercased() }?.value : types[type]
        guard let match else {
            let known = types.keys.sorted()
            report(.peerUnknownType,
                "'\(type)' is not a \(format.displayName) node type that converts\(Suggestion.didYouMean(type, in: known)); the node is left out (types: \(known.joined(separator: ", ")))",
                at: node.member("type") ?? node)
            return nil
        }
        return (type, match)
    }

    /// The state key a control binds to, holding `initial` when the screen loads
    /// (`toggle_1`, `slider_2`, … per screen).
    mutating func stateKey(for control: String, initial: JSONValue) -> String {
        let count = (controlCounts[control] ?? 0) + 1
        controlCounts[control] = count
        let key = "\(control)_\(count)"
        initialState.append((key, initial))
        return key
    }

    /// A colour the format documents, as ours names it; nil after reporting one it does not.
    mutating func color(_ key: String, _ value: PeerValue) -> JSONValue? {
        guard let text = value.string, let color = PeerColor.ours(text) else {
            let halves = value.string?.split(separator: ":").map(String.init) ?? []
            if halves.count == 2, let light = PeerColor.ours(halves[0]), let dark = PeerColor.ours(halves[1]) {
                // SwiftUIML's `light:dark`: ours are a theme colour's two values, named where used.
                let theme = #"{"colors": {"NAME": {"light": "\#(light)", "dark": "\#(dark)"}}}"#
                report(
                    .peerNoCounterpart,
                    "\(format.displayName) '\(key)' is a light:dark pair; here a colour with a value per appearance is a theme colour: add \(theme) to theme.json and write \"NAME\" here; it is left out",
                    at: value)
                return nil
            }
            invalid(key, at: value, expected: "a colour name (\(PeerColor.names.joined(separator: ", "))) or #RGB / #RRGGBB / #RRGGBBAA")
            return nil
        }
        return .string(color)
    }

    /// A number; nil after reporting anything else.
    mutating func number(_ key: String, _ value: PeerValue) -> Double? {
        guard let number = value.number else {
            invalid(key, at: value, expected: "a number")
            return nil
        }
        return number
    }

    /// A boolean; nil after reporting anything else.
    mutating func bool(_ key: String, _ value: PeerValue) -> Bool? {
        guard let bool = value.bool else {
            invalid(key, at: value, expected: "true or false")
            return nil
        }
        return bool
    }

    /// Text; numbers and booleans are written as text, as the peers show them.
    mutating func text(_ key: String, _ value: PeerValue) -> String? {
        switch value.kind {
        case .string: return value.string
        case .number, .bool: return JSONWriter.string(value.value)
        default:
            invalid(key, at: value, expected: "text")
            return nil
        }
    }

    /// One of `options` (matched ignoring case); nil after reporting anything else.
    mutating func choice(_ key: String, _ value: PeerValue, _ options: [String]) -> String? {
        guard let text = value.string, let match = options.first(where: { $0.lowercased() == text.lowercased() }) else {
            invalid(key, at: value, expected: "one of " + options.joined(separator: ", "))
            return nil
        }
        return match
    }
}
