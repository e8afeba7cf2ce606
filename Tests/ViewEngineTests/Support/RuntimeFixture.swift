import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Loads a bundle from in-memory files (`"app.json": "{…}"`) and makes a runtime on it,
/// failing the test when the bundle has errors unless `expectingErrors`.
@MainActor
func makeRuntime(_ files: [String: String], environment: EvaluationEnvironment = .fixed(), expectingErrors: Bool = false) throws -> AppRuntime {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    for (name, text) in files { try folder.write(name, text) }
    let bundle = try BundleLoader().load(folder: folder.url)
    #expect(expectingErrors || !bundle.diagnostics.hasErrors, "fixture bundle has errors: \(bundle.diagnostics.messages)")
    return AppRuntime(bundle: bundle, environment: environment)
}

/// A screen file whose only content is a text, for tests about navigation.
func plainScreen(_ title: String) -> String {
    #"{"type": "screen", "props": {"title": "\#(title)"}, "children": [{"type": "text", "props": {"content": "\#(title)"}}]}"#
}

/// An action bound to an empty context.
func bound(_ kind: Action.Kind) -> BoundAction {
    BoundAction(action: Action(kind), context: DataContext())
}

/// Loads a bundle from in-memory files (`"app.json": "{…}"`), for tests of what loading and
/// `sdui validate` report.
func loadFiles(_ files: [String: String]) -> AppBundle {
    BundleLoader().load(files: files.mapValues { Data($0.utf8) })
}

/// Everything `sdui validate` reports for a bundle of in-memory files.
func validateFiles(_ files: [String: String]) -> Diagnostics {
    BundleValidator().validate(loadFiles(files))
}
