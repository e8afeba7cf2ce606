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
        catalogueScreen(
            title: title(nodeScreenName(category)),
            entries: NodeCatalog.specs.filter { $0.category == category }.map { spec in (spec.kind.name, "node-\(spec.kind.name)", parse(spec.example)) })
    }
}
