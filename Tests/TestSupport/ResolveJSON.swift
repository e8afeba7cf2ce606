import Testing
import ViewEngine

/// Decodes the view node in `json` and resolves it against `data`: the one way tests turn JSON
/// into a render tree. Decoding errors fail the test unless `allowingErrors` (for tests of
/// placeholders); nil is the resolver's answer for a node whose condition is false.
public func resolve(
    json: String, data: JSONValue = [:], theme: Theme = Theme(), components: [String: ComponentDefinition] = [:],
    mode: Resolver.Mode = .debug, issues: RuntimeIssueLog = RuntimeIssueLog(), allowingErrors: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> RenderNode? {
    let (node, diagnostics) = try resolveReporting(json: json, data: data, theme: theme, components: components, mode: mode, issues: issues)
    if !allowingErrors {
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)", sourceLocation: sourceLocation)
    }
    return node
}

/// ``resolve(json:data:theme:components:mode:issues:allowingErrors:sourceLocation:)`` for
/// tests of what decoding reports: the decoder's diagnostics come back beside the node, and
/// none of them fails the test.
public func resolveReporting(
    json: String, data: JSONValue = [:], theme: Theme = Theme(), components: [String: ComponentDefinition] = [:],
    mode: Resolver.Mode = .debug, issues: RuntimeIssueLog = RuntimeIssueLog()
) throws -> (node: RenderNode?, diagnostics: Diagnostics) {
    var decoder = SchemaDecoder()
    let node = decoder.node(try JSONDocument.parse(json, fileName: "test.json").root)
    let resolver = Resolver(theme: theme, components: components, environment: .fixed(), mode: mode, issues: issues)
    return (resolver.resolve(node, in: DataContext(root: data)), decoder.diagnostics)
}
