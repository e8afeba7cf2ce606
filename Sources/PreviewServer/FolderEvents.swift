import Dispatch
import Foundation
import ViewEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes the preview when something in the bundle's folders may have changed, without
/// polling: the kernel's file events (inotify on Linux, vnode sources elsewhere) drive it.
/// An event only means "look again"; ``BundleFingerprint`` decides whether anything really
/// changed, so the burst of events one save makes costs at most one reload.
final class FolderEvents: @unchecked Sendable {
    /// Yields once per burst of events, until ``stop()`` or the iterating task is cancelled.
    let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let folders: [String]
    /// The folder holding the bundle's: a bundle folder deleted and made again (`rm -rf`,
    /// then a copy or a checkout) is a new folder that the old watches never see, so its
    /// appearance there is watched too.
    private let parent: String
    // Everything below is touched on `queue` only: that is what makes the class Sendable.
    private let queue = DispatchQueue(label: "sdui.preview.folder-events")
    private var sources: [any DispatchSourceProtocol] = []
    #if os(Linux)
    private var inotify: Int32 = -1
    #endif

    /// Watches `folder` and its subfolders (``BundleLayout/subfolders``: the folders
    /// ``BundleFingerprint`` reads). A folder that does not exist yet is picked up when it
    /// appears in `folder`.
    init(folder: URL) {
        folders = [folder.path] + BundleLayout.subfolders.map { folder.appendingPathComponent($0).path }
        parent = folder.deletingLastPathComponent().path
        (changes, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in self?.stop() }
        queue.async { self.start() }
    }

    deinit {
        continuation.finish()
    }

    /// Releases the kernel watches; ``changes`` finishes.
    func stop() {
        queue.async {
            for source in self.sources { source.cancel() }
            self.sources = []
        }
        continuation.finish()
    }

    #if os(Linux)
    private func start() {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else {
            // Without inotify (limit of instances reached) nothing reloads by itself; say so once.
            StandardError.writeLine("sdui: cannot watch the bundle for changes (inotify: errno \(errno)); restart to see edits")
            return
        }
        addWatches()
        let descriptor = inotify
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler { [weak self] in self?.drain() }
        source.setCancelHandler { close(descriptor) }
        source.resume()
        sources = [source]
    }

    /// Adds (or refreshes) a watch on every folder that exists now; a watch on a folder that
    /// already has one is the same watch, so calling this after each event is harmless.
    private func addWatches() {
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders {
            _ = inotify_add_watch(inotify, folder, mask)  // -1 for a folder that does not exist (yet)
        }
        // Only entries coming and going: edits to the bundle's neighbours wake nothing.
        _ = inotify_add_watch(inotify, parent, UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO))
    }

    /// Reads every pending event (their contents do not matter), then signals once.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while buffer.withUnsafeMutableBytes({ read(inotify, $0.baseAddress, $0.count) }) > 0 {}
        addWatches()  // a subfolder (screens/, data/) may have just been created, or replaced
        continuation.yield()
    }
    #else
    private func start() {
        rearm()
    }

    /// Vnode sources see changes to a folder's entries and to each file they are opened on,
    /// so the folders and their JSON files are watched, and re-watched after every event
    /// (editors often save by replacing the file).
    private func rearm() {
        for source in sources { source.cancel() }
        sources = []
        var paths = folders + [parent]
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []  // a missing folder has no files
            paths += names.filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
        }
        for path in paths {
            let descriptor = open(path, O_EVTONLY)
            guard descriptor >= 0 else { continue }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .extend, .attrib, .delete, .rename, .link], queue: queue)
            source.setEventHandler { [weak self] in
                self?.rearm()
                self?.continuation.yield()
            }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            sources.append(source)
        }
    }
    #endif
}
