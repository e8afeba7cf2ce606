// Declaration-only stand-in for Apple's AVKit (iOS 17 surface), for type-checking the renderer
// on Linux. Only what the renderer uses, with Apple's signatures. `AVPlayer` is AVFoundation's;
// AVKit re-exports AVFoundation, so it is declared here rather than in a module of its own.
@_exported import SwiftUI

/// An object that provides the interface to control the player's transport behavior.
open class AVPlayer {
    /// Creates a new player to play a single audiovisual resource referenced by a given URL.
    public init(url URL: URL) {}
    /// Creates a player object.
    public init() {}
    /// Begins playback of the current item.
    open func play() {}
    /// Pauses playback of the current item.
    open func pause() {}
}

/// A view that displays content from a player and a native user interface to control playback.
@MainActor @preconcurrency
public struct VideoPlayer<VideoOverlay>: View where VideoOverlay: View {
    public typealias Body = Never
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// Creates a video-player user interface for the player object.
    public init(player: AVPlayer?) {}
}
