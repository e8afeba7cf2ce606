import Foundation

/// Errors as a person reads them. On Linux, Foundation's file errors describe themselves as
/// `Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={…}` and their
/// `localizedDescription` is "The operation could not be completed": the path and the
/// system's reason are what a reader needs ("/etc/passwd/state: Not a directory").
public enum ErrorText {
    /// The file's path and the system's reason (`/data/state: Permission denied`) for a
    /// Foundation file error; any other error's own description.
    public static func readable(_ error: any Error) -> String {
        guard let reason = systemReason(error) else { return "\(error)" }
        let info = (error as NSError).userInfo
        let path = info[NSFilePathErrorKey] as? String ?? (info[NSURLErrorKey] as? URL)?.path
        return path.map { "\($0): \(reason)" } ?? reason
    }

    /// The system's reason alone (`Permission denied`), for a message that names the file
    /// itself; any other error's own description.
    public static func reason(_ error: any Error) -> String {
        systemReason(error) ?? "\(error)"
    }

    /// `strerror` of the POSIX error a Foundation file error wraps (or is); its localized
    /// description when it wraps none; nil for errors of other domains.
    private static func systemReason(_ error: any Error) -> String? {
        let outer = error as NSError
        if outer.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(outer.code))) }
        guard outer.domain == NSCocoaErrorDomain else { return nil }
        if let underlying = outer.userInfo[NSUnderlyingErrorKey] as? any Error {
            let inner = underlying as NSError
            if inner.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(inner.code))) }
        }
        return outer.localizedDescription
    }
}
