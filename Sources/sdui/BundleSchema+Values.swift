import Foundation
import ViewEngine

/// Values: bindings, text, numbers, booleans, styles, and what each prop and modifier
/// argument type accepts.
extension BundleSchema {
    static func valueDefinitions() -> [(String, JSONValue)] {
        [
            ("binding", ["description": "A $ binding.", "allOf": [["type": "string", "pattern": "^\\$"], ref("knownTransform")]]),
            ("text", ["description": "Text: a literal, a $ binding or ${…} interpolation.", "allOf": [["type": ["string", "number", "boolean"]], ref("knownTransform")]]),
            ("knownTransform", knownTransform()),
            ("number", ["anyOf": [["type": "number"], ref("binding")]]),
            ("integer", ["anyOf": [["type": "integer"], ref("binding")]]),
            ("bool", ["description": "true/false, a binding or a condition expression.", "anyOf": [["type": "boolean"], ["type": "string", "minLength": 1]]]),
            ("statePath", ["description": "A $ path a control writes back to; a node's may pick its place with bound keys ($.todos[$.index].done), a modifier's is plain.", "type": "string", "pattern": "^\\$"]),
            ("color", ["description": "A theme or system colour name, #RRGGBB(AA), or a binding.", "type": "string", "minLength": 1]),
            ("paint", ["description": "A colour, primary…quaternary, a gradient, a filled shape or a view.", "anyOf": [["type": "string"], ["type": "object", "minProperties": 1]]]),
            (
                "shape",
                [
                    "anyOf": [
                        ["enum": .array(ModifierShape.names.map(JSONValue.string))],
                        ["type": "object", "minProperties": 1, "maxProperties": 1, "properties": ["roundedRectangle": ["anyOf": [["type": "number"], ["type": "object"]]]], "additionalProperties": false],
                        ref("binding"),
                    ]
                ]
            ),
            (
                "inlineStyle",
                [
                    "description": "Style keys (theme presets, inlineStyle); values may be $ bindings. Presets also take extends and modifiers.",
                    "type": "object", "propertyNames": ["enum": .array((StyleKey.names + ["extends", "modifiers"]).map(JSONValue.string))],
                ]
            ),
            ("modifiers", ["description": "Applied in order, like chained SwiftUI modifiers.", "type": "array", "items": ref("modifier")]),
        ]
    }

    /// A `$` path piped into a transform names a transform the engine has (`$.x | uppercase`);
    /// longer expressions are left to `sdui validate`.
    static func knownTransform() -> JSONValue {
        let names = TransformRegistry.standard.names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        return [
            "if": ["type": "string", "pattern": "^\\s*\\$[^|()&=<>?${}]*\\|\\s*[!A-Za-z]"],
            "then": ["pattern": .string("^\\s*\\$[^|()&=<>?${}]*\\|\\s*(\(names))(\\s|:|\\||\\)|$)")],
        ]
    }

    static func schema(for type: PropSpec.ValueType) -> JSONValue {
        switch type {
        case .text: return ref("text")
        case .number: return ref("number")
        case .integer: return ref("integer")
        case .bool: return ref("bool")
        case .choice(let words): return choice(words)
        case .node: return ref("node")
        case .nodeOrText: return ["anyOf": [ref("node"), ref("text")]]
        case .nodes: return ["anyOf": [ref("node"), ["type": "array", "items": ref("node")]]]
        case .action: return ref("action")
        case .statePath: return ref("statePath")
        case .screen: return ["description": "A screen of the bundle.", "type": "string", "minLength": 1]
        case .value: return [:]
        case .options: return ["anyOf": [["type": "array"], ref("binding")]]
        case .buttons:
            let button: JSONValue = [
                "type": "object", "required": ["title"],
                "properties": ["title": ref("text"), "role": ["type": "string"], "action": ref("action"), "condition": ["type": ["string", "boolean"]]],
            ]
            return ["type": "array", "items": button]
        case .rowActions:
            let row: JSONValue = [
                "type": "object", "additionalProperties": false,
                "properties": [
                    "title": ref("text"), "icon": ref("text"), "role": ["type": "string"], "action": ref("action"), "condition": ["type": ["string", "boolean"]],
                ],
            ]
            return ["type": "array", "items": row]
        case .color: return ref("color")
        case .colors: return ["anyOf": [["type": "array", "minItems": 1, "items": ref("color")], ref("binding")]]
        case .paint: return ref("paint")
        }
    }

    static func schema(for type: ArgumentType) -> JSONValue {
        switch type {
        case .number, .angle: return ref("number")
        case .nonNegative: return ["anyOf": [["type": "number", "minimum": 0], ref("binding")]]
        case .fraction: return ["anyOf": [["type": "number", "minimum": 0, "maximum": 1], ref("binding")]]
        case .integer: return ref("integer")
        case .bool: return ref("bool")
        case .text, .font: return ref("text")
        case .choice(let words): return choice(words)
        case .color: return ref("color")
        case .dimension: return ["anyOf": [["type": "number"], ["const": "infinity"], ref("binding")]]
        case .shape: return ref("shape")
        case .paint: return ref("paint")
        case .action: return ref("action")
        case .statePath: return ref("statePath")
        case .view: return ref("node")
        case .views: return ["type": "array", "items": ref("node")]
        case .buttons:
            let button: JSONValue = [
                "type": "object", "required": ["title"], "additionalProperties": false,
                "properties": ["title": ref("text"), "role": ["type": "string"], "action": ref("action"), "condition": ["type": ["string", "boolean"]]],
            ]
            return ["type": "array", "items": button]
        case .choices(let words): return ["anyOf": [choice(words), ["type": "array", "items": choice(words)]]]
        }
    }

    /// One of `words` (in any case), or a binding that evaluates to one.
    static func choice(_ words: [String]) -> JSONValue {
        ["anyOf": [["type": "string", "pattern": .string(anyCase(words))], ref("binding")]]
    }

    /// `^(word|word)$` matching any case, as the engine matches choices.
    static func anyCase(_ words: [String]) -> String {
        "^(" + words.map { word in
            word.map { character in
                let lower = character.lowercased(), upper = character.uppercased()
                return lower == upper ? NSRegularExpression.escapedPattern(for: String(character)) : "[\(lower)\(upper)]"
            }.joined()
        }.joined(separator: "|") + ")$"
    }
}
