import CHeapCounter
import Foundation
import ViewEngine

/// One benchmark tree ready to measure: its bytes, its decoded tree and a resolver with the
/// tree's data. `sdui bench` times these steps and `sdui-perf-probe` runs each once under
/// callgrind, so the clock and the instruction counts measure exactly the same work.
public struct BenchmarkWorkload {
    /// Number of view nodes in the tree.
    public let nodes: Int
    /// The tree's pretty-printed JSON.
    public let bytes: [UInt8]
    /// The same bytes, for Foundation.
    public let data: Data
    /// The tree decoded once, for resolving.
    public let tree: ViewNode
    let resolver: Resolver
    let context: DataContext

    /// Builds the tree of `nodes` nodes and checks that it decodes cleanly.
    public init(nodes: Int) throws {
        self.nodes = nodes
        bytes = Array(BenchmarkTree.json(nodes: nodes).utf8)
        data = Data(bytes)
        var decoder = SchemaDecoder()
        tree = decoder.node(try JSONDocument.parse(bytes, fileName: "bench.json").root)
        if let error = decoder.diagnostics.errors.first {
            throw BenchmarkError.treeDoesNotDecode(error)
        }
        resolver = Resolver(theme: Theme(), environment: .fixed(), mode: .release)
        context = DataContext(root: BenchmarkTree.data(nodes: nodes))
    }

    /// Bytes → `ViewNode` tree with positions and diagnostics (what loading a screen costs).
    public func decode() throws -> ViewNode {
        var decoder = SchemaDecoder()
        return decoder.node(try JSONDocument.parse(bytes).root)
    }

    /// Decoded tree → render tree with bound data (what every data change costs).
    public func resolve() -> RenderNode? {
        resolver.resolve(tree, in: context)
    }

    /// Foundation's parser on the same bytes: the yardstick for decode.
    public func jsonSerialization() throws -> Any {
        try JSONSerialization.jsonObject(with: data)
    }
}

/// Why a benchmark workload could not be built.
public enum BenchmarkError: Error, CustomStringConvertible {
    /// The generated tree has an error the decoder reports: the generator and the schema disagree.
    case treeDoesNotDecode(Diagnostic)

    public var description: String {
        switch self {
        case .treeDoesNotDecode(let diagnostic): return "the benchmark tree does not decode: \(diagnostic)"
        }
    }
}

extension BenchmarkWorkload {
    /// Bytes per node that the decoded tree holds (with the parsed document its positions keep
    /// alive) and that the resolved render tree holds: the allocator's bytes in use while the
    /// result is alive minus before it was made. `nil` where the platform has no counter.
    public func retainedBytesPerNode() throws -> (decode: Double, resolve: Double)? {
        guard sdui_heap_counter_available() != 0 else { return nil }
        let n = Double(nodes)
        return (try Self.bytesHeld { try decode() } / n, Self.bytesHeld { resolve() } / n)
    }

    private static func bytesHeld<T>(_ make: () throws -> T) rethrows -> Double {
        let before = sdui_heap_bytes_in_use()
        let result = try make()
        let after = sdui_heap_bytes_in_use()
        withExtendedLifetime(result) {}
        return Double(after) - Double(before)
    }
}
