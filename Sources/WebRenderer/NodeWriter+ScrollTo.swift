import ViewEngine

extension NodeWriter {
    /// Marks the node a `scrollTo` request names, with how the client scrolls to it: SwiftUI's
    /// anchor as CSS's block and inline positions (no anchor: the least scrolling, `nearest`).
    func markScrollTarget(_ element: inout Element, _ request: ScrollRequest) {
        func position(_ fraction: Double?) -> String {
            switch fraction {
            case nil: return "nearest"
            case 0?: return "start"
            case 1?: return "end"
            default: return "center"
            }
        }
        element.set(.scrollTo, String(request.serial))
        let options = [position(request.anchor?.y), position(request.anchor?.x), request.animated ? "smooth" : "instant"]
        element.set(.scrollOptions, options.joined(separator: " "))
    }
}
