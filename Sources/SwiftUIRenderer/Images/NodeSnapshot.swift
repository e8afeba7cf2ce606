#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// What a `share_link` with a snapshot shares: the node drawn to an image, but only when the
/// share sheet asks for the item (the proxy representation runs then), never while the screen
/// is merely shown or redrawn.
///
/// The image is drawn with the screen's environment as captured when the link was drawn —
/// colour scheme, dynamic type size, locale, layout direction, display scale — because `ImageRenderer` otherwise
/// uses defaults of its own. Controls that `ImageRenderer` cannot draw (they are UIKit/AppKit
/// views and would come out as placeholders) are drawn as SwiftUI stand-ins: see
/// ``SnapshotStandIn`` and ``EnvironmentValues/isDrawingSnapshot``.
struct NodeSnapshot: Transferable {
    let node: RenderNode
    let scope: ScreenScope?
    /// The image's width in pixels on every device (a share link's `snapshotWidth`); nil:
    /// the node's width at the screen's scale.
    let pixelWidth: Int?
    let environment: Environment

    /// The parts of the screen's environment the image is drawn with.
    struct Environment: Sendable {
        var colorScheme: ColorScheme
        var dynamicTypeSize: DynamicTypeSize
        var locale: Locale
        var layoutDirection: LayoutDirection
        var displayScale: CGFloat
    }

    /// The node could not be drawn (no platform image type, or an empty drawing).
    struct DrawingFailed: Error {}

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { snapshot in try await snapshot.image() })
    }

    /// Draws the node now. Remote images inside it show their placeholder unless their
    /// decoded image is already in memory: the renderer draws once, without waiting.
    @MainActor func image() throws -> Image {
        let content = NodeView(node)
            .environment(\.screenScope, scope)
            .environment(\.isDrawingSnapshot, true)
            .environment(\.colorScheme, environment.colorScheme)
            .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
            .environment(\.locale, environment.locale)
            .environment(\.layoutDirection, environment.layoutDirection)
        let renderer = ImageRenderer(content: content)
        renderer.scale = scale(for: renderer)
        #if canImport(UIKit)
        guard let drawn = renderer.uiImage else { throw DrawingFailed() }
        return Image(uiImage: drawn)
        #elseif canImport(AppKit)
        guard let drawn = renderer.nsImage else { throw DrawingFailed() }
        return Image(nsImage: drawn)
        #endif
    }
}

extension NodeSnapshot {
    /// The screen's scale, or the one that makes the image `pixelWidth` pixels wide: a
    /// 360-point card at 1080 pixels is drawn at 3× on a 2× device too. The node's width is
    /// its fixed frame, or else what the renderer lays it out at (drawn once at 1×).
    @MainActor func scale<Content: View>(for renderer: ImageRenderer<Content>) -> CGFloat {
        guard let pixelWidth, pixelWidth > 0 else { return environment.displayScale }
        var points: CGFloat?
        if case .points(let width)? = node.style.width, width > 0 { points = CGFloat(width) }
        if points == nil {
            renderer.scale = 1
            #if canImport(UIKit)
            points = renderer.uiImage?.size.width
            #elseif canImport(AppKit)
            points = renderer.nsImage?.size.width
            #endif
        }
        guard let points, points > 0 else { return environment.displayScale }
        return CGFloat(pixelWidth) / points
    }
}

/// `@Entry` is not available to every toolchain that type-checks this code, so the key is
/// written out.
private struct IsDrawingSnapshotKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// The view, or `standIn` while an `ImageRenderer` draws a snapshot: a control backed by
    /// a UIKit/AppKit view cannot be drawn there.
    func drawnInSnapshots<StandIn: View>(as standIn: StandIn) -> some View {
        modifier(SnapshotStandInModifier(standIn: standIn))
    }
}

private struct SnapshotStandInModifier<StandIn: View>: ViewModifier {
    let standIn: StandIn
    @Environment(\.isDrawingSnapshot) private var isDrawingSnapshot

    func body(content: Content) -> some View {
        if isDrawingSnapshot {
            standIn
        } else {
            content
        }
    }
}

extension EnvironmentValues {
    /// Whether the views below are being drawn by `ImageRenderer` for a share, where controls
    /// backed by UIKit/AppKit views must draw SwiftUI stand-ins instead.
    var isDrawingSnapshot: Bool {
        get { self[IsDrawingSnapshotKey.self] }
        set { self[IsDrawingSnapshotKey.self] = newValue }
    }
}
#endif
