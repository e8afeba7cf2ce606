import ViewEngine

/// `sdui docs --format prompt`: the vocabulary in few words, for a language model's system
/// prompt. Generated from the same catalogue as the reference and the schema, so a node or
/// modifier added to the engine is in the prompt with nothing written twice; a test keeps it
/// naming every one and under ``sizeLimit``.
enum PromptReference {
    /// Bytes the prompt must stay under: about 10,000 tokens, a fraction of any current
    /// model's context, leaving room for the app's own instructions and data.
    static let sizeLimit = 40_000

    static func text() -> String {
        var out = "# SerializableSwiftUI screen JSON\n\n"
        out += "Write one JSON object per screen: a view node. Output JSON only.\n\n"
        out += rules()
        out += "\n## Node types\n\n`name [children]: summary. prop: type` (`*` required; `a|b` one of these words; the first word is the default when one is listed).\n\n"
        for spec in NodeCatalog.specs {
            let props = spec.props.map { "\($0.name)\($0.isRequired ? "*" : ""): \(propType($0))" }.joined(separator: "; ")
            out += "- \(spec.kind.name)\(spec.children == .many ? " [children]" : ""): \(spec.summary)." + (props.isEmpty ? "" : " " + props) + "\n"
        }
        out += "\nEvery node also takes: " + NodeCatalog.commonProps.map { "\($0.name): \(propType($0))" }.joined(separator: "; ") + ".\n"
        out += "\n## Modifiers\n\n`name(argument: type, …)`; `*` required; the first argument may be written bare.\n\n"
        for category in ModifierCategory.allCases {
            let descriptors = ModifierCatalog.descriptors(in: category)
            guard !descriptors.isEmpty else { continue }
            out += "\(category.rawValue): " + descriptors.map(signature).joined(separator: "; ") + "\n"
        }
        out += "\n## Actions\n\n`{\"actionType\": name, fields…}`: "
        out += Action.typeNames.map { name in
            let fields = SchemaDecoder.actionFieldNames(for: name)
            return fields.isEmpty ? name : "\(name)(\(fields.joined(separator: ", ")))"
        }.joined(separator: "; ") + ". Any action may add `condition` (runs only when true) and `else` (an action run otherwise).\n"
        out += "\n## Transforms\n\nIn bindings, after `|` (`$.title | uppercase`, `$.date | date:MMM d`): "
        out += TransformRegistry.standard.names.map { name in
            TransformRegistry.standard[name].map { $0.argument == .required ? "\(name):arg" : name } ?? name
        }.joined(separator: ", ") + "\n"
        out += structuredOutput()
        return out
    }

    private static func rules() -> String {
        """
        ## Rules

        - A node is `{"type": T, PROPS…, "modifiers": […], "children": […]}`; props sit on the node. Only the props listed for T are read.
        - Style with `modifiers`, applied in order like chained SwiftUI modifiers: `[{"padding": 16}, {"background": "blue"}, {"cornerRadius": 12}]` pads inside the blue. Never put padding, colours, fonts or sizes on the node itself.
        - A modifier's value is its first argument (`{"opacity": 0.5}`), an object of labelled arguments (`{"frame": {"width": 120, "height": 44}}`), or `true` when it has none.
        - Colours: system names (blue, red, green, orange, yellow, pink, purple, gray, black, white, primary, secondary, systemBackground, secondarySystemBackground) or `#RRGGBB` / `#RRGGBBAA`. Fonts: largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2.
        - Data: a string that starts with `$.` binds to data (`"$.user.name"`); `${…}` interpolates inside text (`"Hello, ${$.user.name}"`); `\\$` is a literal dollar. A binding that starts with anything else is wrapped: `"$(!$.done)"`, `"$(($.i + 1) % $.count)"`. Look up by a value with `[ ]`: `"$.items[$.selected].title"`. Controls write to a state path (`"binding": "$.volume"`; in a list row, `"$.todos[$.index].done"`).
        - Translated text: a string that starts with `@` looks up the bundle's `strings/<locale>.json` (`"@browse.title"`, `"@episodes(count: $.podcast.trackCount)"`); `\\@` is a literal at sign.
        - `list` repeats its row template for each element of its items, with `$.item` and `$.index`.
        - `condition` (a binding or comparison, `"$.items | count > 0"`) shows a node only when true. To pick a value, write a choice: `"${$.played ? 'Played' : 'New'}"`.
        - Images: `systemName` is an SF Symbol name (`star.fill`); `source` may be a URL.

        """
    }

    private static func structuredOutput() -> String {
        """

        ## Structured output

        Constrain the model with the JSON Schema of `sdui schema` (committed as Docs/sdui.schema.json): its `$defs/screen` is one screen file, `$defs/node` any view node. Then check every answer with `sdui validate --strict` before showing it (Docs/LLM.md).

        """
    }

    /// A prop's type, briefly: choices as `a|b` with the default first.
    private static func propType(_ prop: PropSpec) -> String {
        if case .choice(var options) = prop.type {
            if let preferred = prop.defaultValue?.stringValue, let index = options.firstIndex(of: preferred) {
                options.insert(options.remove(at: index), at: 0)
            }
            return options.joined(separator: "|")
        }
        return DocsCommand.describe(prop.type)
    }

    private static func signature(_ descriptor: ModifierDescriptor) -> String {
        let arguments = descriptor.arguments.map { argument in
            "\(argument.label)\(argument.isRequired ? "*" : ""): \(argument.type.name.replacingOccurrences(of: " | ", with: "|"))"
        }
        return arguments.isEmpty ? descriptor.name : "\(descriptor.name)(\(arguments.joined(separator: ", ")))"
    }
}
