import Testing

@testable import ViewEngine

@Suite struct JSONParserTests {
    @Test func parsesAllValueKinds() throws {
        let root = try document(#"{"s": "a\"b\u00e9\ud83d\ude00", "n": -12.5e1, "t": true, "f": false, "z": null, "a": [1, [2]], "o": {}}"#).root.value
        #expect(root["s"] == .string("a\"bé😀"))
        #expect(root["n"] == .number(-125))
        #expect(root["t"] == .bool(true))
        #expect(root["f"] == .bool(false))
        #expect(root["z"] == .null)
        #expect(root["a"] == [1, [2]])
        #expect(root["o"] == .object([:]))
    }

    @Test func keepsMemberOrder() throws {
        let object = try document(#"{"b": 1, "a": 2, "c": 3}"#).root.value.objectValue
        #expect(object?.keys == ["b", "a", "c"])
    }

    @Test func recordsLineAndColumnOfEveryValue() throws {
        let doc = try document("{\n  \"a\": [\n    1,\n    \"é\", true\n  ]\n}")
        let members = Array(doc.root.members)
        #expect(members[0].keySource.location == SourceLocation(line: 2, column: 3))
        let elements = members[0].value.elements
        #expect(elements[0].source.location == SourceLocation(line: 3, column: 5))
        // Columns count characters, so the value after "é" is at column 10, not 11.
        #expect(elements[2].source.location == SourceLocation(line: 4, column: 10))
    }

    /// Spaces and string bodies are scanned eight bytes at a time: whatever the alignment of
    /// the first special byte (quote, backslash, control character, end of file), it is found.
    @Test(arguments: 0..<20)
    func findsTheFirstSpecialByteAtEveryAlignment(length: Int) throws {
        let run = String(repeating: "a", count: length)
        let indent = String(repeating: " ", count: length)
        let escaped = try document("[\(indent)\"\(run)\\\"b\"\(indent)]").root.elements
        #expect(escaped.first?.stringValue == run + "\"b")
        #expect(escaped.first?.source.location == SourceLocation(line: 1, column: length + 2))
        let indented = try document("[\n\(indent)\t\(indent)7]").root.elements
        #expect(indented.first?.source.location == SourceLocation(line: 2, column: 2 * length + 2))
        do throws(Diagnostic) {
            _ = try document("\"\(run)\u{01}\(run)\"")
            Issue.record("a control character in a string was accepted")
        } catch {
            #expect(error.location == SourceLocation(line: 1, column: length + 2))
            #expect(error.message.contains("control character"))
        }
        do throws(Diagnostic) {
            _ = try document("\"\(run)")
            Issue.record("an unterminated string was accepted")
        } catch {
            #expect(error.message.contains("unterminated string"))
        }
    }

    /// Known words are recognised while scanning and decode from the shared table; escaped
    /// spellings, near misses and longer strings decode from the bytes, all to the same text.
    @Test func knownWordsDecodeLikeAnyOtherString() throws {
        let texts = try document(#"["type", "ty\u0070e", "typ", "types", "vstack", "accessibilityIdentifier", "accessibilityIdentifierX", "é"]"#)
            .root.elements.map(\.stringValue)
        #expect(texts == ["type", "type", "typ", "types", "vstack", "accessibilityIdentifier", "accessibilityIdentifierX", "é"])
        #expect(MemoryLayout<JSONToken>.stride == 16)
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        #expect(throws: Diagnostic.self) { try document("{\n  \"a\": 1,\n}") }
        do throws(Diagnostic) {
            _ = try document("{\n  \"a\": 1,\n}", file: "screens/x.json")
        } catch {
            #expect(error.file == "screens/x.json")
            #expect(error.location == SourceLocation(line: 3, column: 1))
            #expect(error.message.hasPrefix("syntax error:"))
            #expect(error.message.contains("member name"))
        }
    }

    @Test(arguments: [
        ("", "empty"), ("   ", "empty"), ("[1,]", "expected a value"), ("{\"a\" 1}", "':'"), ("[01]", "leading zeros"),
        ("[1.]", "digits after '.'"), ("[\"a\tb\"]", "control character"), ("[\"\\x\"]", "invalid escape"),
        ("[1] 2", "after the JSON value"), ("[1e999]", "out of range"), ("[\"abc", "unterminated string"), ("[", "unexpected end"),
        ("\u{0}\u{1}\u{2}", "expected a value"), ("nul", "expected"),
    ])
    func rejectsMalformedInput(text: String, expected: String) {
        do throws(Diagnostic) {
            _ = try document(text)
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(error.isError)
        }
    }

    @Test(arguments: [
        ("", JSONSyntaxError(.emptyFile, at: 0)),
        ("[1,]", JSONSyntaxError(.expectedValue(found: .character("]")), at: 3)),
        ("{\"a\" 1}", JSONSyntaxError(.expectedColon(found: .character("1")), at: 5)),
        ("[1 2]", JSONSyntaxError(.expectedCommaOrClose(close: "]", found: .character("2")), at: 3)),
        ("[01]", JSONSyntaxError(.leadingZero, at: 1)),
        ("[-]", JSONSyntaxError(.missingDigits(.afterMinus), at: 1)),
        ("[\"a\tb\"]", JSONSyntaxError(.unescapedControlCharacter(0x09), at: 3)),
        ("[\"\\u12\"]", JSONSyntaxError(.invalidUnicodeEscape, at: 2)),
        ("[1] \u{1}", JSONSyntaxError(.trailingContent(found: .byte(0x01)), at: 4)),
        ("{\"a\": [", JSONSyntaxError(.unexpectedEnd(expected: .valueOrClose), at: 7)),
        ("[tru", JSONSyntaxError(.truncatedLiteral("true"), at: 1)),
    ])
    func syntaxErrorsAreTypedProblemsAtAByteOffset(text: String, expected: JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(text.utf8), fileName: "x.json", limits: .init())
        #expect(throws: expected) { try parser.scan() }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        do throws(Diagnostic) {
            _ = try document(text)
            Issue.record("accepted 100,000-deep nesting")
        } catch {
            #expect(error.message.contains("nesting is deeper than 512"))
            #expect(error.location == SourceLocation(line: 1, column: 513))
        }
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try document(text)
    }

    @Test func binaryGarbageIsASyntaxError() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Never a crash; almost always an error. Either outcome is allowed for the rare valid sequence.
            if let parsed = try? JSONDocument.parse(bytes) { _ = parsed.root.value }
        }
        #expect(throws: Diagnostic.self) { try JSONDocument.parse([0xFF, 0xFE, 0x00, 0x7B]) }
    }

    @Test func enforcesTheSizeLimit() {
        do throws(Diagnostic) {
            _ = try JSONDocument.parse(Array("[1, 2, 3]".utf8), limits: .init(maxBytes: 4))
            Issue.record("accepted a file over the limit")
        } catch {
            #expect(error.message.contains("limit is 4 bytes"))
        }
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONDocument.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).root.value == .object([:]))
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try document(#"["\ud800x"]"#).root.value == ["\u{FFFD}x"])
    }

    @Test func writerRoundTrips() throws {
        let text = #"{"a":[1,2.5,-3],"b":"line\nbreak \"quoted\" é","c":null,"d":true,"e":{}}"#
        let value = try document(text).root.value
        #expect(JSONWriter.string(value) == text)
        #expect(try document(JSONWriter.string(value, pretty: true)).root.value == value)
    }

    @Test func objectsCompareWithoutRegardToOrder() throws {
        let a = try document(#"{"x": 1, "y": [true]}"#).root.value
        let b = try document(#"{"y": [true], "x": 1}"#).root.value
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func largeObjectsUseTheIndexCorrectly() {
        var object = JSONObject()
        for index in 0..<40 { object["k\(index)"] = .number(Double(index)) }
        object["k3"] = nil
        object["k39"] = "last"
        #expect(object.count == 39)
        #expect(object["k3"] == nil)
        #expect(object["k4"] == 4)
        #expect(object["k39"] == "last")
        #expect(object.keys.last == "k39")
    }
}
