import Foundation

extension BundleLoader {
    /// Loads a bundle held in memory: file names as in a folder (`app.json`, `theme.json`,
    /// `screens/home.json`, `home.json`) mapped to their bytes. Diagnostics name the files
    /// exactly as the folder loader does; names that are not bundle files (``BundleLayout``) are
    /// ignored, as they are in a folder.
    public func load(files: [String: Data], name: String = "bundle") -> AppBundle {
        let ordered = BundleLayout.readingOrder(files.keys.filter(BundleLayout.isBundleFile))
        return load(files: ordered.map { ($0, [UInt8](files[$0]!)) }, bundleName: name)
    }

    /// Loads a single screen from JSON text (the peers' `loadFromString`): a bundle whose root
    /// is that screen. Diagnostics name the file `fileName` (`NAME.json` unless given).
    public func loadScreen(json: String, name: String = "main", fileName: String? = nil) -> AppBundle {
        loadScreen(data: Data(json.utf8), name: name, fileName: fileName)
    }

    /// Loads a single screen from JSON bytes: a bundle whose root is that screen.
    /// Diagnostics name the file `fileName` (`NAME.json` unless given).
    public func loadScreen(data: Data, name: String = "main", fileName: String? = nil) -> AppBundle {
        var diagnostics = Diagnostics()
        var bundle = AppBundle(name: name, root: .screen(name), screens: [:])
        if let document = parse([UInt8](data), name: fileName ?? "\(name).json", into: &diagnostics) {
            var decoder = SchemaDecoder(parser: parser)
            decoder.startFile()
            bundle.screens[name] = decoder.screen(named: name, document.root)
            diagnostics.append(contentsOf: decoder.diagnostics)
        }
        bundle.diagnostics = diagnostics
        return bundle
    }
}
