import ViewEngine

/// The action type a JSON object is written as, read as the decoder reads it: `actionType`, or
/// `type` when that names no node type, in any letter case (`"type": "Update"` is an update).
/// The publish-time scans use it, so a bundle that spells an action either way still declares
/// what it needs.
enum WrittenActionType {
    /// The canonical name (``Action/typeNames``) of the action `object` is, or nil.
    static func name(of object: [String: Any]) -> String? {
        guard let written = (object["actionType"] ?? object["type"]) as? String else { return nil }
        if object["actionType"] == nil, NodeCatalog.kind(named: written) != nil { return nil }
        return Action.typeIndex(matching: written).map { Action.typeNames[$0] }
    }
}
