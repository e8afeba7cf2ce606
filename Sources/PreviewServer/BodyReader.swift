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
        await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
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
            group.addTask {
                do {
                    try await Task.sleep(for: timeout)
                } catch {
                    // Cancelled because the body arrived first.
                }
                return .tooSlow
            }
            let first = await group.next() ?? .failed
            group.cancelAll()
            return first
        }
    }
}
