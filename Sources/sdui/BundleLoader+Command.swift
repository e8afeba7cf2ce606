import ArgumentParser
import Foundation
import ViewEngine

extension BundleLoader {
    /// The bundle in `folder`, for a command that cannot go on without one: when the folder is
    /// missing or a file cannot be read, prints the loader's diagnostic (file, line, column,
    /// code) and exits 1.
    func loadOrExit(folder: URL) throws -> AppBundle {
        do {
            return try load(folder: folder)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
    }
}
