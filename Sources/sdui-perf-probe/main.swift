import EngineBenchmarks
import Foundation

// Runs one step of the benchmark once, for `scripts/perf-gate` to count its instructions with
// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*callgrindMeasured*'`.
// Setup (building the tree, decoding it for resolve) and one warm-up run of the step (lazy
// globals, metadata, the allocator's first pages) happen outside the measured function.
//
// Usage: sdui-perf-probe decode|resolve|jsonserialization <nodes>
//
// SDUI_PERF_PROBE_EXTRA_PERCENT=N adds a deliberate slowdown of about N%: inside the measured
// function the step runs again on a tree of N% of the nodes. `SDUI_PERF_PROBE_EXTRA_PERCENT=10
// scripts/perf-gate` must fail; that is how the gate itself is checked.

/// The only function whose instructions callgrind counts. It calls `run` and returns a value
/// of its own, so the compiler can neither merge it with the warm-up call nor make the call a
/// tail jump (either would hide it from callgrind's toggle). No closures inside: a nested
/// function matching the pattern would toggle collection off again.
@inline(never)
func callgrindMeasured(_ step: Step, _ workload: BenchmarkWorkload, extra: BenchmarkWorkload?) throws -> Int {
    try run(step, workload)
    if let extra { try run(step, extra) }
    return workload.nodes
}

@inline(never)
func run(_ step: Step, _ workload: BenchmarkWorkload) throws {
    switch step {
    case .decode: consume(try workload.decode())
    case .resolve: consume(workload.resolve())
    case .jsonserialization: consume(try workload.jsonSerialization())
    }
}

/// Keeps the optimizer from discarding a result; the result is freed inside the measured
/// function, as it is inside each timed run of `sdui bench`.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

enum Step: String {
    case decode, resolve, jsonserialization
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let step = Step(rawValue: arguments[1]), let nodes = Int(arguments[2]), nodes > 0, nodes <= 1_000_000 else {
    FileHandle.standardError.write(Data("usage: sdui-perf-probe decode|resolve|jsonserialization <nodes 1...1000000>\n".utf8))
    exit(2)
}
let extraPercent = ProcessInfo.processInfo.environment["SDUI_PERF_PROBE_EXTRA_PERCENT"].flatMap { Int($0) } ?? 0
do {
    let workload = try BenchmarkWorkload(nodes: nodes)
    let extra = extraPercent > 0 ? try BenchmarkWorkload(nodes: max(1, nodes * min(extraPercent, 100) / 100)) : nil
    try run(step, workload)  // warm-up, not counted
    if let extra { try run(step, extra) }
    let measured = try callgrindMeasured(step, workload, extra: extra)
    print("\(step.rawValue) \(measured) nodes \(workload.bytes.count) bytes")
} catch {
    FileHandle.standardError.write(Data("sdui-perf-probe: \(error)\n".utf8))
    exit(1)
}
