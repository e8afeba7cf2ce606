import ViewEngine

/// The Gallery's node screens: one per ``NodeCategory``, each showing every node type of it
/// by its catalogue example, so every type appears and a new one appears without editing.
extension GalleryBundle {
    /// `nodes-<category>` for each category that has types.
    static var nodeCategories: [NodeCategory] {
        NodeCategory.allCases.filter { category in NodeCatalog.specs.contains { $0.category == category } }
    }

    static func nodeScreenName(_ category: NodeCategory) -> String { "nodes-" + category.rawValue }

    /// Data the examples bind to (`$.env.sampleNames`, the chart's `$.env.sampleSales`).
    static let sampleState: JSONValue = .object([
        "sampleNames": ["Ada", "Grace", "Katherine"],
        "sampleSales": .array([("Jan", "North", 4), ("Jan", "South", 2), ("Feb", "North", 6), ("Feb", "South", 3), ("Mar", "North", 8), ("Mar", "South", 5)].map {
            .object(["month": .string($0.0), "store": .string($0.1), "total": .number($0.2)])
        }),
    ])

    /// The components the examples use (`component`'s example).
    static let components: JSONValue = .object([
        "components": .object([
            "badge": .object([
                "parameters": ["text"],
                "body": .object([
                    "type": "text", "content": "$.text",
                    "modifiers": .array([.object(["padding": 6]), .object(["background": "yellow"]), .object(["clipShape": "capsule"])]),
                ]),
            ]),
        ]),
    ])

    /// One row per node type: its name, and its example.
    static func nodeScreen(for category: NodeCategory) -> JSONValue {
        let rows: [JSONValue] = NodeCatalog.specs.filter { $0.category == category }.map { spec in
            .object([
                "type": "vstack", "alignment": "leading", "spacing": 6,
                "accessibilityIdentifier": .string("node-\(spec.kind.name)"),
                "children": .array([
                    .object(["type": "text", "content": .string(spec.kind.name), "modifiers": .array([.object(["font": "caption"]), .object(["foregroundStyle": "secondary"])])]),
                    parse(spec.example),
                ]),
                "modifiers": .array([.object(["padding": .object(["vertical": 8])])]),
            ])
        }
        return .object([
            "type": "screen", "title": .string(title(nodeScreenName(category))), "titleDisplayMode": "inline",
            "body": .object(["type": "scroll", "children": .array([.object([
                "type": "vstack", "alignment": "leading", "spacing": 4, "children": .array(rows),
                "modifiers": .array([.object(["padding": .object(["horizontal": 16])])]),
            ])])]),
        ])
    }
}
