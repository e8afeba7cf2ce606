#if canImport(SwiftUI)
import AVKit
import SwiftUI
import ViewEngine

/// `video`: AVKit's `VideoPlayer` with its playback controls. The player is made once per URL
/// and never started here: the viewer presses play. It pauses when the view goes off screen:
/// navigation stacks and tab views keep views alive, so it would play on under a pushed
/// screen or another tab.
struct VideoNodeView: View {
    let video: RenderNode.Video
    @State private var player: AVPlayer?
    /// The URL ``player`` plays: `.task(id:)` runs again each time the view appears, and
    /// a player made anew there would lose the viewer's place.
    @State private var playerURL: String?

    var body: some View {
        Group {
            if video.url != nil {
                VideoPlayer(player: player)
            } else {
                Image(systemName: "video.slash").foregroundStyle(.secondary)
            }
        }
        .ifLet(video.title) { $0.accessibilityLabel(Text(verbatim: $1)) }
        .task(id: video.url) {
            guard player == nil || playerURL != video.url else { return }
            player?.pause()
            player = video.url.flatMap { URL(string: $0) }.map { AVPlayer(url: $0) }
            playerURL = video.url
        }
        .onDisappear { player?.pause() }
    }
}
#endif
