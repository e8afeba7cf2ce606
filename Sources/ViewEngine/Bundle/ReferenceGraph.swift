/// Names that refer to other names (components using components, presets extending
/// presets), checked by one depth-first search with an explicit stack: time linear in names
/// plus references, and no recursion, however long a chain a bundle holds.
struct ReferenceGraph {
    struct Reference {
        let target: String
        /// Where the reference is written (a component use, a preset's `extends`).
        let source: SourceRef
    }

    /// A cycle: the names in order, the first repeated at the end, and where the reference
    /// that closes it is written.
    struct Cycle {
        let chain: [String]
        let source: SourceRef
    }

    struct Analysis {
        /// Each cycle once, found from names in sorted order.
        var cycles: [Cycle] = []
        /// Per name: the longest chain of references that starts at it, itself included
        /// (a name that refers to nothing has height 1). References that close a cycle are
        /// left out, so every height is finite.
        var heights: [String: Int] = [:]
        /// Every name once, each after all the names it refers to (except through a
        /// reference that closes a cycle): the order to compute anything built bottom-up.
        var finishOrder: [String] = []
    }

    /// The references of every name; references to names not in the graph are ignored
    /// (validation reports them as unknown).
    let references: [String: [Reference]]

    func analyse() -> Analysis {
        enum State { case visiting, done }
        var analysis = Analysis()
        var state: [String: State] = [:]
        var stack: [(name: String, next: Int)] = []
        var stackPosition: [String: Int] = [:]
        for root in references.keys.sorted() where state[root] == nil {
            state[root] = .visiting
            stackPosition[root] = 0
            stack.append((root, 0))
            while let top = stack.last {
                let edges = references[top.name] ?? []
                guard top.next < edges.count else {
                    var height = 1
                    for edge in edges where state[edge.target] == .done {
                        height = max(height, 1 + (analysis.heights[edge.target] ?? 0))
                    }
                    analysis.heights[top.name] = height
                    analysis.finishOrder.append(top.name)
                    state[top.name] = .done
                    stackPosition[top.name] = nil
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                guard references[edge.target] != nil else { continue }
                switch state[edge.target] {
                case .visiting?:
                    let start = stackPosition[edge.target]!
                    analysis.cycles.append(Cycle(chain: stack[start...].map(\.name) + [edge.target], source: edge.source))
                case .done?:
                    continue
                case nil:
                    state[edge.target] = .visiting
                    stackPosition[edge.target] = stack.count
                    stack.append((edge.target, 0))
                }
            }
        }
        return analysis
    }
}
