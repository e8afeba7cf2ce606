import Foundation

/// The tape being written: a growable buffer of tokens. The parser appends hundreds of
/// thousands; an Array would check that its storage is unique on every append.
///
/// The buffer comes from `malloc` and grows and shrinks with `realloc`, which extends or trims
/// a block in place when it can: handing the finished tape to its document then costs no copy
/// (a copy of a 1,000-node tape was ~3% of decoding), and the document holds no unused slack.
/// ``JSONDocument`` frees it with ``free(_:)``.
struct TapeWriter {
    private var base: UnsafeMutablePointer<JSONToken>?
    private(set) var count = 0
    private var capacity = 0

    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        resize(to: minimumCapacity)
    }

    private mutating func resize(to newCapacity: Int) {
        let bytes = Swift.max(1, newCapacity) * MemoryLayout<JSONToken>.stride
        guard let grown = realloc(base, bytes) else { fatalError("out of memory for a JSON tape of \(newCapacity) tokens") }
        base = grown.bindMemory(to: JSONToken.self, capacity: newCapacity)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ token: JSONToken) {
        if count == capacity { reserve(Swift.max(16, capacity * 2)) }
        (base.unsafelyUnwrapped + count).initialize(to: token)
        count &+= 1
    }

    subscript(index: Int) -> JSONToken {
        @inline(__always) get {
            precondition(index >= 0 && index < count)
            return base.unsafelyUnwrapped[index]
        }
        @inline(__always) nonmutating set {
            precondition(index >= 0 && index < count)
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Hands the tokens over, trimmed to exactly as many as written (free them with
    /// ``free(_:)``); the writer is empty afterwards.
    mutating func finish() -> UnsafeBufferPointer<JSONToken> {
        if capacity != count || base == nil { resize(to: count) }
        let result = UnsafeBufferPointer(start: base, count: count)
        base = nil
        count = 0
        capacity = 0
        return result
    }

    /// Frees a tape that ``finish()`` handed over.
    static func free(_ tape: UnsafeBufferPointer<JSONToken>) {
        Foundation.free(UnsafeMutableRawPointer(mutating: tape.baseAddress))
    }

    /// Frees the tokens written so far (after a syntax error).
    mutating func discard() {
        Foundation.free(base)
        base = nil
        count = 0
        capacity = 0
    }
}
