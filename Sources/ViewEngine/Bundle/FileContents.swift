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
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw FileReadError("no such file") }
        guard !isFolder.boolValue else { throw FileReadError("is a folder, not a file") }
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw FileReadError("cannot read the file: \(error.localizedDescription)")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw FileReadError("is not a regular file (a pipe, socket or device)")
        }
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
            throw FileReadError("cannot read the file: \(error.localizedDescription)")
        }
    }
}

/// Why ``FileContents`` could not read a file, in words for the person who named it
/// (`is a folder, not a file`); callers put the path in front.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, without the path: `no such file`, `is a folder, not a file`, ….
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
