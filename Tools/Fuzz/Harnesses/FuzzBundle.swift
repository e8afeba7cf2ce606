import ViewEngine

/// libFuzzer entry point for bundle decoding, validation and resolution. The input is a
/// bundle's files separated by NUL bytes (never valid inside JSON): `app.json`, `theme.json`,
/// `components.json`, then one screen per remaining part.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let fixedNames = ["app.json", "theme.json", "components.json"]
    let files = bytes.split(separator: 0, omittingEmptySubsequences: false).enumerated().map { index, part in
        (name: index < fixedNames.count ? fixedNames[index] : "screens/s\(index - fixedNames.count).json", bytes: Array(part))
    }
    let bundle = BundleLoader().load(files: files, bundleName: "fuzz")
    for diagnostic in BundleValidator().validate(bundle).all {
        precondition(diagnostic.message.count <= Excerpt.maxMessage + 1, "an uncut message: \(diagnostic.message.prefix(200))")
        _ = diagnostic.description
    }
    let resolver = Resolver(bundle: bundle, environment: .fixed())
    let context = DataContext(root: .object(bundle.initialState))
    for name in bundle.screens.keys.sorted() {
        _ = resolver.resolve(bundle.screens[name]!.node, in: context)?.jsonValue(rowLimit: 50)
    }
    return 0
}
