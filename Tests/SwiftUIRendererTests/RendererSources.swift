import Foundation
import TestSupport

/// The SwiftUI renderer's source files, read as text: SwiftUI does not exist on Linux, so the
/// renderer's coverage of the render tree is checked from its code.
struct RendererSources {
    static let root = packageRoot.appendingPathComponent("Sources/SwiftUIRenderer")

    let root: URL

    init(root: URL = RendererSources.root) {
        self.root = root
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `case .name(…): SomeView(` lines of the dispatch switch in `Nodes/NodeView.swift`:
    /// node case name → the view struct that draws it, in source order.
    func dispatchedViews() throws -> [(caseName: String, view: String)] {
        let pattern = try NSRegularExpression(pattern: #"^\s*case \.(\w+)(?:\([^)]*\))?:\s*(\w+)\("#, options: [.anchorsMatchLines])
        let source = try text("Nodes/NodeView.swift")
        return pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { match in
            (String(source[Range(match.range(at: 1), in: source)!]), String(source[Range(match.range(at: 2), in: source)!]))
        }
    }

    /// The `.modifier(SomeModifier(… style.x …))` calls of `Style/NodeStyleModifier.swift`, in
    /// order: each modifier with the style properties it is given.
    func styleModifiers() throws -> [(modifier: String, properties: [String])] {
        let source = try text("Style/NodeStyleModifier.swift")
        let name = try NSRegularExpression(pattern: #"^\s*(\w+)\("#)
        let property = try NSRegularExpression(pattern: #"\bstyle\.(\w+)"#)
        return source.components(separatedBy: ".modifier(").dropFirst().compactMap { call in
            let range = NSRange(call.startIndex..., in: call)
            guard let nameMatch = name.firstMatch(in: call, range: range) else { return nil }
            let properties = property.matches(in: call, range: range).map { String(call[Range($0.range(at: 1), in: call)!]) }
            return (String(call[Range(nameMatch.range(at: 1), in: call)!]), properties)
        }
    }

    /// Whether `Folder/Name.swift` exists and declares `struct Name: Conformance`.
    func declares(_ name: String, conformingTo conformance: String, in folder: String) -> Bool {
        guard let source = try? text("\(folder)/\(name).swift") else { return false }  // missing file: the answer is "no"
        return source.contains("struct \(name): \(conformance)")
    }
}
