import Foundation
import Testing
import TestSupport
import ViewEngine

@Suite(.serialized) struct CommandTests {
    let sample = "Tests/ViewEngineTests/Fixtures/SampleBundle"

    @Test func validateAcceptsACleanBundleSilently() throws {
        let result = try CommandRunner.run(["validate", sample])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func validatePrintsOneCompilerStyleLinePerProblemAndExitsOne() throws {
        let result = try CommandRunner.run("validate", bundle: [
            ("app.json", #"{"type": "tab_view", "props": {"tabs": [{"title": "H", "screen": "home"}]}}"#),
            ("screens/home.json", "{\"type\": \"screen\", \"children\": [\n  {\"type\": \"vstak\"},\n  {\"type\": \"text\", \"props\": {\"content\": \"x\", \"lineLimt\": 1}}\n]}"),
        ])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "screens/home.json:2:3: error: unknown node type 'vstak' (did you mean 'vstack'?) at $.children[0] [SDUI0202]",
            "screens/home.json:3:46: warning: unknown property 'lineLimt' in 'text' props (did you mean 'lineLimit'?) at $.children[1].props.lineLimt [SDUI0205]",
        ])
        #expect(result.stderr.contains("1 error, 1 warning"))
    }

    @Test func validateWarnsAboutASymbolWithoutAWebIcon() throws {
        let bundle = [
            ("app.json", #"{"type": "tab_view", "props": {"tabs": [{"title": "H", "icon": "house", "screen": "home"}]}}"#),
            ("screens/home.json", "{\"type\": \"screen\", \"children\": [\n  {\"type\": \"image\", \"props\": {\"systemName\": \"carrot\"}}\n]}"),
        ]
        let result = try CommandRunner.run("validate", bundle: bundle)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "screens/home.json:2:45: warning: SF Symbol 'carrot' has no icon in the web preview, which shows a question mark there (did you mean 'cart'?); if Apple's SF Symbols has the name, it draws on Apple platforms at $.children[0].props.systemName [SDUI0750]",
        ])
        #expect(try CommandRunner.run("validate", bundle: bundle, ["--allow", "SDUI0750"]).stdout.isEmpty)
    }

    @Test func validateReportsSyntaxErrorsOfSingleFiles() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let file = try scratch.write("broken.json", "{\"type\": \"text\",\n \"props\": {\"content\": \"x\",}}")
        let result = try CommandRunner.run(["validate", file])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("\(file):2:27: error: syntax error:"))
        #expect(result.stdout.hasSuffix("[SDUI0101]\n"))
        let garbage = try scratch.write("garbage.json", "\u{01}\u{02}binary")
        #expect(try CommandRunner.run(["validate", garbage]).stdout.contains("syntax error"))
        let empty = try scratch.write("empty.json", "")
        #expect(try CommandRunner.run(["validate", empty]).stdout.contains("the file is empty"))
    }

    @Test func validateRefusesHugeFilesQuickly() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let path = try scratch.write("huge.json", "")
        // A sparse 100 MB file: the size check must come before any reading.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let result = try CommandRunner.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("the file is 104857600 bytes; view files are limited to 16777216 bytes [SDUI0102]"))
    }

    @Test func validateChecksAFileWithinItsBundle() throws {
        let result = try CommandRunner.run(["validate", "\(sample)/screens/detail.json"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func resolveReportsBoundValuesThatDoNotFit() throws {
        let result = try CommandRunner.run("resolve", bundle: [
            ("app.json", #"{"root": "home", "state": {"size": "huge"}}"#),
            ("screens/home.json", #"{"type": "text", "props": {"content": "x"}, "inlineStyle": {"fontSize": "$.env.size", "padding": 4}}"#),
        ], ["--screen", "home"])
        #expect(result.status == 0)
        #expect(result.stderr.contains(
            #"screens/home.json:1:73: warning: inlineStyle 'fontSize' is bound to $.env.size, which is "huge": 'fontSize' must be a number, found a string; the static style is used at $.inlineStyle.fontSize [SDUI1001]"#))
        #expect(result.stdout.contains("\"padding\": 4"))
    }

    @Test func resolveShowsTheStateSavedInANamedDataFolderAndLeavesItAsItWas() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app/app.json", #"{"name": "Budget", "root": "home", "persist": ["currency"], "state": {"currency": "$", "hits": 0}}"#)
        try scratch.write("app/screens/home.json", #"""
            {"type": "screen", "onLoad": {"actionType": "setState", "key": "env.currency", "value": "kr"},
             "children": [{"type": "text", "content": "${$.env.currency}"}]}
            """#)
        let saved = #"{"currency":"€"}"#
        try scratch.write("data/state/Budget.json", saved)
        let app = scratch.url.appendingPathComponent("app").path
        let dataDir = scratch.url.appendingPathComponent("data").path

        // The screen without its onLoad's write: what the user saved shows.
        try scratch.write("app/screens/plain.json", #"{"type": "text", "content": "${$.env.currency}"}"#)
        let named = try CommandRunner.run(["resolve", app, "--screen", "plain", "--data-dir", dataDir])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains(#""content": "€""#), "\(named.stdout)")

        // A screen that writes persisted state changes nothing on disk.
        #expect(try CommandRunner.run(["resolve", app, "--screen", "home", "--data-dir", dataDir]).status == 0)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("data/state/Budget.json"), encoding: .utf8) == saved)

        // Without a named folder, app.json's state.
        var environment = ProcessInfo.processInfo.environment
        environment["SDUI_DATA_DIR"] = nil
        let unnamed = try CommandRunner.run(["resolve", app, "--screen", "plain"], environment: environment)
        #expect(unnamed.stdout.contains(#""content": "$""#), "\(unnamed.stdout)")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CommandRunner.run(["validate", "/no/such/path"]).status == 2)
        #expect(try CommandRunner.run(["validate"]).status == 2)
        #expect(try CommandRunner.run(["frobnicate"]).status == 2)
        #expect(try CommandRunner.run(["eval"]).status == 2)
    }

    @Test func evalPrintsOneLineOfJSON() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let data = try scratch.write("data.json", #"{"podcast": {"trackName": "Hardcore History", "genres": ["A", "B"]}, "ms": 2533000, "d": "2025-10-22T09:00:00Z"}"#)
        func eval(_ expression: String, _ extra: [String] = []) throws -> String {
            let result = try CommandRunner.run(["eval", expression, "--data", data] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.trimmingCharacters(in: .newlines)
        }
        #expect(try eval("$.podcast.trackName | uppercase") == #""HARDCORE HISTORY""#)
        #expect(try eval("$.podcast.genres | count") == "2")
        #expect(try eval("$.podcast.genres | count > 1") == "true")
        #expect(try eval("$.missing") == "null")
        #expect(try eval("${$.podcast.genres | count} genres") == #""2 genres""#)
        #expect(try eval("$.ms | duration:mm:ss") == #""42:13""#)
        #expect(try eval("$.d | date:MMM d, yyyy") == #""Oct 22, 2025""#)
        #expect(try eval("$.d | date:d MMMM", ["--locale", "de_DE", "--time-zone", "Europe/Berlin"]) == #""22 Oktober""#)
    }

    /// `--data` takes the JSON itself when no file has that name.
    @Test func evalTakesInlineData() throws {
        let inline = try CommandRunner.run(["eval", "$.items[$.i].name", "--data", #"{"items": [{"name": "a"}, {"name": "b"}], "i": 1}"#])
        #expect(inline.status == 0, "\(inline.stderr)")
        #expect(inline.stdout == "\"b\"\n")
        let broken = try CommandRunner.run(["eval", "$.a", "--data", #"{"a": 1,}"#])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("<data>:1:"), "a located JSON error: \(broken.stderr)")
        let notAnObject = try CommandRunner.run(["resolve", "Apps/Podcasts", "--screen", "search", "--data", "[1]"])
        #expect(notAnObject.status == 1)
        #expect(notAnObject.stderr.contains("<data>: error: --data must hold a JSON object"), "\(notAnObject.stderr)")
        let missing = try CommandRunner.run(["eval", "$.a", "--data", "nope.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nope.json"), "\(missing.stderr)")
    }

    @Test func evalCoversArithmeticMembershipAndCollectionTransforms() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let data = try scratch.write("recipes.json", #"""
            {"tag": "vegan", "query": "creme", "price": 2.5, "qty": 4,
             "recipes": [{"id": "a", "title": "Crème brûlée", "tags": ["dessert"], "minutes": 45},
                         {"id": "b", "title": "Lentil soup", "tags": ["vegan"], "minutes": 30},
                         {"id": "c", "title": "apple pie", "tags": ["vegan", "dessert"], "minutes": 60}]}
            """#)
        func eval(_ expression: String) throws -> String {
            let result = try CommandRunner.run(["eval", expression, "--data", data])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.trimmingCharacters(in: .newlines)
        }
        #expect(try eval("($.price * $.qty + 1) % 4") == "3")
        #expect(try eval("'vegan' in $.recipes[1].tags") == "true")
        #expect(try eval("$.recipes[0].tags contains $.tag") == "false")
        #expect(try eval("$.recipes | where:tags contains $.tag | map:id") == #"["b","c"]"#)
        #expect(try eval("$.recipes | search:$.query in title | map:id") == #"["a"]"#)
        #expect(try eval("$.recipes | sort:title | map:id") == #"["c","a","b"]"#)
        #expect(try eval("$.recipes | sort:minutes desc | first") == #"{"id":"c","title":"apple pie","tags":["vegan","dessert"],"minutes":60}"#)
        #expect(try eval("$.recipes | search:zzz | count == 0") == "true")
        let bad = try CommandRunner.run(["eval", "$.recipes | where:tags <> $.tag"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("<expression>:1:24: error: '<>' is not an operator"), "\(bad.stderr)")
    }

    @Test func evalRejectsMalformedExpressions() throws {
        let result = try CommandRunner.run(["eval", "$.a ==", "--data", "/dev/null"])
        #expect(result.status == 1)
        let transform = try CommandRunner.run(["eval", "$.a | upcase"])
        #expect(transform.status == 1)
        #expect(transform.stderr.contains("unknown transform 'upcase' (did you mean 'uppercase'?)"))
    }

    @Test func resolvePrintsTheRenderTree() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let data = try scratch.write("lookup.json", #"{"lookup": {"results": [{"trackName": "Show"}, {"trackId": 9, "trackName": "Ep", "releaseDate": "2025-10-22T09:00:00Z", "trackTimeMillis": 2533000}]}}"#)
        let result = try CommandRunner.run(["resolve", sample, "--screen", "detail", "--params", #"{"podcastId": 11}"#, "--data", data])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(tree?["type"] as? String == "screen")
        #expect(tree?["title"] as? String == "Show")
        #expect(result.stdout.contains("Oct 22, 2025"))
        #expect(result.stdout.contains("42:13"))
        #expect(result.stdout.contains("\"1 episodes\""))
    }

    @Test func dataForEnvIsMergedIntoTheAppState() throws {
        let bundle: [(String, String)] = [
            ("app.json", #"{"root": "home", "state": {"user": "Ada", "plan": "free"}}"#),
            ("screens/home.json", #"{"type": "screen", "children": [{"type": "text", "content": "${$.env.user} ${$.env.plan} ${$.extra}"}]}"#),
        ]
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let data = try scratch.write("data.json", #"{"env": {"plan": "pro"}, "extra": "+"}"#)
        let merged = try CommandRunner.run("resolve", bundle: bundle, ["--screen", "home", "--data", data])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains(#""Ada pro +""#), "\(merged.stdout)")

        let notAnObject = try scratch.write("bad.json", #"{"env": 3}"#)
        let refused = try CommandRunner.run("resolve", bundle: bundle, ["--screen", "home", "--data", notAnObject])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("error: --data's 'env' must be a JSON object"), "\(refused.stderr)")
    }

    @Test func paramsAreCheckedAsANavigateActionsAre() throws {
        let bundle: [(String, String)] = [
            ("app.json", #"{"root": "home"}"#),
            ("screens/home.json", #"{"type": "screen", "children": []}"#),
            ("screens/detail.json", #"{"type": "screen", "params": [{"name": "itemId", "type": "number", "required": true}], "children": [{"type": "text", "content": "Item ${$.itemId}"}]}"#),
        ]
        let missing = try CommandRunner.run("render", bundle: bundle, ["--screen", "detail"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("--params:1:1: error: screen 'detail' requires the parameter 'itemId' [SDUI0704]"), "\(missing.stderr)")
        let misspelt = try CommandRunner.run("resolve", bundle: bundle, ["--screen", "detail", "--params", #"{"itemid": 2}"#])
        #expect(misspelt.status == 1)
        #expect(misspelt.stderr.contains("--params:1:3: error: screen 'detail' has no parameter 'itemid' (did you mean 'itemId'?) at $.itemid [SDUI0703]"), "\(misspelt.stderr)")
        let text = try CommandRunner.run("resolve", bundle: bundle, ["--screen", "detail", "--params", #"{"itemId": "2"}"#])
        #expect(text.stderr.contains("declares 'itemId' as number, but it is passed text at $.itemId [SDUI0705]"), "\(text.stderr)")
        let right = try CommandRunner.run("resolve", bundle: bundle, ["--screen", "detail", "--params", #"{"itemId": 2}"#])
        #expect(right.status == 0 && right.stderr.isEmpty, "\(right.stderr)")
        #expect(right.stdout.contains("Item 2"))
    }

    @Test func resolveRejectsUnknownScreensAndBadParams() throws {
        let unknown = try CommandRunner.run(["resolve", sample, "--screen", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no screen 'nope'"))
        let badParams = try CommandRunner.run(["resolve", sample, "--screen", "detail", "--params", "{oops"])
        #expect(badParams.status == 1)
        #expect(badParams.stderr.contains("--params:1:2: error: syntax error"))
        let negativeRows = try CommandRunner.run(["resolve", sample, "--screen", "detail", "--rows=-1"])
        #expect(negativeRows.status == 2, "a usage error, not a crash: \(negativeRows.stderr)")
        #expect(negativeRows.stderr.contains("--rows takes a number of rows, 0 or more; got -1"))
    }

    @Test func commandsThatNeedABundleNameAMissingFolderWithItsCode() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        // Never created: the commands must find nothing there.
        let missing = scratch.url.appendingPathComponent("no-bundle").path
        for arguments in [["resolve", missing, "--screen", "home"], ["serve", missing, "--port", "0"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 1, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("\(missing):0:0: error: no bundle folder at '\(missing)' [SDUI0103]"), "\(arguments[0]): \(result.stderr)")
        }
    }

    @Test func benchReportsTheRequiredFigures() throws {
        let result = try CommandRunner.run(["bench", "--json", "--sizes", "200", "--seconds", "0.01"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        for key in ["nodes", "bytes", "decode_nodes_per_s", "resolve_nodes_per_s", "jsonserialization_nodes_per_s", "decode_vs_jsonserialization"] {
            #expect((object[key] as? NSNumber)?.doubleValue ?? 0 > 0, "\(key)")
        }
        #expect((object["nodes"] as? NSNumber)?.intValue == 200)
        // Memory per node: a tree of 200 nodes holds at least its nodes' bytes.
        for key in ["decode_bytes_per_node", "resolve_bytes_per_node"] {
            #expect((object[key] as? NSNumber)?.doubleValue ?? 0 > 16, "\(key)")
        }
        // Then one frame figure per app, naming a screen of that app.
        let frames = try result.stdout.split(separator: "\n").dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(frames.map { $0["app"] as? String } == ["Podcasts", "Bible Verses"])
        let screens = [["browse", "episode_detail", "genre", "podcast_detail", "search"],
                       ["discover", "favorite_detail", "favorites", "search", "settings", "share", "today"]]
        for (frame, names) in zip(frames, screens) {
            #expect(names.contains(frame["heaviest_screen"] as? String ?? ""), "\(frame)")
            #expect((frame["frame_ms"] as? NSNumber)?.doubleValue ?? 0 > 0, "\(frame)")
            #expect((frame["screens_measured"] as? NSNumber)?.intValue == names.count, "\(frame)")
        }
    }
}

/// A bundle the frame benchmark cannot time honestly stops `sdui bench` before its first figure.
@Suite struct BenchBundleTests {
    @Test func aBrokenBundleStopsTheRunBeforeAnyMeasurement() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("app.json", #"{"name": "Broken", "root": "home"}"#)
        try scratch.write("screens/home.json", #"{"type": "screen", "title": "Home", "children": [{"type": "text", "content": "$.missing | nosuchtransform"}]}"#)
        let result = try CommandRunner.run(["bench", "--apps", scratch.url.path])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty, "no figure before the refusal: \(result.stdout)")
        #expect(result.stderr.contains("has errors, so its frames would time error pages: screens/home.json:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("nosuchtransform"), "\(result.stderr)")
    }
}

@Suite struct ReferenceDocsTests {
    @Test func committedReferenceMatchesTheEngineTables() throws {
        try CommandRunner.expectOutput(of: ["docs"], equalsCommitted: "Docs/Reference.md", regeneratedBy: "swift run sdui docs > Docs/Reference.md")
    }

    @Test func galleryIntoAFileSaysSoWithoutADump() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        try scratch.write("taken", "a file")
        let path = scratch.url.appendingPathComponent("taken").path
        let result = try CommandRunner.run(["gallery", path])
        #expect(result.status == 1)
        #expect(result.stderr == "\(path): error: is a file, not a folder\n", "\(result.stderr)")
    }

    @Test func committedGalleryMatchesTheModifierCatalogue() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        // A folder that does not exist yet: the command makes it.
        let folder = scratch.url.appendingPathComponent("Gallery")
        let result = try CommandRunner.run(["gallery", folder.path])
        #expect(result.status == 0)
        let committed = packageRoot.appendingPathComponent("Apps/Gallery")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: committed.path).filter { $0.hasSuffix(".json") }.sorted()))
        for file in files {
            let generated = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let written = try String(contentsOf: committed.appendingPathComponent(file), encoding: .utf8)
            #expect(generated == written, "Apps/Gallery/\(file) is stale: run `swift run sdui gallery Apps/Gallery`")
        }
    }

    @Test func docsJSONListsEveryModifierWithItsArgumentsAndWebSupport() throws {
        let result = try CommandRunner.run(["docs", "--format", "json"])
        #expect(result.status == 0)
        let catalogue = try JSONDocument.parse(result.stdout, fileName: "docs.json").root.value
        guard case .object(let object) = catalogue, case .array(let modifiers)? = object["modifiers"], case .array(let nodes)? = object["nodes"] else {
            Issue.record("not a catalogue: \(result.stdout.prefix(200))")
            return
        }
        #expect(modifiers.count == ModifierCatalog.all.count)
        #expect(nodes.count == NodeCatalog.specs.count)
        // Issue 11: at least 70 node types, each with its props, summary and example.
        #expect(nodes.count >= 70)
        for case .object(let node) in nodes {
            guard case .array? = node["props"], case .string(let summary)? = node["summary"], case .string(let example)? = node["example"] else {
                Issue.record("\(node["name"] ?? "?") lacks props, summary or example")
                continue
            }
            #expect(!summary.isEmpty && example.contains("\"type\""), "\(node["name"] ?? "?")")
        }
        for case .object(let modifier) in modifiers {
            #expect(modifier["arguments"] != nil && modifier["summary"] != nil && modifier["example"] != nil && modifier["category"] != nil)
            if case .string(let web)? = modifier["web"], web != "full" { #expect(modifier["webNote"] != nil, "\(modifier["name"] ?? "?") has no web note") }
        }
    }
}

/// Where `sdui` keeps app data when `SDUI_DATA_DIR` is not set: under `$XDG_DATA_HOME`, else
/// `$HOME/.local/share` — the variables, not the account's home from the password database.
@Suite(.serialized) struct DataFolderTests {
    /// The Bible app opens its database in the data folder as soon as its module starts.
    func renderBible(_ environment: [String: String]) throws -> CommandRunner.Result {
        var inherited = ProcessInfo.processInfo.environment
        for key in ["SDUI_DATA_DIR", "XDG_DATA_HOME", "HOME"] { inherited[key] = nil }
        return try CommandRunner.run(
            ["render", "Apps/BibleVerses", "--screen", "settings"], environment: inherited.merging(environment) { $1 })
    }

    @Test func homeIsHonoured() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }

        let result = try renderBible(["HOME": scratch.url.path])

        #expect(result.status == 0, "\(result.stderr)")
        let database = scratch.url.appendingPathComponent(".local/share/sdui/bible-verses/bible.sqlite")
        #expect(FileManager.default.fileExists(atPath: database.path))
    }

    @Test func xdgDataHomeWinsOverHome() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let xdg = scratch.url.appendingPathComponent("data")

        let result = try renderBible(["HOME": scratch.url.appendingPathComponent("home").path, "XDG_DATA_HOME": xdg.path])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("sdui/bible-verses/bible.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("home").path))
    }

    @Test func aRelativeXDGDataHomeIsIgnored() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }

        let result = try renderBible(["HOME": scratch.url.path, "XDG_DATA_HOME": "relative/data"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(".local/share/sdui/bible-verses/bible.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("relative").path))
    }

    @Test func aFolderOrStreamGivenAsADataFileIsReadOrNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let asFolder = try CommandRunner.run(["eval", "1", "--data", folder.url.path])
        #expect(asFolder.status == 1)
        #expect(asFolder.stderr.contains("\(folder.url.path): error: is a folder, not a file"))
        // A stream is read to its end (`--data <(curl …)`), but one that never ends is cut off.
        let endless = try CommandRunner.run(["eval", "1", "--data", "/dev/zero"])
        #expect(endless.status == 1)
        #expect(endless.stderr.contains("/dev/zero: error: holds more than 67108864 bytes"), "\(endless.stderr)")
        // A regular file is held to the same limit before it is read (a sparse file costs no disk).
        let huge = folder.url.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let tooLarge = try CommandRunner.run(["eval", "1", "--data", huge.path])
        #expect(tooLarge.status == 1)
        #expect(tooLarge.stderr.contains("huge.json: error: holds more than 67108864 bytes"), "\(tooLarge.stderr)")
        // Links that lead back to each other are named as such, not as a missing file.
        let loop = folder.url.appendingPathComponent("a.json")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: folder.url.appendingPathComponent("b.json").path)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("b.json").path, withDestinationPath: loop.path)
        let looped = try CommandRunner.run(["eval", "1", "--data", loop.path])
        #expect(looped.stderr.contains("a.json: error: is a symbolic link to nothing (its target is missing, or links lead back to it)"), "\(looped.stderr)")
        let empty = try CommandRunner.run(["eval", "1", "--data", "/dev/null"])
        #expect(empty.status == 1)
        #expect(!empty.stderr.contains("regular file"), "a device is read, then found empty: \(empty.stderr)")
    }

    @Test func aPipeInABundleIsNamedForWhatItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": "home"}"#)
        try folder.write("screens/home.json", #"{"type": "screen"}"#)
        #expect(mkfifo(folder.url.appendingPathComponent("screens/pipe.json").path, 0o600) == 0)
        let result = try CommandRunner.run(["validate", folder.url.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("screens/pipe.json:0:0: error: is not a regular file (a pipe, socket or device) [SDUI0103]"), "\(result.stdout)")
    }
}
