/// Decoding of a list's `swipeActions`.
extension SchemaDecoder {
    static let rowActionFields = ["title", "icon", "role", "action", "condition"]

    /// An array of `{"title", "icon", "role", "action"}`; each problem is reported where it is,
    /// and an entry that cannot work (no title, no action) is left out.
    /// `noun` names one entry in messages. Modifiers' alert buttons decode the same way, with
    /// the action optional (a button without one just closes the alert).
    mutating func rowActions(_ ref: JSONRef, _ name: String, noun: String = "a swipe action", requiresAction: Bool = true) -> PropValue? {
        guard ref.kind == .array else {
            report(.wrongType, "\(name) must be an array of {\"title\", \"icon\", \"role\", \"action\"}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var actions: [RowActionTemplate] = []
        for (index, element) in ref.elements.enumerated() {
            if let action = at(index, { $0.rowAction(element, noun: noun, requiresAction: requiresAction) }) { actions.append(action) }
        }
        return .rowActions(actions)
    }

    private mutating func rowAction(_ ref: JSONRef, noun: String, requiresAction: Bool) -> RowActionTemplate? {
        guard ref.kind == .object else {
            report(.wrongType, "\(noun) must be an object {\"title\", \"icon\", \"role\", \"action\"}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var title: TextValue?
        var icon: TextValue?
        var role: RenderNode.Button.Role?
        var action: Action?
        var condition: BindingExpression?
        var sawCondition = false
        var sawTitle = false
        var sawAction = false
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "title":
                    sawTitle = true
                    title = decoder.string(member.value, "\(noun)'s 'title'").flatMap { decoder.textValue($0, at: member.value.source) }
                case "icon":
                    icon = decoder.string(member.value, "\(noun)'s 'icon'").flatMap { decoder.textValue($0, at: member.value.source) }
                case "role":
                    role = decoder.choice(member.value, "\(noun)'s 'role'", RenderNode.Button.Role.self)
                case "action":
                    sawAction = true
                    action = decoder.action(member.value)
                case "condition":
                    sawCondition = true
                    condition = decoder.condition(member.value)
                default:
                    decoder.warnUnknown(member.key, at: member.keySource, known: Self.rowActionFields, in: noun)
                }
            }
        }
        if !sawTitle { report(.missingMember, "\(noun) needs a \"title\" (its button's text, also read by VoiceOver)", at: ref.source) }
        if !sawAction, !requiresAction { action = Action(.sequence([]), source: ref.source) }
        if !sawAction, requiresAction { report(.missingMember, "\(noun) needs an \"action\" (what its button does)", at: ref.source) }
        // A condition that does not decode leaves the button out (reported), rather than
        // showing it on every row it was meant to be hidden on.
        guard let title, let action, !sawCondition || condition != nil else { return nil }
        return RowActionTemplate(title: title, icon: icon, role: role, action: action, source: ref.source, condition: condition)
    }
}
