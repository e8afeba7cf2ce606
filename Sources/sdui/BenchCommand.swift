import ArgumentParser
import EngineBenchmarks
import Foundation
import ViewEngine

/// `sdui bench`: decode and resolve speed on a generated tree, against Foundation's
/// JSONSerialization on the same bytes in the same run. Build with `-c release`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measures decode and resolve speed (run a release build: swift run -c release sdui bench).")

    @Option(help: "Tree sizes in nodes, comma-separated.")
    var sizes = "1000,10000"

    @Option(help: "Minimum measured time per figure, in seconds.")
    var seconds = 0.5

    @Flag(help: "Print one JSON object per size (one line each).")
    var json = false

    func run() throws {
        #if DEBUG
            printError("warning: this is a debug build; measure with `swift run -c release sdui bench`")
        #endif
        let parsedSizes = sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parsedSizes.isEmpty, parsedSizes.allSatisfy({ $0 > 0 && $0 <= 1_000_000 }) else {
            throw ValidationError("--sizes takes whole numbers from 1 to 1000000, e.g. 1000,10000")
        }
        for size in parsedSizes {
            let result = try measure(nodes: size)
            if json {
                print(JSONWriter.string(.object(result)))
            } else {
                print("nodes \(size), \(ValueText.string(result["bytes"])) bytes")
                for key in ["decode_nodes_per_s", "resolve_nodes_per_s", "jsonserialization_nodes_per_s", "decode_vs_jsonserialization"] {
                    print("  \(key): \(ValueText.string(result[key]))")
                }
            }
        }
    }

    func measure(nodes: Int) throws -> JSONObject {
        let workload = try BenchmarkWorkload(nodes: nodes)
        let decode = try Stopwatch.median(seconds: seconds) { blackHole(try workload.decode()) }
        let resolve = Stopwatch.median(seconds: seconds) { blackHole(workload.resolve()) }
        let foundation = try Stopwatch.median(seconds: seconds) { blackHole(try workload.jsonSerialization()) }
        let n = Double(nodes)
        return [
            "nodes": .number(n),
            "bytes": .number(Double(workload.bytes.count)),
            "decode_nodes_per_s": .number((n / decode).rounded()),
            "resolve_nodes_per_s": .number((n / resolve).rounded()),
            "jsonserialization_nodes_per_s": .number((n / foundation).rounded()),
            "decode_vs_jsonserialization": .number(((foundation / decode) * 100).rounded() / 100),
            "resolve_vs_jsonserialization": .number(((foundation / resolve) * 100).rounded() / 100),
        ]
    }
}

/// Times a closure repeatedly and reports the median run, which resists a noisy machine.
enum Stopwatch {
    static func median(seconds budget: Double, minimumRuns: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        let start = DispatchTime.now().uptimeNanoseconds
        while samples.count < minimumRuns || Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 < budget {
            let runStart = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - runStart) / 1e9)
            if samples.count >= 10_000 { break }
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
