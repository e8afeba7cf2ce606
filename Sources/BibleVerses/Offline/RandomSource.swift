import Foundation

/// Where random verses come from: the system's generator in the app, a seeded one in tests so
/// "shuffle" is repeatable.
public protocol RandomSource: Sendable {
    /// A number in `0..<upperBound` (`upperBound` > 0).
    func next(below upperBound: Int) -> Int
}

/// The system's random numbers.
public struct SystemRandomSource: RandomSource {
    /// The generator the app uses (`Int.random(in:)`): not repeatable.
    public init() {}

    public func next(below upperBound: Int) -> Int {
        Int.random(in: 0..<upperBound)
    }
}

/// A repeatable sequence from a seed (SplitMix64), shared safely between tasks.
public final class SeededRandomSource: RandomSource, @unchecked Sendable {
    private let lock = NSLock()
    private var state: UInt64

    /// A sequence that starts from `seed`: the same seed gives the same numbers (`sdui` takes
    /// one from `SDUI_RANDOM_SEED`; tests pass their own).
    public init(seed: UInt64) {
        state = seed
    }

    public func next(below upperBound: Int) -> Int {
        precondition(upperBound > 0, "next(below:) needs a positive bound")
        let value: UInt64 = lock.withLock {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Int(value % UInt64(upperBound))
    }
}
