import Foundation
import Testing

@testable import ViewEngine

/// Parses JSON text, failing the test with the diagnostic when it is not JSON.
func document(_ text: String, file: String = "test.json") throws(Diagnostic) -> JSONDocument {
    try JSONDocument.parse(text, fileName: file)
}

/// Decodes a view node from JSON text, returning the node and the diagnostics.
func decodeNode(_ text: String, parser: ExpressionParser = ExpressionParser()) throws -> (ViewNode, Diagnostics) {
    var decoder = SchemaDecoder(parser: parser)
    let node = decoder.node(try document(text).root)
    return (node, decoder.diagnostics)
}

/// Parses and evaluates an expression against `data`.
func evaluate(_ expression: String, _ data: JSONValue = [:], environment: EvaluationEnvironment = .fixed()) throws -> JSONValue? {
    try ExpressionParser().parse(expression).evaluate(in: DataContext(root: data), environment: environment)
}

/// Expects `expression` to be refused with a message starting with `message`.
func expectParseError(
    _ expression: String, startingWith message: String, code: DiagnosticCode = .invalidExpression,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do throws(ExpressionError) {
        _ = try ExpressionParser().parse(expression)
        Issue.record("accepted \(expression)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
        #expect(error.message.hasPrefix(message), "\(error.message)", sourceLocation: sourceLocation)
    }
}

/// The diagnostic messages, for compact assertions.
extension Diagnostics {
    var messages: [String] { all.map(\.message) }
}

/// A data source for tests: answers from a table and records requests.
final class StubDataSource: DataSource, @unchecked Sendable {
    private let lock = NSLock()
    private var responses: [String: Result<JSONValue, DataSourceError>]
    private(set) var requests: [DataRequest] = []

    init(_ responses: [String: Result<JSONValue, DataSourceError>]) {
        self.responses = responses
    }

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        let response: Result<JSONValue, DataSourceError>? = lock.withLock {
            requests.append(request)
            return responses[request.endpoint]
        }
        guard let response else { throw DataSourceError(.notFound, detail: "no stub for \(request.endpoint)") }
        return try response.get()
    }

    func setResponse(_ endpoint: String, _ response: Result<JSONValue, DataSourceError>) {
        lock.withLock { responses[endpoint] = response }
    }

    var recorded: [DataRequest] { lock.withLock { requests } }
}
