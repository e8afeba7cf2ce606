/// Payloads of the cases that show content: text, images, progress.
extension RenderNode {
    public struct Text: Sendable {
        public var content: String
        public var lineLimit: Int?
        /// Stretches of `content` to mark (the words of a search), in order, never overlapping.
        public var marks: [Range<String.Index>] = []
    }

    public enum ImageSource: Sendable, Hashable {
        /// An SF Symbol.
        case system(String)
        /// A remote or root-relative URL.
        case url(String)
        /// An image shipped with the app.
        case asset(String)
        /// The source evaluated to nothing (missing data).
        case none
    }

    public struct Image: Sendable {
        public enum ContentMode: String, Sendable {
            case fit, fill
        }

        public var source: ImageSource
        public var isResizable: Bool
        public var aspectRatio: Double?
        public var contentMode: ContentMode
        public var alt: String?
        /// From the `renderingMode` modifier; nil: SwiftUI's default for the image.
        public var renderingMode: RenderModifier.TemplateRenderingMode?
        /// From the `interpolation` modifier; nil: SwiftUI's default.
        public var interpolation: RenderModifier.Interpolation?

        public init(source: ImageSource, isResizable: Bool = false, aspectRatio: Double? = nil, contentMode: ContentMode = .fit, alt: String? = nil) {
            self.source = source
            self.isResizable = isResizable
            self.aspectRatio = aspectRatio
            self.contentMode = contentMode
            self.alt = alt
        }
    }

    public struct Progress: Sendable {
        public var label: String?
        /// nil: indeterminate.
        public var value: Double?
    }
}
