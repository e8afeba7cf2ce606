import Foundation

/// Loads an app bundle folder:
///
/// ```
/// app.json            root (tab_view or {"name", "root", "state"})
/// theme.json          optional
/// components.json     optional
/// screens.json        optional map of screens
/// screens/*.json      one screen per file (name = file name), or
/// *.json              screens beside app.json (the spec's flat layout)
/// ```
///
/// Loading never throws for bad content: every problem becomes a diagnostic on the bundle,
/// and what could be decoded is kept. Only an unreadable folder throws.
public struct BundleLoader: Sendable {
    /// Largest view file accepted; view JSON this big is a mistake, and refusing it early
    /// keeps a stray data dump from stalling the preview.
    public var maxFileBytes: Int
    public var parser: ExpressionParser

    public init(maxFileBytes: Int = 16 << 20, parser: ExpressionParser = ExpressionParser()) {
        self.maxFileBytes = maxFileBytes
        self.parser = parser
    }

    static let reservedFiles: Set<String> = ["app.json", "theme.json", "components.json", "screens.json"]

    /// Loads the bundle at `folder`.
    public func load(folder: URL) throws(Diagnostic) -> AppBundle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Diagnostic(.unreadableFile, "no bundle folder at '\(folder.path)'", file: folder.path, location: .unknown)
        }
        var diagnostics = Diagnostics()
        var files: [(name: String, url: URL)] = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Diagnostic(.unreadableFile, "cannot read the bundle folder: \(error.localizedDescription)", file: folder.path, location: .unknown)
        }
        for name in names where name.hasSuffix(".json") { files.append((name, folder.appendingPathComponent(name))) }
        let screensFolder = folder.appendingPathComponent("screens")
        var screensIsFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: screensFolder.path, isDirectory: &screensIsFolder), screensIsFolder.boolValue {
            do {
                for name in try FileManager.default.contentsOfDirectory(atPath: screensFolder.path).sorted() where name.hasSuffix(".json") {
                    files.append(("screens/\(name)", screensFolder.appendingPathComponent(name)))
                }
            } catch {
                diagnostics.append(Diagnostic(.unreadableFile, "cannot read the screens folder: \(error.localizedDescription)", file: "screens", location: .unknown))
            }
        }

        return assemble(name: folder.lastPathComponent, files: files.map { ($0.name, .file($0.url)) }, diagnostics: diagnostics)
    }

    /// Loads a bundle held in memory: file names as in a folder (`app.json`, `theme.json`,
    /// `screens/home.json`, `home.json`) mapped to their bytes. Diagnostics name the files
    /// exactly as the folder loader does; names that are not `.json` files at the top level or
    /// in `screens/` are ignored, as they are in a folder.
    public func load(files: [String: Data], name: String = "bundle") -> AppBundle {
        let accepted = files.keys.filter { key in
            guard key.hasSuffix(".json") else { return false }
            let parts = key.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 1 || (parts.count == 2 && parts[0] == "screens")
        }
        // Top-level files first, then screens/, each sorted: the order a folder is read in.
        let ordered = accepted.filter { !$0.contains("/") }.sorted() + accepted.filter { $0.contains("/") }.sorted()
        return assemble(name: name, files: ordered.map { ($0, .bytes(files[$0]!)) }, diagnostics: Diagnostics())
    }

    /// Loads a single screen from JSON text (a bundle whose root is that screen).
    /// Diagnostics name the file `fileName`.
    public func loadScreen(json: String, name: String = "main", fileName: String? = nil) -> AppBundle {
        loadScreen(data: Data(json.utf8), name: name, fileName: fileName)
    }

    /// Loads a single screen from JSON bytes (a bundle whose root is that screen).
    /// Diagnostics name the file `fileName` (`NAME.json` unless given).
    public func loadScreen(data: Data, name: String = "main", fileName: String? = nil) -> AppBundle {
        var diagnostics = Diagnostics()
        var bundle = AppBundle(name: name, root: .screen(name), screens: [:])
        let file = fileName ?? "\(name).json"
        if let document = parse(.bytes(data), name: file, into: &diagnostics) {
            var decoder = SchemaDecoder(parser: parser)
            decoder.startFile()
            bundle.screens[name] = ScreenDefinition(name: name, node: decoder.node(document.root))
            diagnostics.append(contentsOf: decoder.diagnostics)
        }
        bundle.diagnostics = diagnostics
        return bundle
    }

    /// Where a file's bytes come from: the folder or memory.
    private enum FileContent {
        case file(URL)
        case bytes(Data)
    }

    /// Decodes the files of a bundle, in order, into one ``AppBundle``.
    private func assemble(name bundleName: String, files: [(name: String, content: FileContent)], diagnostics: Diagnostics) -> AppBundle {
        var diagnostics = diagnostics
        var decoder = SchemaDecoder(parser: parser)
        var bundle = AppBundle(name: bundleName, root: .tabs([]), screens: [:])
        var sawRoot = false
        for file in files {
            guard let document = parse(file.content, name: file.name, into: &diagnostics) else {
                if file.name == "app.json" { sawRoot = true }
                continue
            }
            decoder.startFile()
            switch file.name {
            case "app.json":
                sawRoot = true
                let app = decoder.appDefinition(document.root)
                if let name = app.name { bundle.name = name }
                if let root = app.root { bundle.root = root }
                bundle.initialState = app.state
                bundle.modules = app.modules
                bundle.colorScheme = app.colorScheme
            case "theme.json":
                bundle.theme = decoder.theme(document.root)
            case "components.json":
                bundle.components = decoder.components(document.root)
            case "screens.json":
                for (name, screen) in decoder.screens(document.root) { bundle.screens[name] = screen }
            default:
                let name = String(file.name.split(separator: "/").last!.dropLast(5))
                if bundle.screens[name] != nil {
                    diagnostics.append(Diagnostic(.duplicateScreen, "screen '\(name)' is defined twice", file: file.name, location: .init(line: 1, column: 1)))
                }
                bundle.screens[name] = ScreenDefinition(name: name, node: decoder.node(document.root))
            }
        }
        if !sawRoot {
            diagnostics.append(Diagnostic(.missingAppFile, "the bundle has no app.json", file: "app.json", location: .unknown))
        }
        diagnostics.append(contentsOf: decoder.diagnostics)
        bundle.diagnostics = diagnostics
        return bundle
    }

    /// Reads and parses one file, reporting size limits and syntax errors.
    public func read(_ url: URL, name: String, into diagnostics: inout Diagnostics) -> JSONDocument? {
        parse(.file(url), name: name, into: &diagnostics)
    }

    /// Parses one file from the folder or memory, reporting size limits and syntax errors.
    private func parse(_ content: FileContent, name: String, into diagnostics: inout Diagnostics) -> JSONDocument? {
        do {
            let size: Int?
            switch content {
            case .file(let url): size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
            case .bytes(let data): size = data.count
            }
            if let size, size > maxFileBytes {
                diagnostics.append(
                    Diagnostic(.fileTooLarge, "the file is \(size) bytes; view files are limited to \(maxFileBytes) bytes", file: name, location: .init(line: 1, column: 1)))
                return nil
            }
            let data: Data
            switch content {
            case .file(let url): data = try Data(contentsOf: url)
            case .bytes(let bytes): data = bytes
            }
            return try JSONDocument.parse([UInt8](data), fileName: name)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
        } catch {
            diagnostics.append(Diagnostic(.unreadableFile, "cannot read the file: \(error.localizedDescription)", file: name, location: .unknown))
        }
        return nil
    }
}
