import Testing

@testable import ViewEngine

@Suite struct DiagnosticCodeTests {
    @Test func namesAreFourDigitsAndReadBack() {
        #expect(DiagnosticCode.jsonSyntax.name == "SDUI0101")
        for code in DiagnosticCode.allCases {
            #expect(code.name.wholeMatch(of: /SDUI\d{4}/) != nil)
            #expect(DiagnosticCode(name: code.name) == code)
            #expect(DiagnosticCode(name: code.name.lowercased()) == code)
        }
        #expect(DiagnosticCode(name: "205") == .unknownProperty)
        for bad in ["", "SDUI", "SDUI9999", "SDUI02x5", "SDUI-205", "SDUI٢٠٥"] {
            #expect(DiagnosticCode(name: bad) == nil, "\(bad)")
        }
    }

    @Test func everyCodeHasACatalogueEntry() {
        for code in DiagnosticCode.allCases {
            let entry = code.entry
            #expect(!entry.meaning.isEmpty && !entry.example.isEmpty && !entry.fix.isEmpty, "\(code)")
            #expect(!entry.meaning.contains("\n") && !entry.meaning.contains("|"), "\(code): one line, no table breaks")
        }
    }

    @Test func theCodeDecidesTheSeverityAndIsPrintedLast() {
        let warning = Diagnostic(.unknownProperty, "unknown property 'x'", file: "a.json", location: .init(line: 2, column: 3), path: JSONPath().appending("x"))
        #expect(warning.severity == .warning)
        #expect(warning.description == "a.json:2:3: warning: unknown property 'x' at $.x [SDUI0205]")
        #expect(Diagnostic(.unknownScreen, "m", file: nil, location: .init(line: 1, column: 1)).severity == .error)
    }
}
