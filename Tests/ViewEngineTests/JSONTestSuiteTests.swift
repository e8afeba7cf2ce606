import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// Runs every file of JSONTestSuite (../shared/conformance): `y_` must parse, `n_` must be
/// rejected, `i_` may go either way but must not crash or hang.
@Suite struct JSONTestSuiteTests {
    static let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/JSONTestSuite/test_parsing")

    static func files(prefix: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    }

    @Test func suiteIsPresent() throws {
        #expect(try Self.files(prefix: "y_").count > 90)
        #expect(try Self.files(prefix: "n_").count > 180)
    }

    @Test func acceptsEveryValidFile() throws {
        for name in try Self.files(prefix: "y_") {
            do {
                _ = try JSONDocument.parse(try bytes(name), fileName: name).root.value
            } catch {
                Issue.record("rejected \(name): \(error)")
            }
        }
    }

    @Test func rejectsEveryInvalidFile() throws {
        for name in try Self.files(prefix: "n_") {
            if let document = try? JSONDocument.parse(try bytes(name), fileName: name) {
                Issue.record("accepted \(name): \(JSONWriter.string(document.root.value).prefix(80))")
            }
        }
    }

    @Test func survivesImplementationDefinedFiles() throws {
        var outcomes: [String: Bool] = [:]
        for name in try Self.files(prefix: "i_") {
            let input = try bytes(name)
            do throws(Diagnostic) {
                _ = try JSONDocument.parse(input, fileName: name).root.value
                outcomes[name] = true
            } catch {
                #expect(error.message.hasPrefix("syntax error"))
                outcomes[name] = false
            }
        }
        #expect(outcomes.count > 30)
        // Our documented choices: huge numbers are rejected, invalid UTF-8 in strings is repaired.
        #expect(outcomes["i_number_huge_exp.json"] == false)
        #expect(outcomes["i_string_invalid_utf-8.json"] == true)
        #expect(outcomes["i_structure_500_nested_arrays.json"] == true)
    }
}
