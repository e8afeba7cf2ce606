import Foundation
import ViewEngine

/// One file of another format, converted: a screen of ours (or, for a SwiftSDUI tab view at
/// the root, a tab bar and its tab screens) and everything that did not convert exactly.
public struct ImportedFile: Sendable {
    /// The screen the file becomes (its file name, made a screen name).
    public let screenName: String
    /// The screen's node in our format; nil when the file is a tab bar or nothing converted.
    public let screen: JSONValue?
    /// A tab bar (`tab_view` node) for the app's root, when the file's root is a tab view.
    public let tabBar: JSONValue?
    /// The tab bar's screens, by name.
    public let tabScreens: [Screen]
    /// Everything with no counterpart, approximated or malformed, located in the source file.
    public let diagnostics: Diagnostics

    /// A screen of the tab bar, written as `screens/<name>.json`: one per tab.
    public struct Screen: Sendable {
        /// The file's screen name and the tab's number from 1: `home_tab2`.
        public let name: String
        /// The tab's content, a node of our format.
        public let node: JSONValue
    }
}

/// Converts files of another SwiftUI JSON format (``PeerFormat``) into ours.
///
/// Nothing is dropped silently: what has no counterpart, converts approximately or is not of
/// the form the other format documents is reported with its file, line, column and JSON path
/// (codes SDUI0803–SDUI0807), and the rest converts.
public struct PeerImporter: Sendable {
    /// The format the files are written in.
    public let format: PeerFormat

    /// An importer of `format`'s files; it keeps nothing between ``convert(_:screenName:)`` calls.
    public init(format: PeerFormat) {
        self.format = format
    }

    /// Converts a parsed file into the screen `screenName`.
    public func convert(_ document: JSONDocument, screenName: String) -> ImportedFile {
        var context = ImportContext(format: format, screenName: screenName)
        let node = format.convert(PeerValue(document.root), &context)
        var screen = node?.json
        if let node, !context.initialState.isEmpty { screen = Self.loadingState(context.initialState, into: node) }
        return ImportedFile(
            screenName: screenName, screen: screen, tabBar: context.tabBar,
            tabScreens: context.tabScreens.map { ImportedFile.Screen(name: $0.name, node: $0.node) }, diagnostics: context.diagnostics)
    }

    /// The peers' controls hold their value; ours bind to state, which the screen sets when it
    /// loads (so the converted file is complete on its own, with no app state to add).
    static func loadingState(_ state: [(key: String, value: JSONValue)], into node: OurNode) -> JSONValue {
        let actions: [JSONValue] = state.map { .object(["actionType": "setState", "key": .string($0.key), "value": $0.value]) }
        let onLoad: JSONValue = actions.count == 1 ? actions[0] : .object(["actionType": "sequence", "actions": .array(actions)])
        return .object(["type": "screen", "onLoad": onLoad, "body": node.json])
    }

    /// The screen name for a file: its name without extension, lowercased, with anything but
    /// letters and digits as `_` (`Simple Layout.json` → `simple_layout`).
    public static func screenName(forFile path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
        let name = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return name.isEmpty ? "screen" : name
    }

    /// A bundle of converted files, as paths and contents: `app.json` and `screens/NAME.json`
    /// for every screen. The app's root is the first tab bar of any file (a tab view is an
    /// app's root, and its titles and icons live nowhere else), else the first file's screen;
    /// the other screens are there for navigation.
    public static func bundle(_ files: [ImportedFile], name: String) -> [(path: String, json: JSONValue)] {
        var output: [(path: String, json: JSONValue)] = []
        var firstScreen: JSONValue?
        for file in files {
            if let screen = file.screen {
                firstScreen = firstScreen ?? .string(file.screenName)
                output.append(("screens/\(file.screenName).json", screen))
            }
            for tab in file.tabScreens { output.append(("screens/\(tab.name).json", tab.node)) }
        }
        var app: JSONObject = ["name": .string(name)]
        app["root"] = files.lazy.compactMap(\.tabBar).first ?? firstScreen ?? .string(files.first?.screenName ?? "screen")
        let appFile: (path: String, json: JSONValue) = ("app.json", .object(app))
        return [appFile] + output
    }
}
