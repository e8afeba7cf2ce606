import Foundation
import Testing
import TestSupport

@testable import ImagePipeline

struct ImageLoaderTests {
    private let url = URL(string: "https://example.org/artwork/600x600bb.jpg")!

    /// A loader with a disk layer in `folder`, after one load of `url` (ten bytes) from its transport.
    private func loadedOnce(withDiskIn folder: TemporaryFolder) async throws -> (TableTransport, ImageLoader) {
        let transport = TableTransport([url.absoluteString: .success(bytes(10))])
        let loader = ImageLoader(transport: transport, disk: DiskImageCache(directory: folder.url, byteLimit: 1_000))
        _ = try await loader.load(url)
        return (transport, loader)
    }

    @Test func answersFromTheTransportThenFromMemory() async throws {
        let transport = TableTransport([url.absoluteString: .success(bytes(10, 1))])
        let loader = ImageLoader(transport: transport)

        let first = try await loader.load(url)
        let second = try await loader.load(url)

        #expect(first.data == bytes(10, 1))
        #expect(first.origin == .transport)
        #expect(second.origin == .memory)
        #expect(transport.requests(for: url.absoluteString) == 1)
    }

    @Test func aNewLoaderFindsTheImageOnDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let transport = TableTransport([url.absoluteString: .success(bytes(10, 2))])
        let before = ImageLoader(transport: transport, disk: DiskImageCache(directory: folder.url, byteLimit: 1_000))
        _ = try await before.load(url)

        let afterRelaunch = ImageLoader(transport: transport, disk: DiskImageCache(directory: folder.url, byteLimit: 1_000))
        let answer = try await afterRelaunch.load(url)

        #expect(answer.origin == .disk)
        #expect(answer.data == bytes(10, 2))
        #expect(transport.requests(for: url.absoluteString) == 1)
    }

    @Test func concurrentRequestsForOneURLShareOneFetch() async throws {
        let transport = TableTransport([url.absoluteString: .success(bytes(10))], held: true)
        let loader = ImageLoader(transport: transport)

        async let first = loader.data(for: url)
        async let second = loader.data(for: url)
        async let third = loader.data(for: url)
        // Let all three reach the loader before the answer arrives.
        while transport.requests(for: url.absoluteString) == 0 { await Task.yield() }
        for _ in 0..<50 { await Task.yield() }
        transport.release()

        let answers = try await [first, second, third]
        #expect(answers == [bytes(10), bytes(10), bytes(10)])
        #expect(transport.requests(for: url.absoluteString) == 1)
    }

    @Test func failuresAreNotCached() async throws {
        let transport = TableTransport([url.absoluteString: .failure(.httpStatus(503, url: url.absoluteString))])
        let loader = ImageLoader(transport: transport)

        await #expect(throws: ImageLoadError.httpStatus(503, url: url.absoluteString)) { try await loader.data(for: url) }
        transport.set(url.absoluteString, .success(bytes(4)))

        #expect(try await loader.data(for: url) == bytes(4))
        #expect(transport.requests(for: url.absoluteString) == 2)
    }

    @Test func discardForgetsBothLayers() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (transport, loader) = try await loadedOnce(withDiskIn: folder)

        await loader.discard(url)

        #expect(try await loader.load(url).origin == .transport)
        #expect(transport.requests(for: url.absoluteString) == 2)
    }

    @Test func aBrokenDiskCacheIsReportedButTheImageStillLoads() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let blocker = folder.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let reports = Reports()
        let transport = TableTransport([url.absoluteString: .success(bytes(10))])
        let loader = ImageLoader(
            transport: transport, disk: DiskImageCache(directory: blocker.appendingPathComponent("images"), byteLimit: 1_000),
            report: reports.append)

        #expect(try await loader.data(for: url) == bytes(10))
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.hasPrefix("image cache: cannot store https://example.org/artwork/600x600bb.jpg") == true)
    }

    @Test func clearMemoryKeepsTheDiskLayer() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (transport, loader) = try await loadedOnce(withDiskIn: folder)

        await loader.clearMemory()

        #expect(await loader.memoryBytes == 0)
        #expect(try await loader.load(url).origin == .disk)
        #expect(transport.requests(for: url.absoluteString) == 1)
    }
}

/// Collects what a loader reports.
final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    var append: @Sendable (String) -> Void { { message in self.lock.withLock { self.messages.append(message) } } }
    var all: [String] { lock.withLock { messages } }
}
