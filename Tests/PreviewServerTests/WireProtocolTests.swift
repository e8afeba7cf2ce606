import Foundation
import Testing
import TestSupport
import WebRenderer

@testable import PreviewServer

/// The names the client script uses on the wire, as it spells them: `data-…` attributes
/// (literal or as `dataset.camelCase`), routes, the fields of `act({…})` bodies and the
/// `reply.<key>` it reads.
struct ScriptWireNames {
    var attributes: Set<String> = []
    var routes: Set<String> = []
    var requestFields: Set<String> = []
    var replyKeys: Set<String> = []
    var queryParameters: Set<String> = []
    var elementIDs: Set<String> = []
    var liveEvents: Set<String> = []

    init(script: String) {
        attributes = Set(Self.matches(#"data-[a-z][a-z-]*[a-z]"#, in: script).map { $0[0] })
        for match in Self.matches(#"dataset\.([A-Za-z]+)"#, in: script) { attributes.insert("data-" + Self.kebab(match[1])) }
        routes = Set(Self.matches(#""(/_sdui/[A-Za-z0-9._/-]*)"#, in: script).map { $0[1] })
        replyKeys = Set(Self.matches(#"reply\.([A-Za-z]+)"#, in: script).map { $0[1] })
        // `"px=" + …`, `"?w=" + …`, `"&h=" + …`: the query parameters the script writes.
        queryParameters = Set(Self.matches(#""[?&]?([a-z][a-z-]*)="#, in: script).map { $0[1] })
        elementIDs = Set(Self.matches(#"getElementById\("([A-Za-z0-9_-]+)"\)"#, in: script).map { $0[1] })
        // The live channel's own events (the EventSource is `events`); `error` is the browser's.
        liveEvents = Set(Self.matches(#"events\.addEventListener\("([A-Za-z]+)""#, in: script).map { $0[1] }).subtracting(["error"])
        for body in Self.matches(#"act\(\{([^}]*)\}\)"#, in: script) {
            for field in Self.matches(#"(?:^|,)\s*([A-Za-z]+)\s*:"#, in: body[1]) { requestFields.insert(field[1]) }
        }
    }

    /// Every name the script uses that WireProtocol does not define.
    var undefined: [String] {
        let knownRoutes = [
            WireProtocol.Route.page, WireProtocol.Route.clientScript, WireProtocol.Route.action, WireProtocol.Route.settle,
            WireProtocol.Route.live, WireProtocol.Route.refresh,
        ]
        var unknown = Array(attributes.filter { WireProtocol.Attribute(rawValue: $0) == nil })
        unknown += routes.filter { route in !knownRoutes.contains(route) && !route.hasPrefix(WireProtocol.Route.snapshotPrefix) }
        unknown += requestFields.filter { WireProtocol.RequestField(rawValue: $0) == nil }
        unknown += replyKeys.filter { WireProtocol.ReplyKey(rawValue: $0) == nil }
        unknown += queryParameters.subtracting(WireProtocol.Query.all)
        unknown += elementIDs.subtracting(WireProtocol.ElementID.all)
        unknown += liveEvents.filter { WireProtocol.ReplyKey(rawValue: $0) == nil }
        return unknown.sorted()
    }

    private static func kebab(_ camel: String) -> String {
        camel.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            Issue.record("bad pattern \(pattern): \(error)")
            return []
        }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

@Suite struct WireProtocolTests {
    @Test func everyNameTheClientScriptUsesIsDefinedOnce() {
        let names = ScriptWireNames(script: ClientScript.source)
        #expect(names.undefined == [])
        // The scan finds what the script really uses (so an empty result above means something).
        #expect(names.attributes.isSuperset(of: ["data-action", "data-set", "data-field", "data-key", "data-anim-key", "data-anim-path"]))
        #expect(names.requestFields == ["id", "text", "value", "submit"])
        #expect(names.replyKeys.isSuperset(of: ["html", "title", "render", "pending", "open", "reload"]))
        #expect(names.routes.isSuperset(of: [WireProtocol.Route.action, WireProtocol.Route.settle, WireProtocol.Route.live]))
        #expect(names.queryParameters == WireProtocol.Query.all)
        #expect(names.elementIDs == WireProtocol.ElementID.all)
        #expect(names.liveEvents == [WireProtocol.ReplyKey.generation.rawValue])
    }

    @Test func aNameTheServerDoesNotDefineIsCaught() {
        let drifted = ClientScript.source
            .replacingOccurrences(of: "el.dataset.scrollKey", with: "el.dataset.scrollOffset")
            .replacingOccurrences(of: "reply.pending", with: "reply.busy")
            .replacingOccurrences(of: "submit: true", with: "commit: true")
            .replacingOccurrences(of: "\"/_sdui/settle\"", with: "\"/_sdui/wait\"")
            .replacingOccurrences(of: "\"px=\"", with: "\"pw=\"")
            .replacingOccurrences(of: "getElementById(\"sdui-banner\")", with: "getElementById(\"sdui-bar\")")
            .replacingOccurrences(of: "events.addEventListener(\"generation\"", with: "events.addEventListener(\"bundle\"")
        #expect(ScriptWireNames(script: drifted).undefined == ["/_sdui/wait", "bundle", "busy", "commit", "data-scroll-offset", "pw", "sdui-bar"])
    }

    @Test func theScriptAndStylesheetAreRealFilesNotSwiftStrings() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        #expect(ClientScript.source.contains("\"use strict\""))
        #expect(PageDocument.html(title: "", body: "").contains(".phone{position:relative"))
        // A hint of JavaScript, or a CSS rule block (`{property:` with no space, which Swift
        // code never writes), in any Swift source of any module.
        let cssRule = try Regex(#"\{-?[a-z]+(-[a-z]+)*:\S"#)
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        #expect(swiftFiles.count > 500, "found \(swiftFiles.count) Swift files under \(sources.path)")
        for name in swiftFiles {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for marker in ["addEventListener(", "querySelector", "=> {", "@keyframes", "@media"] {
                #expect(!text.contains(marker), "\(name) holds \(marker)")
            }
            if let match = text.firstMatch(of: cssRule) {
                Issue.record("\(name) holds a CSS rule: \(text[match.range].prefix(40))…")
            }
        }
    }
}
