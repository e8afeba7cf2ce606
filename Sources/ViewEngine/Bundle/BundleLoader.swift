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
/// data/*.json         data files (`{"$data": name}` in state, `api` with source `bundle`)
/// strings/*.json      string tables by locale (`strings/de.json`), read by `@key` lookups
/// ```
///
/// Loading never throws for bad content: every problem becomes a diagnostic on the bundle,
/// and what could be decoded is kept. Only an unreadable folder throws.
public struct BundleLoader: Sendable {
    /// Largest view file accepted; view JSON this big is a mistake, and refusing it early
    /// keeps a stray data dump from stalling the preview.
    public var maxFileBytes: Int
    /// Parses every binding of the bundle; its transforms are the only ones a `| name` may call
    /// (any other is an `unknownTransform` error).
    public var parser: ExpressionParser

    /// A loader refusing files over `maxFileBytes` bytes (16 MiB by default) and parsing bindings
    /// with `parser` (the standard transforms by default).
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
            throw Diagnostic(.unreadableFile, "cannot read the bundle folder: \(ErrorText.reason(error))", file: folder.path, location: .unknown)
        }
        for name in names where name.hasSuffix(".json") { files.append((name, folder.appendingPathComponent(name))) }
        for subfolder in BundleLayout.subfolders { files += jsonFiles(in: folder, subfolder, into: &diagnostics) }

        let documents = files.map { file in (name: file.name, document: read(file.url, name: file.name, within: folder, into: &diagnostics)) }
        return assemble(documents, name: folder.lastPathComponent, diagnostics: diagnostics)
    }

    /// The `.json` files of `folder/subfolder` (`screens`, `data`), named as in the bundle
    /// (`screens/home.json`), sorted; none when there is no such folder.
    private func jsonFiles(in folder: URL, _ subfolder: String, into diagnostics: inout Diagnostics) -> [(name: String, url: URL)] {
        let url = folder.appendingPathComponent(subfolder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { $0.hasSuffix(".json") }
                .map { ("\(subfolder)/\($0)", url.appendingPathComponent($0)) }
        } catch {
            diagnostics.append(Diagnostic(.unreadableFile, "cannot read the \(subfolder) folder: \(ErrorText.reason(error))", file: subfolder, location: .unknown))
            return []
        }
    }

    /// Decodes a bundle from files already in memory, named as in a bundle folder (`app.json`,
    /// `screens/home.json`); the fuzzing harness and tools that hold a bundle in memory use it.
    public func load(files: [(name: String, bytes: [UInt8])], bundleName: String) -> AppBundle {
        var diagnostics = Diagnostics()
        let documents = files.map { file in (name: file.name, document: parse(file.bytes, name: file.name, into: &diagnostics)) }
        return assemble(documents, name: bundleName, diagnostics: diagnostics)
    }

    /// Parses one file held in memory, reporting the size limit and syntax errors.
    func parse(_ bytes: [UInt8], name: String, into diagnostics: inout Diagnostics) -> JSONDocument? {
        guard bytes.count <= maxFileBytes else {
            diagnostics.append(Self.tooLarge(bytes.count, limit: maxFileBytes, file: name))
            return nil
        }
        do throws(Diagnostic) {
            return try JSONDocument.parse(bytes, fileName: name)
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// Decodes parsed files (nil: a file that could not be read, already diagnosed).
    private func assemble(_ files: [(name: String, document: JSONDocument?)], name: String, diagnostics: Diagnostics) -> AppBundle {
        var diagnostics = diagnostics
        var decoder = SchemaDecoder(parser: parser)
        // Known before any file is decoded, whatever the order: a screen (or component) that
        // writes a component's name as its node type is told how a component is used.
        if let components = files.first(where: { $0.name == "components.json" })?.document?.root, components.kind == .object {
            let map = components.members.first(where: { $0.key == "components" })?.value ?? components
            if map.kind == .object { decoder.componentNames = Set(map.members.map(\.key)) }
        }
        var bundle = AppBundle(name: name, root: .tabs([]), screens: [:])
        var sawRoot = false
        var references: [(key: String, file: String, source: SourceRef)] = []
        var tables: [StringTable] = []
        var developmentLocale: String?
        for file in files {
            guard let document = file.document else {
                if file.name == "app.json" { sawRoot = true }
                continue
            }
            if file.name.hasPrefix("data/") {
                bundle.dataFiles[String(file.name.dropFirst(5).dropLast(5))] = document.root.value
                continue
            }
            decoder.startFile()
            if file.name.hasPrefix("strings/") {
                if let table = decoder.stringTable(locale: String(file.name.dropFirst(8).dropLast(5)), document.root) { tables.append(table) }
                continue
            }
            switch file.name {
            case "app.json":
                sawRoot = true
                let app = decoder.appDefinition(document.root)
                if let name = app.name { bundle.name = name }
                if let root = app.root { bundle.root = root }
                bundle.rootSource = app.rootSource
                bundle.initialState = app.state
                bundle.stateShape = app.declaresState ? .declared(by: app.state) : nil
                bundle.persistedKeys = app.persist.map(\.key)
                references = app.dataReferences
                for (key, source) in app.persist where app.state[key] == nil {
                    diagnostics.append(Diagnostic(
                        .unknownPersistedKey, "'persist' names '\(key)', which app.json's \"state\" does not declare\(Suggestion.didYouMean(key, in: app.state.keys))",
                        source: source))
                }
                bundle.modules = app.modules
                bundle.moduleSources = app.moduleSources
                bundle.colorScheme = app.colorScheme
                bundle.initialTab = app.initialTab
                developmentLocale = app.developmentLocale
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
                bundle.screens[name] = decoder.screen(named: name, document.root)
            }
        }
        for reference in references {
            guard let value = bundle.dataFiles[reference.file] else {
                diagnostics.append(Diagnostic(
                    .unknownDataFile, "no data file data/\(reference.file).json\(Suggestion.didYouMean(reference.file, in: bundle.dataFiles.keys))",
                    source: reference.source))
                bundle.initialState[reference.key] = .null
                continue
            }
            bundle.initialState[reference.key] = value
        }
        bundle.stateShape = bundle.stateShape.map { _ in .declared(by: bundle.initialState) }
        bundle.strings = BundleStrings(developmentLocale: developmentLocale ?? "en", tables: tables)
        if !sawRoot {
            diagnostics.append(Diagnostic(.missingAppFile, "the bundle has no app.json", file: "app.json", location: .unknown))
        }
        diagnostics.append(contentsOf: decoder.diagnostics)
        bundle.diagnostics = diagnostics
        return bundle
    }

    /// Reads and parses one file, reporting what the path is when it is no file (a folder
    /// named `x.json`, a pipe), a link that leaves `folder` (a bundle's files stay in it),
    /// size limits and syntax errors.
    public func read(_ url: URL, name: String, within folder: URL? = nil, into diagnostics: inout Diagnostics) -> JSONDocument? {
        do {
            let size = try FileContents.size(ofRegularFile: url)  // first: a broken link is named as one
            if let folder, !FileContents.isInside(url, folder) { throw FileReadError.outsideFolder }
            if size > maxFileBytes {
                diagnostics.append(Self.tooLarge(size, limit: maxFileBytes, file: name))
                return nil
            }
            let data = try FileContents.read(url)
            return try JSONDocument.parse([UInt8](data), fileName: name)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
        } catch let failure as FileReadError {
            diagnostics.append(Diagnostic(.unreadableFile, failure.message, file: name, location: .unknown))
        } catch {
            diagnostics.append(Diagnostic(.unreadableFile, "cannot read the file: \(ErrorText.reason(error))", file: name, location: .unknown))
        }
        return nil
    }

    static func tooLarge(_ size: Int, limit: Int, file: String) -> Diagnostic {
        Diagnostic(.fileTooLarge, "the file is \(size) bytes; view files are limited to \(limit) bytes", file: file, location: .init(line: 1, column: 1))
    }
}
