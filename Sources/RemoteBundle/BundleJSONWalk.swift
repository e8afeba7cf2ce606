import Foundation

/// Reads one kind of thing a bundle uses from its JSON, for ``BundleJSONWalk``.
protocol BundleJSONVisitor {
    /// Called for every JSON object, before its members are walked.
    mutating func visit(object: [String: Any])
    /// Called for every JSON string that is a value (member names are not visited).
    mutating func visit(string: String)
}

/// A bundle's files parsed once and walked depth first, in path order, by the scans that find
/// what a bundle uses (``Capabilities/used(by:known:)``, ``EngineFeature/used(by:parser:)``).
/// Both read the same JSON, so publishing and `sdui compat` parse each file once for both.
struct BundleJSONWalk {
    private let documents: [Any]

    /// Throws the parser's error for a file that is not JSON.
    init(files: [String: Data]) throws {
        documents = try files.keys.sorted().map { path in
            try JSONSerialization.jsonObject(with: files[path]!, options: [.fragmentsAllowed])
        }
    }

    /// Walks every document with `visitor`.
    func walk<Visitor: BundleJSONVisitor>(_ visitor: inout Visitor) {
        for document in documents { Self.walk(document, with: &visitor) }
    }

    private static func walk<Visitor: BundleJSONVisitor>(_ value: Any, with visitor: inout Visitor) {
        if let object = value as? [String: Any] {
            visitor.visit(object: object)
            for member in object.values { walk(member, with: &visitor) }
        } else if let array = value as? [Any] {
            for element in array { walk(element, with: &visitor) }
        } else if let text = value as? String {
            visitor.visit(string: text)
        }
    }
}
