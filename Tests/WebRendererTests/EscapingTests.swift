import Testing
import TestSupport

@testable import ViewEngine
@testable import WebRenderer

/// Data can never become markup: every string from data is escaped in text and attributes.
@Suite struct EscapingTests {
    static let script = "<script>alert(1)</script>"
    static let breakout = "\"><img src=x onerror=alert(2)>"
    static let quote = "' onmouseover='alert(3)"

    @Test func escapeCoversTextAndBothQuoteStyles() {
        #expect(HTMLEscaping.escape(Self.script) == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(HTMLEscaping.escape(Self.breakout) == "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;")
        #expect(HTMLEscaping.escape("a & 'b'") == "a &amp; &#39;b&#39;")
        #expect(HTMLEscaping.escape("plain text") == "plain text")
        #expect(HTMLEscaping.escape("nul\u{0}") == "nul\u{FFFD}")
    }

    @Test func hostileDataIsShownAsTextEverywhere() throws {
        let data: JSONValue = ["x": .string(Self.script), "y": .string(Self.breakout), "z": .string(Self.quote)]
        let json = """
            {"type": "vstack", "props": {"accessibilityLabel": "$.y", "accessibilityHint": "$.z", "accessibilityIdentifier": "$.y"}, "children": [
              {"type": "text", "props": {"content": "$.x"}},
              {"type": "text", "props": {"content": "${$.y} and ${$.z}"}},
              {"type": "image", "props": {"source": "/art.png", "alt": "$.y"}},
              {"type": "image", "props": {"systemName": "star", "alt": "$.x"}},
              {"type": "button", "props": {"label": {"type": "text", "props": {"content": "$.x"}}, "accessibilityLabel": "$.z"}},
              {"type": "text_field", "props": {"placeholder": "$.y", "binding": "$.y", "accessibilityIdentifier": "$.z"}},
              {"type": "progress", "props": {"label": "$.x"}},
              {"type": "tab_view", "props": {"tabs": [{"title": "\(Self.script.replacingOccurrences(of: "/", with: "\\/"))", "screen": "s"}]}},
              {"type": "custom", "props": {"viewId": "$.y"}},
              {"type": "toggle", "props": {"label": "$.x", "binding": "$.t"}},
              {"type": "slider", "props": {"label": "$.y", "binding": "$.s"}},
              {"type": "picker", "props": {"label": "$.y", "binding": "$.p", "options": [{"title": "$.x", "value": "$.y"}]}},
              {"type": "picker", "props": {"label": "$.x", "binding": "$.p", "pickerStyle": "segmented", "options": [{"title": "$.y", "value": "$.z"}]}},
              {"type": "picker", "props": {"label": "$.z", "binding": "$.p", "pickerStyle": "inline", "options": [{"title": "$.z", "value": "$.x"}]}}
            ]}
            """
        let html = try renderHTML(json, data: data).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("onerror=alert(2)>"))
        #expect(!html.contains("' onmouseover='"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("alt=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;\""))
        #expect(html.contains("value=\"&quot;&gt;&lt;img"))
        #expect(html.contains("title=\"&#39; onmouseover=&#39;alert(3)\""))
        // Control labels, option titles and option values (JSON in an attribute).
        #expect(html.contains("<span class=\"t\">&lt;script&gt;alert(1)&lt;/script&gt;</span><span class=\"switch\""))
        #expect(html.contains("aria-label=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;\" data-set"))
        #expect(html.contains("<option value=\"&quot;\\&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&quot;\">&lt;script&gt;"))
        #expect(html.contains("data-value=\"&quot;&#39; onmouseover=&#39;alert(3)&quot;\""))
        #expect(html.contains("<span>&quot;&gt;&lt;img src=x onerror=alert(2)&gt;</span></button>"))
        #expect(html.contains("data-value=\"&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;\""))
        #expect(html.contains("<span class=\"t\">&#39; onmouseover=&#39;alert(3)</span></button>"))
    }

    @Test func unsafeURLsFromDataAreNotEmitted() throws {
        for url in ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "//evil.example/x.png", "vbscript:x"] {
            let html = try renderHTML(#"{"type": "image", "props": {"source": "$.u"}}"#, data: ["u": .string(url)]).html
            #expect(!html.contains("src="), "\(url) must not become an image source")
        }
        let html = try renderHTML(#"{"type": "image", "props": {"source": "$.u"}}"#, data: ["u": "https://example.com/a.png?x=1&y=\"2\""]).html
        #expect(!html.contains("src="), "a quote in a URL makes it unsafe")
        let plain = try renderHTML(#"{"type": "image", "props": {"source": "$.u"}}"#, data: ["u": "https://example.com/a.png?x=1&y=2"]).html
        #expect(plain.contains("src=\"https://example.com/a.png?x=1&amp;y=2\""))
    }

    @Test func urlPolicyAllowsOnlyHTTPAndRootRelative() {
        #expect(URLPolicy.resourceURL("https://example.com/a.png") == "https://example.com/a.png")
        #expect(URLPolicy.resourceURL("HTTP://EXAMPLE.COM/") == "HTTP://EXAMPLE.COM/")
        #expect(URLPolicy.resourceURL("/fixtures/artwork/1/600x600bb.svg") == "/fixtures/artwork/1/600x600bb.svg")
        #expect(URLPolicy.resourceURL("  https://example.com/a.png ") == "https://example.com/a.png")
        for bad in ["javascript:alert(1)", "java\tscript:alert(1)", "//evil.example", "data:image/png;base64,AAA", "ftp://x", "https://", "http:///x", "/a b", "/a\\b", "relative/path", ""] {
            #expect(URLPolicy.resourceURL(bad) == nil, "\(bad)")
        }
        #expect(URLPolicy.externalURL("https://example.com") == "https://example.com")
        #expect(URLPolicy.externalURL("/local") == nil)
        #expect(URLPolicy.externalURL("mailto:a@b.c") == nil)
    }

    @Test func themeFontFamiliesCannotInjectCSS() {
        #expect(StyleCSS.safeFamily("Inter Display") == "Inter Display")
        #expect(StyleCSS.safeFamily("x;background:url(javascript:1)") == nil)
        #expect(StyleCSS.safeFamily("a\"b") == nil)
    }
}
