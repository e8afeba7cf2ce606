import ViewEngine

/// The modifiers section of `sdui docs` and the machine-readable catalogue of
/// `sdui docs --format json`, both generated from the engine's modifier descriptors.
enum ModifierReference {
    static func markdown() -> String {
        var out = "## Modifiers\n\n"
        out += "Every node takes `modifiers`: an array of one-key objects applied in the order written, after the node's style, "
        out += "like chained SwiftUI modifiers (`[{\"padding\": 8}, {\"background\": \"red\"}]` pads inside the red; the reverse pads "
        out += "outside it). A modifier may repeat. Its value is its first argument (`{\"blur\": 4}`), an object of labelled "
        out += "arguments (`{\"shadow\": {\"radius\": 4, \"y\": 2}}`), or `true` for one without arguments (`false` leaves it off). "
        out += "An argument may be a `$` binding or `${}` text, checked on every render: a value of the wrong type leaves the "
        out += "modifier off for that render and is reported as a runtime issue.\n\n"
        out += "Shapes: `rectangle`, `circle`, `ellipse`, `capsule`, `roundedRectangle` or `{\"roundedRectangle\": {\"cornerRadius\": 12, \"style\": \"circular\"}}`. "
        out += "Paint (backgrounds, overlays, masks, foreground styles): a colour, `primary`…`quaternary`, "
        out += "`{\"linearGradient\"|\"radialGradient\"|\"angularGradient\": {\"colors\": […], …}}`, `{\"shape\": shape, \"fill\": paint}` "
        out += "or `{\"view\": node}` (with `alignment` beside it).\n\n"
        out += "`web` says how the browser preview draws each one: `full`, `partial` or `none`, with what is missing.\n\n"
        for category in ModifierCategory.allCases {
            let descriptors = ModifierCatalog.descriptors(in: category)
            guard !descriptors.isEmpty else { continue }
            out += "### \(category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst())\n\n"
            for descriptor in descriptors {
                out += "#### `\(descriptor.name)`\n\n\(descriptor.summary). Example: `\(descriptor.example)`\n\n"
                if !descriptor.arguments.isEmpty {
                    out += "| argument | type | required | default |\n|---|---|---|---|\n"
                    for argument in descriptor.arguments {
                        let defaultText = argument.defaultValue.map { "`" + JSONWriter.string($0) + "`" } ?? ""
                        out += "| `\(argument.label)` | \(argument.type.name.replacingOccurrences(of: "|", with: "\\|")) | \(argument.isRequired ? "yes" : "") | \(defaultText) |\n"
                    }
                    out += "\n"
                }
                out += "Web: \(descriptor.web.level)" + (descriptor.web.note.map { " — \($0)." } ?? ".") + "\n\n"
            }
        }
        return out
    }

    /// The whole catalogue as one JSON object: nodes, modifiers, actions, transforms.
    static func catalogue() -> JSONValue {
        let nodes: [JSONValue] = NodeCatalog.specs.map { spec in
            .object([
                "name": .string(spec.kind.name), "category": .string(spec.category.rawValue), "summary": .string(spec.summary),
                "aliases": .array(spec.aliases.map(JSONValue.string)), "example": .string(spec.example),
                "props": .array((spec.props + NodeCatalog.commonProps).map { prop in
                    var entry: JSONObject = [
                        "name": .string(prop.name), "type": .string(DocsCommand.describe(prop.type)), "required": .bool(prop.isRequired),
                        "summary": .string(prop.summary),
                    ]
                    entry["default"] = prop.defaultValue
                    return .object(entry)
                }),
            ])
        }
        let modifiers: [JSONValue] = ModifierCatalog.all.map { descriptor in
            var object: JSONObject = [
                "name": .string(descriptor.name), "category": .string(descriptor.category.rawValue), "summary": .string(descriptor.summary),
                "example": .string(descriptor.example), "web": .string(descriptor.web.level),
                "arguments": .array(descriptor.arguments.map { argument in
                    var entry: JSONObject = ["label": .string(argument.label), "type": .string(argument.type.name), "required": .bool(argument.isRequired)]
                    entry["default"] = argument.defaultValue
                    return .object(entry)
                }),
            ]
            object["webNote"] = descriptor.web.note.map(JSONValue.string)
            return .object(object)
        }
        let actions: [JSONValue] = Action.typeNames.map { name in
            .object(["name": .string(name), "fields": .array(SchemaDecoder.actionFieldNames(for: name).map(JSONValue.string))])
        }
        let transforms: [JSONValue] = TransformRegistry.standard.names.compactMap { name in
            guard let transform = TransformRegistry.standard[name] else { return nil }
            return .object(["name": .string(name), "argument": .string(transform.argument.rawValue), "summary": .string(transform.summary)])
        }
        return .object(["nodes": .array(nodes), "modifiers": .array(modifiers), "actions": .array(actions), "transforms": .array(transforms)])
    }
}
