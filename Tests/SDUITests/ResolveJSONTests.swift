import Foundation
import Testing
import TestSupport

/// `sdui resolve` prints the render tree as data a reader or a script can use: modifiers and
/// paints as JSON objects, never Swift's debug text.
@Suite struct ResolveJSONTests {
    static let gallery = "Apps/Gallery"

    static func screens() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: gallery + "/screens").filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func everyGalleryModifierIsWrittenAsData() throws {
        // The Gallery shows every modifier of the catalogue at least once.
        let screens = try Self.screens()
        #expect(screens.count > 5)
        for screen in screens {
            let result = try CommandRunner.run(["resolve", Self.gallery, "--screen", screen, "--rows", "20"])
            #expect(result.status == 0, "\(screen): \(result.stderr)")
            for debugText in ["ViewEngine.", "Optional(", "\".0\""] {
                #expect(!result.stdout.contains(debugText), "\(screen) prints \(debugText)")
            }
        }
    }

    @Test func modifiersKeepTheirNamesAndArguments() throws {
        let result = try CommandRunner.run("resolve", bundle: [
            ("app.json", #"{"root": "home"}"#),
            ("screens/home.json", #"""
                {"type": "screen", "children": [{"type": "text", "content": "x", "modifiers": [
                  {"frame": {"width": 100}}, {"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}, {"onTapGesture": {"perform": {"actionType": "back"}}}]}]}
                """#),
        ], ["--screen", "home"])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let text = try #require((tree["body"] as? [[String: Any]])?.first ?? (tree["children"] as? [[String: Any]])?.first, "\(result.stdout)")
        let modifiers = try #require(text["modifiers"] as? [[String: Any]])
        #expect(modifiers.count == 3)
        #expect((modifiers[0]["frame"] as? [String: Any])?["width"] as? Double == 100)
        #expect((modifiers[1]["aspectRatio"] as? [String: Any])?["value"] as? Double == 1.5)
        #expect((modifiers[1]["aspectRatio"] as? [String: Any])?["contentMode"] as? String == "fit")
        #expect(((modifiers[2]["onTapGesture"] as? [String: Any])?["action"] as? [String: Any])?["actionType"] as? String == "back")
    }
}
