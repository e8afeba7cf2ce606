/// `search_bar`: a search field bound to state.
enum SearchBarNode: NodeDefinition {
    static let spec = NodeSpec(
        .searchBar, .controls, aliases: ["searchfield", "searchable"],
        props: [
            PropSpec("placeholder", .text, "Prompt shown when empty"),
            PropSpec("binding", .statePath, required: true, writes: .text, "State path the query is written to"),
            PropSpec("onSubmit", .action, "Runs on search"),
            TextFieldNode.onChangeSpec,
        ], "Search field",
        example: #"{"type": "search_bar", "placeholder": "Search", "binding": "$.query"}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        TextFieldNode.field(scope, isSearch: true, isSecure: false)
    }
}
