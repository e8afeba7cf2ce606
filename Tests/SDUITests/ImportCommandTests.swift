import Foundation
import Testing
import TestSupport

/// `sdui import` on every example of the three peers' READMEs (restated in Tests/PeerFixtures):
/// the bundle it writes passes `sdui validate --strict`, and `sdui render` shows what the peer
/// would: the text, the scroll axis, the colours.
@Suite struct ImportCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        let format: String
        let file: String
        var params: String? = nil
        /// The screen to render, when not the file's own (a tab bar's first tab).
        var screen: String? = nil
        /// The codes `sdui import` reports, in order.
        var reported: [String] = []
        let check: @Sendable (RenderedPage) -> Void

        var description: String { "\(format)/\(file)" }
        var path: String { "Tests/PeerFixtures/\(format)/\(file).json" }
    }

    // System colours as the page writes them (light appearance).
    static let blue = "#007aff", red = "#ff3b30", white = "#ffffff", gray = "#8e8e93", yellow = "#ffcc00"

    static let cases: [Case] = [
        Case(format: "jsontoswiftui", file: "simple-layout") { page in
            #expect(page.shownTexts == ["Hello, World!", "Get Started"])
            #expect(page.text("Hello, World!", hasStyle: "color:\(blue)"))
            #expect(page.text("Hello, World!", hasStyle: "font-size:calc(28px*var(--ts-body))"))
            #expect(page.text("Get Started", hasStyle: "background-color:\(blue)"))
            #expect(page.text("Get Started", hasStyle: "color:\(white)"))
        },
        Case(format: "jsontoswiftui", file: "complex-layout") { page in
            #expect(page.shownTexts == ["Featured Item", "Special offer"])
            #expect(page.text("Special offer", hasStyle: "color:\(gray)"))
            #expect(page.text("Featured Item", hasStyle: "background-color:#f5f5f5"))
            #expect(page.colorsUsed.contains(yellow), "the star's colour")
        },
        Case(format: "jsontoswiftui", file: "horizontal-scroll") { page in
            #expect(page.elements(withClass: "sh").count == 1, "one horizontal scroll")
            #expect(page.elements(withClass: "sv").isEmpty)
            #expect(page.colorsUsed.isSuperset(of: [red, blue]))
        },
        Case(format: "swiftuiml", file: "vstack-text") { page in
            #expect(page.shownTexts == ["Hello"])
            #expect(page.text("Hello", hasStyle: "font-weight:700"))
        },
        Case(format: "swiftuiml", file: "button-background-node") { page in
            #expect(page.shownTexts == ["Tap"])
            #expect(page.text("Tap", hasStyle: "background-color:\(blue)"))
        },
        Case(format: "swiftuiml", file: "dsl-quick-start") { page in
            #expect(page.shownTexts == ["Hello World", "Tap Me"])
            #expect(page.text("Hello World", hasStyle: "font-weight:700"))
        },
        Case(format: "swiftuiml", file: "dsl-examples") { page in
            #expect(page.shownTexts == ["Welcome", "Featured", "Continue"])
            #expect(page.text("Continue", hasStyle: "background-color:\(blue)"))
            #expect(page.colorsUsed.contains(yellow))
        },
        Case(format: "swiftuiml", file: "dsl-complex-layout") { page in
            #expect(page.elements(withClass: "sv").count == 1, "one vertical scroll")
            #expect(page.shownTexts == ["First episode", "Forty minutes"])
            #expect(page.text("Forty minutes", hasStyle: "color:\(gray)"))
        },
        Case(format: "swiftsdui", file: "quick-start", params: ##"{"name": "Quan Nguyen"}"##) { page in
            #expect(page.shownTexts == ["Hello, Quan Nguyen"])
            #expect(page.text("Hello, Quan Nguyen", hasStyle: "font-size:calc(20px*var(--ts-body))"))
            #expect(page.text("Hello, Quan Nguyen", hasStyle: "font-weight:600"))
        },
        Case(format: "swiftsdui", file: "parameters-interpolation", params: ##"{"first_name": "Ada", "last_name": "Lovelace"}"##) { page in
            #expect(page.shownTexts == ["Hello, Ada Lovelace"])
        },
        Case(format: "swiftsdui", file: "parameters-slider", params: ##"{"progress": 40}"##) { page in
            #expect(page.elements(withClass: "slider").map { $0.attributes["value"] } == ["40"])
        },
        Case(format: "swiftsdui", file: "parameters-toggle", params: ##"{"feature_enabled": true}"##) { page in
            #expect(page.elements(withClass: "toggle").map { $0.attributes["aria-checked"] } == ["true"])
        },
        Case(format: "swiftsdui", file: "text-font") { page in
            #expect(page.text("Title", hasStyle: "font-size:calc(20px*var(--ts-body))"))
        },
        Case(format: "swiftsdui", file: "text-line-limit") { page in
            #expect(page.shownTexts == ["Body"])
            #expect(page.text("Body", hasStyle: "text-align:center"))
        },
        Case(format: "swiftsdui", file: "text-underline") { page in
            #expect(page.shownTexts == ["Sale"])
            #expect(page.styles(around: "Sale")?.contains { $0.contains("underline") && $0.contains("#ff0000") } == true)
        },
        Case(format: "swiftsdui", file: "image-system") { page in
            #expect(page.elements(withClass: "icon").count == 1)
        },
        Case(format: "swiftsdui", file: "image-asset") { page in
            #expect(page.elements.filter { $0.tag == "img" }.map { $0.attributes["src"] } == ["/assets/Hero"])
        },
        Case(format: "swiftsdui", file: "image-url") { page in
            #expect(page.elements.filter { $0.tag == "img" }.map { $0.attributes["src"] } == ["https://example.com/img.png"])
        },
        Case(format: "swiftsdui", file: "button-title") { page in
            #expect(page.shownTexts == ["Buy"])
        },
        Case(format: "swiftsdui", file: "button-label") { page in
            #expect(page.shownTexts == ["Buy"])
            #expect(page.elements(withClass: "icon").count == 1, "the cart symbol")
        },
        Case(format: "swiftsdui", file: "slider") { page in
            #expect(page.elements(withClass: "slider").map { $0.attributes["value"] } == ["0.5"])
            #expect(page.elements(withClass: "slider").map { $0.attributes["step"] } == ["0.1"])
        },
        Case(format: "swiftsdui", file: "toggle") { page in
            #expect(page.shownTexts == ["Enabled"])
            #expect(page.elements(withClass: "toggle").map { $0.attributes["aria-checked"] } == ["true"])
        },
        Case(format: "swiftsdui", file: "textfield", reported: ["SDUI0805"]) { page in
            #expect(page.elements.filter { $0.tag == "input" }.map { $0.attributes["placeholder"] } == ["Email"])
        },
        Case(format: "swiftsdui", file: "rectangle") { page in
            #expect(page.colorsUsed.contains("#efefef"))
            #expect(page.elements.contains { $0.style.contains("width:200px") && $0.style.contains("height:4px") })
        },
        Case(format: "swiftsdui", file: "color") { page in
            #expect(page.colorsUsed.contains(red))
        },
        Case(format: "swiftsdui", file: "spacer") { page in
            #expect(page.elements.contains { $0.style.contains("height:12px") })
        },
        Case(format: "swiftsdui", file: "stacks") { page in
            #expect(page.shownTexts == ["Line 1", "Line 2"])
        },
        Case(format: "swiftsdui", file: "scrollview") { page in
            #expect(page.elements(withClass: "sh").count == 1, "axes: horizontal scrolls sideways")
            #expect(page.elements(withClass: "sv").isEmpty)
            #expect(page.shownTexts == ["Card A", "Card B", "Card C"])
        },
        Case(format: "swiftsdui", file: "grid") { page in
            #expect(page.shownTexts == ["One", "Two", "Three", "Four"])
        },
        Case(format: "swiftsdui", file: "tabview", screen: "tabview_tab1") { page in
            #expect(page.shownTexts == ["First Tab"])
        },
        Case(format: "swiftsdui", file: "custom") { page in
            #expect(page.elements(withClass: "custom").map { $0.attributes["data-view-id"] } == ["custom_view_1"])
        },
        Case(format: "swiftsdui", file: "example", params: ##"{"name": "Quan Nguyen"}"##) { page in
            #expect(page.shownTexts.starts(with: ["Hello, Quan Nguyen", "In HStack"]))
            #expect(page.shownTexts.contains("Enable") && page.shownTexts.contains("Checkout"))
            #expect(page.elements(withClass: "slider").map { $0.attributes["value"] } == ["50"])
            #expect(page.elements(withClass: "toggle").map { $0.attributes["aria-checked"] } == ["true"])
        },
    ]

    @Test(arguments: cases)
    func importedExampleValidatesAndRendersWhatThePeerShows(_ example: Case) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let bundle = scratch.url.appendingPathComponent("imported").path
        let imported = try CommandRunner.run(["import", "--from", example.format, example.path, "--out", bundle])
        #expect(imported.status == 0, "\(imported.stderr)")
        let codes = imported.stderr.split(separator: "\n").compactMap { $0.firstMatch(of: /\[(SDUI\d{4})\]$/).map { String($0.1) } }
        #expect(codes == example.reported, "\(imported.stderr)")

        let validated = try CommandRunner.run(["validate", "--strict", bundle])
        #expect(validated.status == 0, "\(validated.stdout)")
        #expect(validated.stdout.isEmpty)

        var render = ["render", bundle, "--screen", example.screen ?? example.file.replacingOccurrences(of: "-", with: "_")]
        if let params = example.params { render += ["--params", params] }
        let rendered = try CommandRunner.run(render)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stderr.isEmpty, "runtime issues: \(rendered.stderr)")
        example.check(RenderedPage(rendered.stdout))
    }

    @Test func everyFixtureIsACase() throws {
        var files: [String] = []
        for format in ["jsontoswiftui", "swiftuiml", "swiftsdui"] {
            let folder = packageRoot.appendingPathComponent("Tests/PeerFixtures/\(format)")
            files += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.map { "\(format)/\($0.dropLast(5))" }
        }
        #expect(files.sorted() == Self.cases.map(\.description).sorted())
        #expect(Self.cases.filter { $0.format == "swiftsdui" }.count == 24, "every JSON example of SwiftSDUI's README")
    }
}

