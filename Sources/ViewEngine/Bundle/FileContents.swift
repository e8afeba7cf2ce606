import Foundation

/// Reading a whole file, with a message that says what is wrong with the path.
///
/// Foundation alone reports a folder as "The file couldn't be opened" (NSCocoaErrorDomain
/// error 256) and a named pipe as a missing permission, and reading a pipe or a device can
/// block for ever; so what the path is gets checked before it is read. The bundle loader and
/// `sdui --data` both read through here.
public enum FileContents {
    /// The size in bytes of the regular file at `url`, symbolic links followed.
    ///
    /// - Throws: ``FileReadError`` when there is nothing at `url`, it is a folder, it is not
    ///   a regular file (a pipe, socket or device), or its attributes cannot be read.
    public static func size(ofRegularFile url: URL) throws(FileReadError) -> Int {
        let path = url.resolvingSymlinksInPath().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            // A link whose target is missing (or that leads back to itself) exists as a link.
            throw isSymbolicLink(url.path) ? .brokenLink : .missing
        }
        guard !isFolder.boolValue else { throw .folder }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadable(ErrorText.reason(error))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .notRegular }
        return attributes[.size] as? Int ?? 0
    }

    /// The bytes of the regular file at `url`, after the checks of ``size(ofRegularFile:)``.
    ///
    /// - Throws: ``FileReadError`` saying why the file cannot be read.
    public static func read(_ url: URL) throws(FileReadError) -> Data {
        _ = try size(ofRegularFile: url)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(ErrorText.reason(error))
        }
    }

    /// Whether what `url` leads to, symbolic links followed, is inside `folder` (itself
    /// resolved the same way): the rule that keeps a bundle's files and the preview's assets
    /// from reaching elsewhere through a link.
    public static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let real = url.resolvingSymlinksInPath().standardizedFileURL.path
        let realFolder = folder.resolvingSymlinksInPath().standardizedFileURL.path
        return real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// Whether `path` itself (not what it leads to) is a symbolic link.
    private static func isSymbolicLink(_ path: String) -> Bool {
        do {
            return try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeSymbolicLink
        } catch {
            return false  // nothing there at all: not a link
        }
    }

    /// The bytes of the regular file at `url`, or everything a pipe or device there gives until
    /// it ends (`--data /dev/stdin`, `--data <(curl …)`), up to `limit` bytes either way.
    ///
    /// - Throws: ``FileReadError`` for a folder, nothing at `url`, a file or stream longer than
    ///   `limit` (`/dev/zero` never ends), or a read that fails.
    public static func readFileOrStream(_ url: URL, limit: Int) throws(FileReadError) -> Data {
        do throws(FileReadError) {
            guard try size(ofRegularFile: url) <= limit else { throw .tooLong(limit: limit) }
            return try read(url)
        } catch .notRegular {
            guard let handle = FileHandle(forReadingAtPath: url.path) else { throw .unreadable("cannot open it") }
            defer { try? handle.close() }  // closing a handle only read from loses nothing
            var data = Data()
            while true {
                let chunk: Data?
                do {
                    chunk = try handle.read(upToCount: 65_536)
                } catch {
                    throw .unreadable(ErrorText.reason(error))
                }
                guard let chunk, !chunk.isEmpty else { return data }
                data.append(chunk)
                guard data.count <= limit else { throw .tooLong(limit: limit) }
            }
        }
    }
}

/// Why ``FileContents`` could not read a file; ``message`` says it in words for the person who
/// named the path (callers put the path in front).
public enum FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing
    /// The path is a folder.
    case folder
    /// The path is a pipe, socket or device, which only ``FileContents/readFileOrStream(_:limit:)`` reads.
    case notRegular
    /// A file or stream holds more than `limit` bytes.
    case tooLong(limit: Int)
    /// The path is a symbolic link to nothing: its target is missing, or links lead back to it.
    case brokenLink
    /// The system refused to read it, for the reason given.
    case unreadable(String)
    /// A symbolic link leads outside the bundle folder.
    case outsideFolder

    /// What is wrong, without the path: `no such file`, `is a folder, not a file`, ….
    public var message: String {
        switch self {
        case .missing: return "no such file"
        case .folder: return "is a folder, not a file"
        case .notRegular: return "is not a regular file (a pipe, socket or device)"
        case .tooLong(let limit): return "holds more than \(limit) bytes"
        case .brokenLink: return "is a symbolic link to nothing (its target is missing, or links lead back to it)"
        case .unreadable(let reason): return "cannot read the file: \(reason)"
        case .outsideFolder: return "is a symbolic link to a file outside the bundle folder, which a bundle may not read; copy the file into the bundle"
        }
    }

    /// The ``message``.
    public var description: String { message }
}
