import ArgumentParser
import Foundation
import ViewEngine

/// `sdui gallery FOLDER`: writes Apps/Gallery, the modifier catalogue as an app: a home screen
/// linking one screen per category, each showing every modifier of it applied to a sample,
/// and a screen that shows order mattering. Generated from the descriptors, so every
/// modifier appears; a test keeps the committed bundle equal to this output.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Writes the Gallery app bundle generated from the modifier catalogue.")

    @Argument(help: "The bundle folder to write (Apps/Gallery).")
    var folder: String

    func run() throws {
        let root = URL(fileURLWithPath: folder)
        if let mismatch = OutputPath.folder.mismatch(at: folder) {
            printError("\(folder): error: \(mismatch)")
            throw ExitCode(1)
        }
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("screens"), withIntermediateDirectories: true)
            for (path, text) in GalleryBundle.files() {
                try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
        } catch {
            printError("\(folder): error: cannot write the Gallery bundle: \(ErrorText.readable(error))")
            throw ExitCode(1)
        }
    }
}

enum GalleryBundle {
    /// Relative path → file text.
    static func files() -> [(path: String, text: String)] {
        var files: [(String, String)] = [("app.json", write(app))]
        files.append(("screens/home.json", write(home)))
        files.append(("screens/order.json", write(order)))
        for category in ModifierCategory.allCases {
            files.append(("screens/\(category.rawValue).json", write(screen(for: category))))
        }
        files.append(("components.json", write(components)))
        for category in nodeCategories {
            files.append(("screens/\(nodeScreenName(category)).json", write(nodeScreen(for: category))))
        }
        return files
    }

    private static func write(_ value: JSONValue) -> String { JSONWriter.string(value, pretty: true) + "\n" }

    static func parse(_ text: String) -> JSONValue {
        // The examples are the descriptors' own JSON; a broken one fails the catalogue test.
        (try? JSONDocument.parse(text, fileName: "example").root.value) ?? .null
    }

    static let app: JSONValue = .object([
        "name": "Gallery", "root": "home", "state": sampleState,
    ])

    static var home: JSONValue {
        let names = ModifierCategory.allCases.map(\.rawValue) + ["order"] + nodeCategories.map(nodeScreenName)
        let links: [JSONValue] = names.map { name in
            .object([
                "type": "navigation_link", "destination": .string(name),
                "label": .object([
                    "type": "hstack", "children": .array([
                        .object(["type": "text", "content": .string(title(name))]), .object(["type": "spacer"]),
                        .object(["type": "text", "content": .string(count(name)), "modifiers": .array([.object(["foregroundStyle": "secondary"])])]),
                    ]),
                    "modifiers": .array([.object(["padding": .object(["vertical": 10])])]),
                ]),
                "accessibilityIdentifier": .string("category-\(name)"),
            ])
        }
        return .object([
            "type": "screen", "title": "Gallery", "titleDisplayMode": "large",
            "body": .object(["type": "scroll", "children": .array([.object([
                "type": "vstack", "alignment": "leading", "spacing": 0, "children": .array(links),
                "modifiers": .array([.object(["padding": .object(["horizontal": 16])])]),
            ])])]),
        ])
    }

