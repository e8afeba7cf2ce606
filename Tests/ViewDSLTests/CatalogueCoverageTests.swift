import Testing
import ViewDSL
import ViewEngine

/// The DSL against the engine's catalogue: every node type with its props, every modifier
/// with its argument labels, the props of every node, and every action type with its fields.
@Suite struct CatalogueCoverageTests {
    @Test func everyNodeTypeHasAStructWithItsProps() {
        let dsl = DSLCatalogue.nodeTypes.map { ($0.typeName, $0.propNames) }
        let catalogue = NodeCatalog.specs.map { ($0.kind.name, $0.props.map(\.name)) }
        #expect(dsl.map(\.0) == catalogue.map(\.0))
        for (type, props) in catalogue {
            #expect(dsl.first { $0.0 == type }?.1 == props, "\(type)")
        }
    }

    @Test func everyModifierHasAFunctionWithItsLabels() {
        #expect(DSLCatalogue.modifiers.map(\.name) == ModifierCatalog.names)
        for descriptor in ModifierCatalog.all {
            #expect(DSLCatalogue.modifiers.first { $0.name == descriptor.name }?.labels == descriptor.arguments.map(\.label), "\(descriptor.name)")
        }
        #expect(DSLCatalogue.commonProps == NodeCatalog.commonProps.map(\.name))
    }

    /// Each struct writes its own type name, which the engine decodes as that kind.
    @Test func eachStructWritesItsTypeName() {
        for type in DSLCatalogue.nodeTypes {
            #expect(NodeCatalog.kind(named: type.typeName)?.name == type.typeName)
        }
        #expect(VStack().node.type == "vstack")
        #expect(LazyVStack().node.type == "lazy_vstack")
        #expect(UnevenRoundedRectangle().node.type == "unevenly_rounded_rectangle")
    }

    /// One DSL action of every type, each with every field its type takes: together they are
    /// the catalogue's action types and fields, and each decodes without a diagnostic.
    @Test func everyActionTypeAndFieldIsWrittenByTheDSL() throws {
        let actions: [ActionValue] = [
            .navigate(to: "podcast_detail", params: ["podcastId": "$.item.collectionId"]),
            .present("settings", params: ["from": "today"]),
            .dismiss, .back, .reload, .selectTab("library"),
            .api("/search", params: ["term": "$.query"], resultKey: "results", source: "catalog"),
            .setState("liked", to: true),
            .scrollTo("row-$.index", anchor: .top, animated: false),
            .custom("openExternalUrl", payload: ["url": "$.item.url"]),
            .sequence(.setState("saving", to: true), .reload),
            .reload.when("$.failed", else: .back),
            .parallel(.api("/a", resultKey: "a"), .api("/b", resultKey: "b")),
            .append(to: "env.recent", "$.query"),
            .append(to: "env.people", ["name": "$.name"], newID: "id"),
            .insert(into: "env.recent", "$.query", at: 0, newID: "id"),
            .remove(from: "env.favorites", .id("$.item.id", key: "id")),
            .remove(from: "env.favorites", .index(-1)),
            .remove(from: "env.favorites", .where("$.item.done")),
            .update(in: "env.favorites", .id("$.item.id", key: "id"), with: ["note": "$.note"]),
            .update(in: "env.favorites", .index(0), with: ["note": "x"]),
            .update(in: "env.favorites", .where("$.item.done"), with: ["note": "x"]),
            .move(in: "env.favorites", from: 0, to: 2),
            .toggle("$.item.id", in: "env.saved", intent: .add),
            .increment("count", by: 2),
            .decrement("count", by: 1),
            .clear("env.recent"),
        ]
        var fields: [String: Set<String>] = [:]
        var common: Set<String> = []
        for action in actions {
            guard case .object(let object) = action.jsonValue, case .string(let type)? = object["actionType"] else {
                Issue.record("not an action object: \(action.jsonValue)")
                continue
            }
            fields[type, default: []].formUnion(object.keys.filter { $0 != "actionType" && !SchemaDecoder.commonActionFields.contains($0) })
            common.formUnion(object.keys.filter { SchemaDecoder.commonActionFields.contains($0) })
            var decoder = SchemaDecoder()
            let decoded = decoder.action(try JSONDocument.parse(JSONWriter.string(action.jsonValue)).root)
            #expect(decoded?.typeName == type)
            #expect(decoder.diagnostics.isEmpty, "\(type): \(decoder.diagnostics.all)")
        }
        #expect(Set(fields.keys) == Set(ViewEngine.Action.typeNames))
        #expect(common == Set(SchemaDecoder.commonActionFields), "condition and else, which every type takes")
        for type in ViewEngine.Action.typeNames {
            #expect(fields[type] == Set(SchemaDecoder.actionFieldNames(for: type)), "\(type)")
        }
    }
}

/// Swipe and dialog buttons written with a `condition` decode as the engine's conditional buttons.
@Suite struct ConditionalButtonTests {
    @Test func swipeAndDialogButtonsCarryTheirCondition() throws {
        let swipe = RowActionValue("Delete", role: .destructive, condition: "$.item.expenses | empty", action: .dismiss)
        let dialog = DialogButton("Reset", condition: "$.dirty", action: .setState("draft", to: .null))
        for button in [swipe.jsonValue, dialog.jsonValue] {
            #expect(button["condition"] != nil, "\(button)")
        }
        let list = try JSONDocument.parse(JSONWriter.string([
            "type": "list", "items": "$.people", "itemTemplate": ["type": "divider"], "swipeActions": [swipe.jsonValue],
        ]))
        var decoder = SchemaDecoder()
        let node = decoder.node(list.root)
        #expect(decoder.diagnostics.isEmpty, "\(decoder.diagnostics.all)")
        guard case .rowActions(let buttons)? = node.props["swipeActions"] else {
            Issue.record("no swipe actions")
            return
        }
        #expect(buttons.first?.condition?.source == "$.item.expenses | empty")
    }
}
