import ArgumentParser
import EngineBenchmarks
import Foundation
import ViewEngine

/// `sdui bench`: decode and resolve speed on a generated tree, against Foundation's
/// JSONSerialization on the same bytes in the same run; the bytes each tree holds per node;
/// and the time of one preview frame of each app's heaviest screen. Build with `-c release`.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measures decode and resolve speed, bytes per node and the preview's frame time (run a release build: swift run -c release sdui bench).")

    @Option(help: "Tree sizes in nodes, comma-separated.")
    var sizes = "1000,10000"

    @Option(help: "Minimum measured time per figure, in seconds.")
    var seconds = 0.5

    @Option(help: "App bundles whose heaviest screen's frame (resolve + HTML) is timed, comma-separated; empty for none.")
    var apps = "Apps/Podcasts,Apps/BibleVerses"

    @Flag(help: "Print one JSON object per size, then one per app (one line each).")
    var json = false

    @MainActor
    func run() async throws {
        #if DEBUG
            printError("warning: this is a debug build; measure with `swift run -c release sdui bench`")
        #endif
        // Every app is loaded and checked before the first measurement, so a misspelt folder or
        // a broken bundle stops the run at once rather than after minutes of figures.
        var bundles: [(folder: String, bundle: AppBundle)] = []
        for folder in apps.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !folder.isEmpty {
            bundles.append((folder, try FrameBench.load(folder: folder)))
        }
        for size in try parsedSizes() {
            let result = try measure(nodes: size)
            if json {
                print(JSONWriter.string(.object(result)))
            } else {
                print("nodes \(size), \(ValueText.string(result["bytes"])) bytes")
                for key in [
                    "decode_nodes_per_s", "resolve_nodes_per_s", "jsonserialization_nodes_per_s", "decode_vs_jsonserialization",
                    "decode_bytes_per_node", "resolve_bytes_per_node",
                ] where result[key] != nil {
                    print("  \(key): \(ValueText.string(result[key]))")
                }
            }
        }
        for (folder, bundle) in bundles {
            let frame = try await FrameBench.heaviestScreen(of: bundle, folder: folder, seconds: seconds)
            let milliseconds = (frame.seconds * 1e5).rounded() / 100
            if json {
                let object: JSONObject = [
                    "app": .string(frame.app), "heaviest_screen": .string(frame.screen), "frame_ms": .number(milliseconds),
                    "screens_measured": .number(Double(frame.screensMeasured)),
                ]
                print(JSONWriter.string(.object(object)))
            } else {
                print("\(frame.app): one frame (resolve + HTML) of its heaviest screen, '\(frame.screen)': \(milliseconds) ms")
            }
        }
    }

    func validate() throws {
        // A budget the clock cannot represent (inf, nan, 1e308) would trap in `Duration`; ten
        // minutes per figure is already far more than a stable median needs.
        guard seconds.isFinite, seconds >= 0, seconds <= 600 else {
            throw ValidationError("--seconds takes a number of seconds from 0 to 600, e.g. 0.5")
        }
        _ = try parsedSizes()
    }

    /// The `--sizes` list; each entry must be a whole number from 1 to 1,000,000, so a typo is
    /// named rather than silently skipped.
    func parsedSizes() throws -> [Int] {
        let entries = sizes.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return try entries.map { entry in
            guard let size = Int(entry), size > 0, size <= 1_000_000 else {
                throw ValidationError("--sizes takes whole numbers from 1 to 1000000, e.g. 1000,10000; '\(entry)' is not one")
            }
            return size
        }
    }

    func measure(nodes: Int) throws -> JSONObject {
        let workload = try BenchmarkWorkload(nodes: nodes)
        // The three take short turns, so a slow spell of the machine (this VM's clock swings by
        // 2x within seconds) slows all three alike instead of whichever was being measured
        // then, and the ratios compare like with like.
        let medians = try Stopwatch.interleavedMedians(seconds: 3 * seconds, [
            { blackHole(try workload.decode()) },
            { blackHole(workload.resolve()) },
            { blackHole(try workload.jsonSerialization()) },
        ])
        let (decode, resolve, foundation) = (medians[0], medians[1], medians[2])
        let n = Double(nodes)
        var result: JSONObject = [
            "nodes": .number(n),
            "bytes": .number(Double(workload.bytes.count)),
            "decode_nodes_per_s": .number((n / decode).rounded()),
            "resolve_nodes_per_s": .number((n / resolve).rounded()),
            "jsonserialization_nodes_per_s": .number((n / foundation).rounded()),
            "decode_vs_jsonserialization": .number(((foundation / decode) * 100).rounded() / 100),
            "resolve_vs_jsonserialization": .number(((foundation / resolve) * 100).rounded() / 100),
        ]
        // Bytes the allocator holds for each tree while it is alive (glibc mallinfo2).
        if let bytes = try workload.retainedBytesPerNode() {
            result["decode_bytes_per_node"] = .number(bytes.decode.rounded())
            result["resolve_bytes_per_node"] = .number(bytes.resolve.rounded())
        }
        return result
    }
}

/// Times closures repeatedly and reports the median run, which resists a noisy machine.
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

    /// The median run of each closure, timed in rounds in which every closure takes a turn: a
    /// first run that warms the caches for it (not counted), then `runsPerTurn` counted runs.
    static func interleavedMedians(
        seconds budget: Double, minimumRounds: Int = 3, runsPerTurn: Int = 3, _ bodies: [() throws -> Void]
    ) throws -> [Double] {
        var samples = [[Double]](repeating: [], count: bodies.count)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(budget))
        for round in 0..<10_000 {
            guard round < minimumRounds || clock.now < deadline else { break }
            for (index, body) in bodies.enumerated() {
                try body()
                for _ in 0..<runsPerTurn {
                    let elapsed = try clock.measure(body).components
                    samples[index].append(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
                }
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
