/// Payloads of the cases that show content: text, images, progress.
extension RenderNode {
    /// A run of text: the `text` node, and text written where a node may go (a `label`).
    public struct Text: Sendable {
        /// The text, bindings and interpolations evaluated, shown verbatim; empty when `content` is absent.
        public var content: String
        /// The most lines shown, from the node's `lineLimit` prop; nil: as many as needed (a
        /// `lineLimit` in `modifiers` stays a text modifier and is not reflected here).
        public var lineLimit: Int?
        /// Stretches of `content` to mark (the words of a search), in order, never overlapping.
        public var marks: [Range<String.Index>] = []
    }

    /// Where an image comes from, read from text: `http(s)://…` or `/path` a URL, `system:<name>`
    /// a symbol, `asset:<name>` an app image, anything else an SF Symbol name.
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

    /// An image (the `image` node): what to draw and how it fits its frame.
    public struct Image: Sendable {
        /// How an image fills its frame: the `contentMode` prop (`image`, `async_image`) or the
        /// `aspectRatio` modifier.
        public enum ContentMode: String, Sendable {
            /// `"fit"`, the default: SwiftUI's `ContentMode.fit`, the whole image inside the frame.
            case fit
            /// `"fill"`: SwiftUI's `ContentMode.fill`, covering the frame, the overflow clipped.
            case fill
        }

        /// What to draw, from `systemName` or `source`; `.none` when both are missing or empty.
        public var source: ImageSource
        /// Whether the image scales to its frame (SwiftUI's `.resizable()`), from the `resizable`
        /// prop or modifier; false: its natural size.
        public var isResizable: Bool
        /// Width divided by height, from the node's `aspectRatio` prop; nil: the image's own (an
        /// `aspectRatio` in `modifiers` stays a layout modifier).
        public var aspectRatio: Double?
        /// How the image fills its frame; `.fit` by default.
        public var contentMode: ContentMode
        /// What assistive technology reads for the image, from `alt`; nil for none.
        public var alt: String?
        /// From the `renderingMode` modifier; nil: SwiftUI's default for the image.
        public var renderingMode: RenderModifier.TemplateRenderingMode?
        /// From the `interpolation` modifier; nil: SwiftUI's default.
        public var interpolation: RenderModifier.Interpolation?

        /// An image of `source`, by default at its natural size, fitting, with no description.
        public init(source: ImageSource, isResizable: Bool = false, aspectRatio: Double? = nil, contentMode: ContentMode = .fit, alt: String? = nil) {
            self.source = source
            self.isResizable = isResizable
            self.aspectRatio = aspectRatio
            self.contentMode = contentMode
            self.alt = alt
        }
    }

    /// A progress indicator (the `progress` node): a bar when it has a value, a spinner when not.
    public struct Progress: Sendable {
        /// Text under the indicator, from `label`; nil for none.
        public var label: String?
        /// nil: indeterminate.
        public var value: Double?
    }
}
