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
            player?.pause()
            player = video.url.flatMap { URL(string: $0) }.map { AVPlayer(url: $0) }
        }
        .onDisappear { player?.pause() }
    }
}
#endif
