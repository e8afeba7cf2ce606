import Crypto
import Foundation
import NetworkTransport
import RemoteBundle
import Testing

/// What app hosts read from their launch arguments and environment: data-source base URLs
/// and the remote bundle to follow.
@Suite struct LaunchSettingTests {
    @Test func sourcesComeFromArgumentsOverTheEnvironment() throws {
        let sources = try SourceBaseURLs.fromLaunch(
            arguments: ["/app/Podcasts", "-NSDoubleLocalizedStrings", "YES", "--source", "podcasts=http://127.0.0.1:8000", "--source=bible-verses=https://staging.example/bible"],
            environment: ["SDUI_SOURCES": "podcasts=https://env.example,other=https://other.example"])
        #expect(sources.url(for: "podcasts")?.absoluteString == "http://127.0.0.1:8000")
        #expect(sources.url(for: "bible-verses")?.absoluteString == "https://staging.example/bible")
        #expect(sources.url(for: "other")?.absoluteString == "https://other.example")
        #expect(try SourceBaseURLs.fromLaunch(arguments: ["/app"], environment: [:]).urls.isEmpty)
    }

    @Test func malformedSourcesAreRefusedWithTheReason() {
        #expect(throws: SourceBaseURLError.missingValue(option: "--source")) { try SourceBaseURLs.fromLaunch(arguments: ["/app", "--source"], environment: [:]) }
        #expect(throws: SourceBaseURLError.missingValue(option: "--source")) {
            try SourceBaseURLs.fromLaunch(arguments: ["/app", "--source", "--other"], environment: [:])
        }
        #expect(throws: SourceBaseURLError.notAnHTTPURL(name: "podcasts", value: "ftp://x")) {
            try SourceBaseURLs.fromLaunch(arguments: ["/app", "--source", "podcasts=ftp://x"], environment: [:])
        }
    }

    @Test func theRemoteBundleSettingNeedsHTTPSOrLoopbackAndAValidKey() throws {
        #expect(try RemoteBundleSetting.fromLaunch(arguments: ["/app"], environment: [:]) == nil)
        let key = Curve25519.Signing.PrivateKey().publicKey
        let keyText = key.rawRepresentation.base64EncodedString()
        let fromArguments = try #require(
            try RemoteBundleSetting.fromLaunch(
                arguments: ["/app", "--remote-bundle", "https://cdn.example/podcasts", "--remote-bundle-key=\(keyText)"],
                environment: ["SDUI_REMOTE_BUNDLE": "https://env.example"]))
        #expect(fromArguments.url.absoluteString == "https://cdn.example/podcasts")
        #expect(fromArguments.publicKey?.rawRepresentation == key.rawRepresentation)
        let fromEnvironment = try #require(try RemoteBundleSetting.fromLaunch(arguments: ["/app"], environment: ["SDUI_REMOTE_BUNDLE": "http://127.0.0.1:8000/v"]))
        #expect(fromEnvironment.url.absoluteString == "http://127.0.0.1:8000/v")
        #expect(fromEnvironment.publicKey == nil)

        #expect(throws: RemoteBundleSettingError.notAllowed("http://cdn.example/podcasts")) {
            try RemoteBundleSetting.fromLaunch(arguments: ["/app", "--remote-bundle", "http://cdn.example/podcasts"], environment: [:])
        }
        #expect(throws: RemoteBundleSettingError.missingValue(option: "--remote-bundle")) {
            try RemoteBundleSetting.fromLaunch(arguments: ["/app", "--remote-bundle"], environment: [:])
        }
        #expect(throws: RemoteBundleSettingError.badKey("invalid key: not a base64 Ed25519 public key (32 bytes)")) {
            try RemoteBundleSetting.fromLaunch(arguments: ["/app", "--remote-bundle", "https://cdn.example", "--remote-bundle-key", "abc"], environment: [:])
        }
    }
}
