import ArgumentParser
import Foundation
import ViewEngine

/// What `sdui serve` says, or does, about app state saved by earlier previews: the persisted
/// keys are read from it over app.json's seeds, so an author who edits a seed sees no change
/// until the saved file goes. `--reset-state` removes it; otherwise a note names it.
struct SavedStateNotice {
    let file: StateFile
    let bundle: AppBundle

    /// Removes the saved file when `reset`, else notes that it is there; says nothing when
    /// nothing is saved or the app persists no key.
    func apply(reset: Bool) throws {
        guard FileManager.default.fileExists(atPath: file.url.path) else { return }
        if reset {
            do {
                try FileManager.default.removeItem(at: file.url)
            } catch {
                printError("error: cannot remove the saved state \(file.url.path): \(error.localizedDescription)")
                throw ExitCode(1)
            }
            printError("removed the saved state \(file.url.path): the app starts from app.json's seeds")
        } else if !bundle.persistedKeys.isEmpty {
            let keys = bundle.persistedKeys.joined(separator: ", ")
            printError("note: the persisted keys (\(keys)) start as saved in \(file.url.path), not as app.json seeds them; --reset-state starts from the seeds")
        }
    }
}
