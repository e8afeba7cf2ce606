import Hummingbird

/// Reads a request body within a size and a time limit (chunked bodies included: the size
/// is counted as the bytes arrive).
enum BodyReader {
    enum Outcome: Sendable {
        case bytes([UInt8])
        case tooLarge
        case tooSlow
        case failed
    }

    static func read(_ body: RequestBody, limit: Int, timeout: Duration) async -> Outcome {
        await withTimeLimit(timeout, orElse: .tooSlow) {
            var bytes: [UInt8] = []
            do {
                for try await buffer in body {
                    guard bytes.count + buffer.readableBytes <= limit else { return .tooLarge }
                    bytes += buffer.readableBytesView
                }
            } catch {
                return Task.isCancelled ? .tooSlow : .failed
            }
            return .bytes(bytes)
        }
    }
}