/// `sdui import`'s own behaviour: printing one screen, locating what it reports, exit codes.
@Suite struct ImportCommandBehaviourTests {
    @Test func withoutOutOneFilesScreenIsPrinted() throws {
        let result = try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/stacks.json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("{\n  \"type\": \"vstack\""))
        #expect(result.stdout.contains("\"content\": \"Line 2\""))
    }

    @Test func whatDoesNotConvertIsReportedWithFileLineAndColumnAndExitsOne() throws {
        let path = "Tests/Bundles/Broken/Peers/swiftsdui-everything.json"
        let result = try CommandRunner.run(["import", "--from", "swiftsdui", path])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "\(path):4:14: error: 'carousel' is not a SwiftSDUI node type that converts; the node is left out (types: button, color, custom, grid, hstack, image, rectangle, scrollview, slider, spacer, tabview, text, textfield, toggle, vstack, zstack) at $.children[0].type [SDUI0804]",
            "\(path):5:51: warning: SwiftSDUI 'blink' on 'text' has no counterpart here: not a SwiftSDUI property of 'text'; it is left out at $.children[1].blink [SDUI0803]",
            "\(path):6:5: warning: SwiftSDUI sends 'textChanged' on every change of the text; here the text field sends it on return (onSubmit), with the text in 'textChanged' at $.children[2] [SDUI0805]",
            "\(path):7:51: warning: SwiftSDUI 'padding' must be a number or edges such as \"all:12\", \"horizontal:16,vertical:8\", \"left:8,right:8\", found \"all:wide\"; it is left out at $.children[3].padding [SDUI0806]",
            "\(path):8:5: error: expected a SwiftSDUI node (an object with a \"type\"), found \"text\"; it is left out at $.children[4] [SDUI0807]",
        ])
        // The rest is converted: the stack and the three nodes that are nodes.
        #expect(result.stdout.contains("\"content\": \"blinking\""))
        #expect(result.stdout.contains("\"content\": \"padded\""))
    }

    @Test func severalFilesNeedOut() throws {
        let result = try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/stacks.json", "Tests/PeerFixtures/swiftsdui/grid.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("several files need --out DIR"))
    }

    @Test func severalFilesMakeOneBundleWhoseRootIsTheFirst() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let out = scratch.url.appendingPathComponent("two").path
        let result = try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/stacks.json", "Tests/PeerFixtures/swiftsdui/grid.json", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let app = try String(contentsOf: URL(fileURLWithPath: out + "/app.json"), encoding: .utf8)
        #expect(app == "{\n  \"name\": \"two\",\n  \"root\": \"stacks\"\n}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/screens").sorted() == ["grid.json", "stacks.json"])
        #expect(try CommandRunner.run(["validate", "--strict", out]).status == 0)
    }

    @Test func aTabViewBecomesTheAppsTabBarOverOneScreenPerTab() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let out = scratch.url.appendingPathComponent("tabs").path
        #expect(try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/tabview.json", "--out", out]).status == 0)
        let app = try String(contentsOf: URL(fileURLWithPath: out + "/app.json"), encoding: .utf8)
        #expect(app.contains(#""title": "First",\#n        "screen": "tabview_tab1",\#n        "icon": "1.circle""#), "\(app)")
        #expect(app.contains(#""title": "Second",\#n        "screen": "tabview_tab2",\#n        "icon": "2.circle""#), "\(app)")
        let second = try CommandRunner.run(["render", out, "--screen", "tabview_tab2"])
        #expect(RenderedPage(second.stdout).shownTexts == ["Second Tab"])
    }

    @Test func aTabViewAfterAScreenIsStillTheRootAndASecondOneIsReported() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("again.json", #"{"type": "tabview", "children": [{"type": "text", "title": "Only", "text": "x"}]}"#)
        let out = scratch.url.appendingPathComponent("mixed").path
        let result = try CommandRunner.run([
            "import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/stacks.json", "Tests/PeerFixtures/swiftsdui/tabview.json",
            scratch.url.appendingPathComponent("again.json").path, "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let app = try String(contentsOf: URL(fileURLWithPath: out + "/app.json"), encoding: .utf8)
        #expect(app.contains(#""screen": "tabview_tab1""#), "the tab view is the root: \(app)")
        #expect(result.stderr.contains(
            "again.json:1:1: warning: an app has one root tab view, and Tests/PeerFixtures/swiftsdui/tabview.json's is it: this file's tab bar is left out (its tabs are written as screens) [SDUI0805]"),
            "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/screens/stacks.json"))
    }

    @Test func anOutThatHoldsFilesNeedsForceAndTwoFilesMayNotShareAScreen() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app/app.json", #"{"name": "Mine", "root": "home"}"#)
        let out = scratch.url.appendingPathComponent("app").path
        let stacks = "Tests/PeerFixtures/swiftsdui/stacks.json"
        let refused = try CommandRunner.run(["import", "--from", "swiftsdui", stacks, "--out", out])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--out \(out) already holds files; choose a new folder, or pass --force"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: out + "/app.json", encoding: .utf8) == #"{"name": "Mine", "root": "home"}"#)
        #expect(try CommandRunner.run(["import", "--from", "swiftsdui", stacks, "--out", out, "--force"]).status == 0)
        #expect(try String(contentsOfFile: out + "/app.json", encoding: .utf8).contains(#""root": "stacks""#))

        try scratch.write("in/A b.json", try String(contentsOfFile: stacks, encoding: .utf8))
        try scratch.write("in/a_b.json", try String(contentsOfFile: stacks, encoding: .utf8))
        let inputs = ["A b.json", "a_b.json"].map { scratch.url.appendingPathComponent("in/" + $0).path }
        let clash = try CommandRunner.run(["import", "--from", "swiftsdui"] + inputs + ["--out", scratch.url.appendingPathComponent("new").path])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("would both become the screen 'a_b'; rename one"), "\(clash.stderr)")
    }

    @Test func aTabViewNeedsOut() throws {
        let result = try CommandRunner.run(["import", "--from", "swiftsdui", "Tests/PeerFixtures/swiftsdui/tabview.json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a tab view; its tabs become screens: write them with --out DIR"))
    }

    @Test func aFileThatConvertsToNothingSaysWhyWithoutOut() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("list.json", "[1, 2]")
        try scratch.write("carousel.json", #"{"type": "carousel"}"#)
        let list = try CommandRunner.run(["import", "--from", "swiftsdui", scratch.url.appendingPathComponent("list.json").path])
        #expect(list.status == 1)
        #expect(list.stderr.contains("expected a SwiftSDUI node (an object with a \"type\"), found an array"), "\(list.stderr)")
        #expect(!list.stderr.contains("tab view"), "it is no tab view")
        let carousel = try CommandRunner.run(["import", "--from", "jsontoswiftui", scratch.url.appendingPathComponent("carousel.json").path])
        #expect(carousel.status == 1)
        #expect(!carousel.stderr.contains("tab view"), "\(carousel.stderr)")
    }

    @Test func validateNamesTheModifierForAPeersStyleKey() throws {
        let result = try CommandRunner.run(["validate", "Tests/Bundles/Broken/Everything/screens/peer_keys.json"])
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("peer_keys.json") }
        #expect(lines.contains { $0.hasPrefix("screens/peer_keys.json:2:72: warning: 'padding' is not a property of 'text'") && $0.hasSuffix("[SDUI0801]") })
        #expect(lines.contains { $0.contains("write the modifier 'background': \"modifiers\": [{\"background\": \"blue\"}]") })
        #expect(lines.contains { $0.contains("'properties' holds properties") && $0.hasSuffix("[SDUI0802]") })
        #expect(!lines.contains { $0.hasSuffix("[SDUI0205]") })
    }
}
