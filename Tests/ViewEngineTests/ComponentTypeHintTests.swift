import Testing

@testable import ViewEngine

/// A component's name written as a node type (`{"type": "price_row"}`, as some peers allow)
/// is told how a component is used, wherever the use is and in whichever file order.
@Suite struct ComponentTypeHintTests {
    static let components = #"""
        {"components": {"price_row": {"parameters": ["price"], "body": {"type": "text", "content": "${$.price}"}},
                        "card": {"body": {"type": "price_row", "price": 1}}}}
        """#

    @Test(arguments: ["screens/home.json", "home.json"])
    func aComponentNameAsATypeSaysHowToUseIt(screenFile: String) {
        let diagnostics = validateFiles([
            "app.json": #"{"name": "Shop", "root": "home"}"#,
            "components.json": Self.components,
            screenFile: #"{"type": "screen", "children": [{"type": "price_row", "price": 2}, {"type": "pricerow"}]}"#,
        ])
        let unknown = diagnostics.all.filter { $0.code == .unknownNodeType }
        #expect(unknown.map(\.message).sorted() == [
            #"unknown node type 'price_row': 'price_row' is a component, used as {"type": "component", "name": "price_row", "parameters": {…}}"#,
            #"unknown node type 'price_row': 'price_row' is a component, used as {"type": "component", "name": "price_row", "parameters": {…}}"#,
            "unknown node type 'pricerow'",
        ], "inside components.json too; a near miss of a component name gets no hint: \(unknown.map(\.message))")
    }
}
