// swift-tools-version: 6.0

// The Podcasts app for iPhone and iPad (and Apple-silicon Macs as "Designed for iPad"):
// open this folder in Xcode 16 or later and run. The app is the JSON bundle in Apps/Podcasts,
// drawn by SwiftUIRenderer, on the live iTunes API.

// Tools 6.0, so the app builds in the Swift 6 language mode (strict concurrency), the mode
// scripts/typecheck-swiftui checks it in; Xcode 16 is the first to read this manifest.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "Podcasts",
            targets: ["PodcastsApp"],
            bundleIdentifier: "dev.serializableswiftui.podcasts",
            displayVersion: "1.0",
            bundleVersion: "1",
            // Drawn in ../AppIcon.svg; scripts/generate-app-icons.py renders Sources/Assets.xcassets.
            appIcon: .asset("AppIcon"),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // The repository root. Named, because a path dependency's identity is otherwise its
        // folder name, which is whatever the clone was called.
        .package(name: "SerializableSwiftUI", path: "../../../.."),
    ],
    targets: [
        .executableTarget(
            name: "PodcastsApp",
            dependencies: [
                .product(name: "SwiftUIRenderer", package: "SerializableSwiftUI"),
                .product(name: "ViewEngine", package: "SerializableSwiftUI"),
                .product(name: "PodcastCatalog", package: "SerializableSwiftUI"),
                .product(name: "PodcastsAppBundle", package: "SerializableSwiftUI"),
                .product(name: "RemoteBundle", package: "SerializableSwiftUI"),
            ],
            path: "Sources",
            resources: [.process("Assets.xcassets")],
            swiftSettings: [
                // Previews only in debug builds; the Linux type-check defines neither flag, so
                // the #Preview macro (which does not exist there) is never seen.
                .define("HOST_PREVIEWS", .when(configuration: .debug))
            ]
        )
    ]
)
