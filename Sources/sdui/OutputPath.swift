import Foundation

/// What a command is asked to write: a file or a folder.
enum OutputPath {
    case file
    case folder

    /// Why `path` cannot be written as this kind, when something of the other kind is there
    /// already ("is a file, not a folder"); nil when nothing is there or it is of this kind.
    /// Foundation's own error for it reads "NSCocoaErrorDomain error 512" on Linux.
    func mismatch(at path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        switch (self, isFolder.boolValue) {
        case (.folder, false): return "is a file, not a folder"
        case (.file, true): return "is a folder, not a file"
        default: return nil
        }
    }
}
