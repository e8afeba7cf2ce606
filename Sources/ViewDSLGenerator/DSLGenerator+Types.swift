import ViewEngine

/// How each catalogue value type is spelled in the DSL and turned back into JSON.
extension DSLGenerator {
    /// A parameter's Swift type and the expression that makes its JSON from `name` (the
    /// parameter, already unwrapped when optional).
    struct SwiftType {
        let name: String
        let json: (String) -> String

        static func representable(_ name: String) -> SwiftType { SwiftType(name: name) { "\($0).jsonValue" } }

        /// The parameter's type: optional ones default to nil.
        func parameter(optional: Bool) -> String {
            guard optional else { return name }
            return name.hasPrefix("any ") ? "(\(name))? = nil" : "\(name)? = nil"
        }

        /// The JSON expression for the parameter `parameter`, optional or not.
        func jsonExpression(_ parameter: String, optional: Bool) -> String {
            optional ? "\(parameter).map { \(json("$0")) }" : json(parameter)
        }
    }

    static func swiftType(_ type: PropSpec.ValueType, owner: String, label: String, choices: ChoiceTable) -> SwiftType {
        switch type {
        case .text: return .representable("StringValue")
        case .number: return .representable("NumberValue")
        case .integer: return .representable("IntegerValue")
        case .bool: return .representable("BoolValue")
        case .choice: return .representable("Choice." + choices.name(owner: owner, label: label))
        case .node: return .representable("any NodeRepresentable")
        case .nodeOrText: return SwiftType(name: "any LabelConvertible") { "\($0).labelValue" }
        case .nodes: return SwiftType(name: "[any NodeRepresentable]") { "JSONValue.array(\($0).map { $0.jsonValue })" }
        case .action: return .representable("ActionValue")
        case .statePath: return .representable("StatePath")
        case .screen: return SwiftType(name: "String") { "JSONValue.string(\($0))" }
        case .value: return SwiftType(name: "JSONValue") { $0 }
        case .options: return .representable("OptionsValue")
        case .rowActions: return .representable("[RowActionValue]")
        case .buttons: return .representable("[DialogButton]")
        case .color: return .representable("ColorValue")
        case .colors: return .representable("[ColorValue]")
        case .paint: return .representable("PaintValue")
        }
    }

    static func swiftType(_ type: ArgumentType, owner: String, label: String, choices: ChoiceTable) -> SwiftType {
        switch type {
        case .number, .nonNegative, .fraction, .angle: return .representable("NumberValue")
        case .integer: return .representable("IntegerValue")
        case .bool: return .representable("BoolValue")
        case .text: return .representable("StringValue")
        case .choice: return .representable("Choice." + choices.name(owner: owner, label: label))
        case .choices: return .representable("[Choice.\(choices.name(owner: owner, label: label))]")
        case .color: return .representable("ColorValue")
        case .dimension: return .representable("DimensionValue")
        case .font: return .representable("FontValue")
        case .shape: return .representable("ShapeValue")
        case .paint: return .representable("PaintValue")
        case .action: return .representable("ActionValue")
        case .statePath: return .representable("StatePath")
        case .view: return .representable("any NodeRepresentable")
        case .views: return SwiftType(name: "[any NodeRepresentable]") { "JSONValue.array(\($0).map { $0.jsonValue })" }
        case .buttons: return .representable("[DialogButton]")
        }
    }

    /// How a prop's type reads in a parameter's documentation.
    static func describe(_ type: ArgumentType) -> String {
        type.name
    }
}
