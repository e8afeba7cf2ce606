/// Style keys that other SwiftUI JSON formats (JSONToSwiftUI, SwiftUIML, SwiftSDUI) write
/// directly on a node, and the modifier that does the same here.
///
/// `sdui validate` meets them on nodes brought over by hand; instead of "unknown property" it
/// says which modifier to write. Any modifier's own name counts (`opacity`, `shadow`, …), so
/// the advice grows with the modifier catalogue; the table below adds the peers' other names.
enum PeerStyleKey {
    /// What to write instead of a peer's key: a modifier (with the written value when it carries
    /// over unchanged) or an inline style property.
    enum Advice: Equatable {
        case modifier(String)
        /// A frame dimension: `{"frame": {"width": 150}}`.
        case frame(String)
        /// A point size has no modifier (`font` takes text styles): `inlineStyle.fontSize`.
        case fontSize
    }

    /// Peer names that are not our modifiers' names.
    private static let aliases: [String: Advice] = [
        "backgroundColor": .modifier("background"),
        "color": .modifier("foregroundColor"),
        "margin": .modifier("padding"),
        "decoration": .modifier("cornerRadius"),
        "fontSize": .fontSize,
        "width": .frame("width"), "height": .frame("height"),
        "minWidth": .frame("minWidth"), "minHeight": .frame("minHeight"),
        "maxWidth": .frame("maxWidth"), "maxHeight": .frame("maxHeight"),
        "imageWidth": .frame("width"), "imageHeight": .frame("height"),
        "size": .frame("width"),
    ]

    /// The advice for `key`, when it is a style key of another format (callers ask only about
    /// keys the node does not read).
    static func advice(for key: String) -> Advice? {
        if let alias = aliases[key] { return alias }
        return ModifierCatalog.descriptor(named: key) != nil ? .modifier(key) : nil
    }

    /// The warning's text: what to write instead, with the written value when it fits.
    static func message(_ key: String, _ value: JSONRef, advice: Advice, on what: String) -> String {
        let number = value.numberValue.map { JSONWriter.string(.number($0)) }
        let instead: String
        switch advice {
        case .modifier(let name):
            let descriptor = ModifierCatalog.descriptor(named: name)
            let example = descriptor.map { carriesOver(value, to: $0) ? "{\"\(name)\": \(JSONWriter.string(value.value))}" : $0.example } ?? ""
            instead = "the modifier '\(name)': \"modifiers\": [\(example)]"
        case .frame(let dimension):
            instead = "the modifier 'frame': \"modifiers\": [{\"frame\": {\"\(dimension)\": \(number ?? "100")}}]"
        case .fontSize:
            instead = "\"inlineStyle\": {\"fontSize\": \(number ?? "17")} (or the modifier 'font' with a text style: {\"font\": \"title\"})"
        }
        return "'\(key)' is not a property of \(what) (a style key other formats write on the node): write \(instead)"
    }

    /// Whether the value as written is a valid bare value of the modifier (`16` for padding,
    /// `"blue"` for background), so the advice can repeat it.
    private static func carriesOver(_ value: JSONRef, to descriptor: ModifierDescriptor) -> Bool {
        guard let argument = descriptor.primary else { return value.boolValue == true }
        switch (value.kind, argument.type) {
        case (.number, .number), (.number, .nonNegative), (.number, .fraction), (.number, .integer), (.number, .dimension), (.number, .angle),
            (.bool, .bool):
            return true
        case (.string, .color), (.string, .paint):
            return value.stringValue.map { RGBA(hex: $0) != nil || SystemColors.all[$0] != nil } ?? false
        case (.string, .choice(let options)):
            return value.stringValue.map(options.contains) ?? false
        case (.string, .font):
            return value.stringValue.flatMap(TextStyle.init(rawValue:)) != nil
        default:
            return false
        }
    }
}

extension SchemaDecoder {
    /// Reports `key`, which `what` does not read: as a peer's style key with the modifier to
    /// use, as a peer's property wrapper, or as an unknown property.
    mutating func warnUnread(_ key: String, _ value: JSONRef, at source: SourceRef, known: [String], of kind: NodeKind, in what: String) {
        let code: DiagnosticCode
        let message: String
        if let advice = PeerStyleKey.advice(for: key) {
            (code, message) = (.styleKeyOnNode, PeerStyleKey.message(key, value, advice: advice, on: "'\(kind.name)'"))
        } else if key == "properties" || key == "attributes", value.kind == .object || value.kind == .array {
            let peer = key == "properties" ? "jsontoswiftui" : "swiftuiml"
            code = .peerFormatOnNode
            message = "'\(key)' holds properties the way another format writes them; they are ignored here: convert the file with `sdui import --from \(peer)` or move them onto the node"
        } else {
            warnUnknown(key, at: source, known: known, in: what)
            return
        }
        // Keys written on the node are not yet on the path (those in `props` are).
        if path.segments.last == .key(key) { report(code, message, at: source) } else { at(key) { $0.report(code, message, at: source) } }
    }
}
