import Testing

@testable import ViewEngine

@Suite struct ExternalLinkTests {
    @Test(arguments: [
        (JSONValue.string("https://media.example.com/a/1.mp3"), true), (.string("http://example.com/x"), true),
        (.string("javascript:alert(1)"), false), (.string("file:///etc/passwd"), false), (.string("/relative/path"), false),
        (.string("https://"), false), (.number(3), false), (.null, false),
    ])
    func onlyWebURLsMayBeOpened(_ url: JSONValue, _ allowed: Bool) {
        let result = Result { () throws(DataSourceError) in try ExternalLink.url(in: ["url": url]) }
        switch result {
        case .success(let opened): #expect(allowed && opened.absoluteString == url.stringValue)
        case .failure(let error): #expect(!allowed && error.kind == .badRequest)
        }
    }
}
