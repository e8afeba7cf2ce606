import Foundation
import Testing
import TestSupport

/// The persisted keys start as an earlier preview saved them, not as app.json seeds them: an
/// author who edits a seed sees no change. `sdui serve` says so, and `--reset-state` starts
/// from the seeds.
@Suite struct SavedStateTests {
    @Test func aSavedValueIsNotedAndResetStateStartsFromTheSeed() async throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app.json", #"{"name": "Budget", "root": "home", "persist": ["budget"], "state": {"budget": 500}}"#)
        try scratch.write("screens/home.json", #"{"type": "screen", "children": [{"type": "text", "content": "Budget ${$.env.budget}"}]}"#)
        try scratch.write("data/state/Budget.json", #"{"budget": 90}"#)
        let saved = scratch.url.appendingPathComponent("data/state/Budget.json")
        func serve(_ arguments: [String]) async throws -> (page: String, errors: String) {
            let serve = try ServeProcess([scratch.url.path, "--data-dir", scratch.url.appendingPathComponent("data").path] + arguments, environment: scratch.isolatedEnvironment)
            var client = serve.client()
            let page = try await client.open().body
            return (page, try serve.stopReadingErrors())
        }
        let kept = try await serve([])
        #expect(kept.page.contains("Budget 90"))
        #expect(kept.errors.contains("note: the persisted keys (budget) start as saved in \(saved.path), not as app.json seeds them; --reset-state starts from the seeds"), "\(kept.errors)")
        let reset = try await serve(["--reset-state"])
        #expect(reset.page.contains("Budget 500"))
        #expect(reset.errors.contains("removed the saved state \(saved.path): the app starts from app.json's seeds"), "\(reset.errors)")
        #expect(!FileManager.default.fileExists(atPath: saved.path))
    }
}
