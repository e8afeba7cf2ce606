import Testing
import TestSupport

@testable import ViewEngine

/// The node catalogue is derived from one definition per type: these check that each
/// definition is complete and registered under its own kind, and that its example resolves.
@Suite struct NodeCatalogTests {
    @Test(arguments: NodeKind.allCases)
    func eachKindsDefinitionDescribesThatKind(kind: NodeKind) {
        let spec = kind.definition.spec
        #expect(spec.kind == kind, "\(kind.name) is registered with the definition of \(spec.kind.name)")
        #expect(!spec.summary.isEmpty && !spec.example.isEmpty)
        for prop in spec.props { #expect(!prop.summary.isEmpty, "\(kind.name).\(prop.name) has no summary") }
        #expect(Set(spec.props.map(\.name)).count == spec.props.count, "\(kind.name) declares a prop twice")
        // A prop named like a node field (`style`, `id`) could only be written inside `props`.
        let shadowed = spec.props.map(\.name).filter(SchemaDecoder.nodeFields.contains)
        #expect(shadowed.isEmpty, "\(kind.name) has props named like node fields: \(shadowed)")
    }

    @Test func namesAndAliasesNameOneTypeEach() {
        var seen: [String: NodeKind] = [:]
        for spec in NodeCatalog.specs {
            for name in [spec.kind.rawValue] + spec.aliases {
                let key = NodeCatalog.normalize(name)
                #expect(seen[key] == nil || seen[key] == spec.kind, "'\(name)' names both \(seen[key]!.name) and \(spec.kind.name)")
                seen[key] = spec.kind
            }
        }
    }

    /// An example resolves to content, never to a placeholder (which would mean the type
    /// decodes but draws nothing).
    @Test(arguments: NodeKind.allCases.filter { $0 != .component })
    func eachExampleResolves(kind: NodeKind) throws {
        let (node, _) = try decodeNode(NodeCatalog.spec(for: kind).example)
        let resolver = Resolver(theme: Theme(), environment: .fixed())
        let resolved = try #require(resolver.resolve(node, in: DataContext(["env": ["sampleNames": ["Ada"]]])))
        func hasPlaceholder(_ node: RenderNode) -> Bool {
            if case .placeholder = node.content { return true }
            return node.childNodes.contains(where: hasPlaceholder)
        }
        #expect(!hasPlaceholder(resolved))
    }

    @Test func peersLinkLabelAndOverlayNoLongerMeanOtherTypes() {
        // SwiftUIML's `Link` opens a URL and `overlay` is a modifier: neither is a navigation
        // link or a zstack here.
        #expect(NodeCatalog.kind(named: "Link") != .navigationLink)
        #expect(NodeCatalog.kind(named: "overlay") == nil)
        #expect(NodeCatalog.kind(named: "Label") != .text)
    }
}
