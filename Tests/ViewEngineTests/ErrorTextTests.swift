import Foundation
import Testing
import TestSupport
import ViewEngine

/// Foundation's file errors read as a path and the system's reason.
@Suite struct ErrorTextTests {
    @Test func aFileErrorReadsAsItsPathAndReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("file", "x")
        let inside = folder.url.appendingPathComponent("file/sub")
        do {
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            Issue.record("a folder was made inside a file")
        } catch {
            #expect(ErrorText.readable(error) == "\(inside.path): Not a directory")
            #expect(ErrorText.reason(error) == "Not a directory")
        }
    }

    @Test func otherErrorsKeepTheirOwnDescription() {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "refused: the key is too short" }
        }
        #expect(ErrorText.readable(Refusal()) == "refused: the key is too short")
        #expect(ErrorText.reason(Refusal()) == "refused: the key is too short")
    }
}
