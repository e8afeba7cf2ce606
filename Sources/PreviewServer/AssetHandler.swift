import Foundation
import Hummingbird
import ViewEngine

/// `/assets/…` from the bundle's `assets/` folder, anything else from the modules; never a
/// file outside the bundle (see ``AssetPath``).
struct AssetHandler {
    let configuration: PreviewConfiguration

    /// The largest asset served: 64 MiB, far above any image or clip an app ships; a larger
    /// file is reported in the log and answered 404.
    static let maxAssetBytes = 64 << 20

    func asset(_ rawPath: String) -> Response {
        guard let segments = AssetPath.segments(ofRawPath: rawPath) else { return Reply.notFound() }
        if segments.count > 1, segments[0] == "assets" {
            let root = configuration.bundleFolder.appendingPathComponent("assets")
            var names = Array(segments.dropFirst())
            let last = names[names.count - 1]
            // `asset:logo` in JSON may leave out the extension.
            let candidates = (last as NSString).pathExtension.isEmpty ? ["png", "svg", "jpg", "jpeg", "webp"].map { last + "." + $0 } : [last]
            for candidate in candidates {
                names[names.count - 1] = candidate
                guard let type = AssetPath.contentType(of: candidate), let file = AssetPath.file(names, in: root, within: configuration.bundleFolder) else { continue }
                do {
                    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
                    guard size <= Self.maxAssetBytes else {
                        configuration.log("warning: assets/\(names.joined(separator: "/")) is \(size) bytes; the preview serves assets up to \(Self.maxAssetBytes)")
                        return Reply.notFound()
                    }
                    return Reply.assetFile(file, size: size, contentType: type)
                } catch {
                    configuration.log("warning: cannot read \(file.path): \(ErrorText.reason(error))")
                    return Reply.notFound()
                }
            }
            return Reply.notFound()
        }
        let path = "/" + segments.joined(separator: "/")
        for module in configuration.modules {
            if let asset = module.asset(at: path) { return Reply.asset(asset.bytes, contentType: asset.contentType) }
        }
        return Reply.notFound()
    }
}
