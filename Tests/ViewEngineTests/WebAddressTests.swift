import Testing

@testable import ViewEngine

@Suite struct WebAddressTests {
    @Test(arguments: [
        ("https://cdn.example.com/a.png", true, true), ("HTTP://Example.com", true, true), ("/fixtures/art.png", false, true),
        ("//evil.example.com/a.png", false, false), ("/\\evil.example.com/a.png", false, false), ("http:///a.png", false, false),
        ("https://", false, false), ("https:\\\\evil.example.com", false, false),
        ("javascript:alert(1)", false, false), ("file:///etc/passwd", false, false), ("data:image/png;base64,AA", false, false),
        ("star.fill", false, false), ("", false, false),
    ])
    func webLinksAndResources(_ text: String, isWeb: Bool, isResource: Bool) {
        #expect((WebAddress.webURL(text) != nil) == isWeb, "\(text)")
        #expect(WebAddress.isResource(text) == isResource, "\(text)")
    }

    @Test func loopbackIsThisMachineByAnyOfItsNames() {
        for host in ["127.0.0.1", "localhost", "LocalHost", "::1", "[::1]", "127.1", "127.0.0.2", "127.255.255.254", "0x7f.0.0.1", "0:0:0:0:0:0:0:1", "[::ffff:127.0.0.1]"] {
            #expect(WebAddress.isLoopback(host: host), "\(host)")
        }
        for host in ["0.0.0.0", "127.0.0.1.example.com", "example.com", "", "::", "128.0.0.1", "10.0.0.1", "127.0.0.1 evil", "::2", "[::ffff:10.0.0.1]"] {
            #expect(!WebAddress.isLoopback(host: host), "\(host)")
        }
    }

    @Test func imagesTellURLsFromSymbolNames() {
        #expect(ImageNode.imageSource("https://cdn.example.com/a.png") == .url("https://cdn.example.com/a.png"))
        #expect(ImageNode.imageSource("/fixtures/a.png") == .url("/fixtures/a.png"))
        #expect(ImageNode.imageSource("asset:logo") == .asset("logo"))
        #expect(ImageNode.imageSource("star.fill") == .system("star.fill"))
    }
}
