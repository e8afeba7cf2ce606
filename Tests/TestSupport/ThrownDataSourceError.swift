import Testing
import ViewEngine

/// Runs `body` and returns the ``DataSourceError`` it threw, for expectations on its kind,
/// message and detail. A body that succeeds or throws another error records an issue and
/// comes back as an `unknown` error naming what happened, so the caller's expectations fail
/// too instead of reading an optional.
public func dataSourceError(
    isolation: isolated (any Actor)? = #isolation, sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async -> DataSourceError {
    let failure: String
    do {
        try await body()
        failure = "no error was thrown"
    } catch let error as DataSourceError {
        return error
    } catch {
        failure = "not a DataSourceError: \(error)"
    }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    return DataSourceError(.unknown, detail: failure)
}