    static func title(_ name: String) -> String {
        // Node screens read "Nodes: shapes"; modifier screens keep their category's name.
        let name = name.hasPrefix("nodes-") ? "Nodes: " + name.dropFirst(6) : name
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    private static func count(_ name: String) -> String {
        if name.hasPrefix("nodes-") {
            return String(NodeCatalog.specs.filter { "nodes-" + $0.category.rawValue == name }.count)
        }
        let count = ModifierCatalog.all.filter { $0.category.rawValue == name }.count
        return count == 0 ? "" : "\(count)"
    }

    /// One row per modifier: its name, and a sample with its example applied.
    static func screen(for category: ModifierCategory) -> JSONValue {
        catalogueScreen(
            title: title(category.rawValue),
            entries: ModifierCatalog.descriptors(in: category).map { descriptor in
                (descriptor.name, "modifier-\(descriptor.name)", sample(for: category, applying: parse(descriptor.example)))
            })
    }

    /// A catalogue screen: one row per entry, its name in small grey text above its sample.
    static func catalogueScreen(title: String, entries: [(name: String, identifier: String, sample: JSONValue)]) -> JSONValue {
        let rows: [JSONValue] = entries.map { entry in
            .object([
                "type": "vstack", "alignment": "leading", "spacing": 6,
                "accessibilityIdentifier": .string(entry.identifier),
                "children": .array([
                    .object(["type": "text", "content": .string(entry.name), "modifiers": .array([.object(["font": "caption"]), .object(["foregroundStyle": "secondary"])])]),
                    entry.sample,
                ]),
                "modifiers": .array([.object(["padding": .object(["vertical": 8])])]),
            ])
        }
        return .object([
            "type": "screen", "title": .string(title), "titleDisplayMode": "inline",
            "body": .object(["type": "scroll", "children": .array([.object([
                "type": "vstack", "alignment": "leading", "spacing": 4, "children": .array(rows),
                "modifiers": .array([.object(["padding": .object(["horizontal": 16])])]),
            ])])]),
        ])
    }

    /// What a category's modifiers show best on: symbols for images, a field for input.
    private static func sample(for category: ModifierCategory, applying example: JSONValue) -> JSONValue {
        let modifiers: JSONValue = .array([example])
        switch category {
        case .images:
            return .object(["type": "hstack", "children": .array([
                .object(["type": "image", "systemName": "heart", "modifiers": modifiers]), .object(["type": "text", "content": "Favourite"]),
            ])])
        case .input:
            return .object(["type": "text_field", "placeholder": "Type here", "binding": "$.email", "modifiers": modifiers])
        case .navigation:
            // A presentation gets a button that sets its state path, so it can be opened.
            if let key = presentedKey(in: example) {
                return .object([
                    "type": "button", "label": "Show",
                    "action": .object(["actionType": "setState", "key": .string(key), "value": true]), "modifiers": modifiers,
                ])
            }
            return .object(["type": "text", "content": "Sample text", "modifiers": modifiers])
        case .styles:
            return .object([
                "type": "vstack", "alignment": "leading", "spacing": 8, "modifiers": modifiers,
                "children": .array([
                    .object(["type": "hstack", "spacing": 12, "children": .array([
                        .object(["type": "button", "label": "Button"]),
                        .object(["type": "progress", "value": 0.4, "modifiers": .array([.object(["frame": .object(["width": 80])])])]),
                    ])]),
                    .object(["type": "toggle", "label": "Toggle", "binding": "$.on"]),
                    .object(["type": "picker", "label": "Picker", "binding": "$.choice", "options": .array(["One", "Two"])]),
                    .object(["type": "text_field", "placeholder": "Text field", "binding": "$.text"]),
                    .object(["type": "list", "items": "$.env.sampleNames", "separator": true, "itemTemplate": .object(["type": "text", "content": "${$.item}"])]),
                ]),
            ])
        default:
            // Shows `$.status` once an example's action sets it (the context menu's items do),
            // so what an action did is on the page.
            return .object([
                "type": "text", "content": "${$.status | default:Sample text}",
                "modifiers": .array([.object(["padding": 8]), .object(["background": "secondarySystemBackground"]), example]),
            ])
        }
    }

    /// The state key a presentation example opens on (`"$.showSheet"` → `showSheet`).
    private static func presentedKey(in example: JSONValue) -> String? {
        guard case .object(let entry) = example, let arguments = entry.values.first, case .object(let labelled) = arguments,
            case .string(let path)? = labelled["isPresented"], path.hasPrefix("$.")
        else { return nil }
        return String(path.dropFirst(2))
    }

    /// The same two modifiers in both orders.
    static var order: JSONValue {
        func sample(_ id: String, _ modifiers: [JSONValue]) -> JSONValue {
            .object(["type": "text", "content": "Order", "accessibilityIdentifier": .string(id), "modifiers": .array(modifiers)])
        }
        return .object([
            "type": "screen", "title": "Order", "titleDisplayMode": "inline",
            "body": .object(["type": "vstack", "spacing": 24, "children": .array([
                .object(["type": "text", "content": "padding, then background"]),
                sample("order-padding-first", [.object(["padding": 10]), .object(["background": "red"])]),
                .object(["type": "text", "content": "background, then padding"]),
                sample("order-background-first", [.object(["background": "red"]), .object(["padding": 10])]),
            ])]),
        ])
    }
}
