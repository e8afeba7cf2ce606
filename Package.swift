// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SerializableSwiftUI",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ViewEngine", targets: ["ViewEngine"]),
        .library(name: "ViewDSL", targets: ["ViewDSL"]),
        .library(name: "PodcastCatalog", targets: ["PodcastCatalog"]),
        .library(name: "WebRenderer", targets: ["WebRenderer"]),
        .library(name: "SwiftUIRenderer", targets: ["SwiftUIRenderer"]),
        .library(name: "ImagePipeline", targets: ["ImagePipeline"]),
        .library(name: "RemoteBundle", targets: ["RemoteBundle"]),
        .library(name: "PodcastsAppBundle", targets: ["PodcastsAppBundle"]),
        .library(name: "BibleVerses", targets: ["BibleVerses"]),
        .library(name: "BibleVersesAppBundle", targets: ["BibleVersesAppBundle"]),
        .library(name: "GalleryAppBundle", targets: ["GalleryAppBundle"]),
        .executable(name: "sdui", targets: ["sdui"]),
        .executable(name: "sdui-perf-probe", targets: ["sdui-perf-probe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server's HTTP layer (SwiftNIO underneath: bounded header parsing, idle
        // timeouts, accept back-off). Only `sdui` links it, through PreviewServer.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // SQLite for the Bible Verses app's favourites and settings; works on Linux and iOS.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Ed25519 for signed remote bundle manifests; CryptoKit on Apple platforms, BoringSSL on Linux.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // DocC: `swift package generate-documentation --target ViewEngine` (scripts/check-docs). A
        // command plugin only: `swift build` builds nothing of it and no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine: JSON, schema, expressions, themes, resolution and runtime.
        // Depends on nothing but the standard library and Foundation, by design.
        .target(name: "ViewEngine"),
        // Result builders that write bundle JSON from Swift (`Screen(title:) { VStack { … } }`):
        // no UI framework, so servers, tests and scripts use it. Its struct per node type and
        // function per modifier are generated from the catalogue at build time (the plugin runs
        // generate-view-dsl); the sources here are the DSL's core and its value types.
        .target(name: "ViewDSL", dependencies: ["ViewEngine"], plugins: ["ViewDSLPlugin"]),
        // The DSL generator, shared by the build plugin's tool and `sdui dsl`.
        .target(name: "ViewDSLGenerator", dependencies: ["ViewEngine"]),
        .executableTarget(name: "generate-view-dsl", dependencies: ["ViewDSLGenerator"]),
        .plugin(name: "ViewDSLPlugin", capability: .buildTool(), dependencies: ["generate-view-dsl"]),
        // HTTP transport shared by the apps' API clients: the protocol, the URLSession
        // implementation, and a deadline Linux's URLSession does not enforce. Foundation only.
        .target(name: "NetworkTransport"),
        // The Podcasts app's native part: iTunes client, response cache, offline fixture
        // catalogue. Linked by the iOS app, so it depends on Foundation and the engine only.
        .target(
            name: "PodcastCatalog",
            dependencies: ["ViewEngine", "NetworkTransport"],
            resources: [.copy("Fixtures")]
        ),
        // The Bible Verses app's native part: bible-api.com client, offline fixture Bible,
        // daily verse, and the favourites / settings / recent searches database. Linked by the
        // iOS app: Foundation, the engine, GRDB and the system zlib only. The Bibles ship
        // gzip-compressed (no repository file over 2 MiB) and are inflated when loaded.
        .target(
            name: "BibleVerses",
            dependencies: ["ViewEngine", "NetworkTransport", "CZlib", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures/README.md", "Fixtures/LICENSE-texts.md"],
            resources: [.copy("Fixtures/web.json.gz"), .copy("Fixtures/kjv.json.gz")]
        ),
        // The system zlib (every Apple SDK has it; on Debian and Ubuntu, zlib1g-dev, which
        // scripts/test installs), for BibleVerses' Gunzip: Foundation on Linux does not wrap it.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // Render tree -> HTML/CSS with SwiftUI layout semantics. Pure: no server, no I/O.
        .target(
            name: "WebRenderer",
            dependencies: ["ViewEngine"],
            exclude: ["Icons"],
            resources: [
                .copy("Resources/base.css"), .copy("Resources/controls.css"), .copy("Resources/modifiers.css"), .copy("Resources/palette.css"),
                .copy("Resources/symbols.txt"), .copy("Resources/system-strings.json"),
            ]
        ),
        // Runs a bundle per browser session over HTTP; linked by `sdui` only, never by apps.
        .target(
            name: "PreviewServer",
            dependencies: [
                "ViewEngine", "WebRenderer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Resources/client-layout.js"), .copy("Resources/client.js"), .copy("Resources/client-input.js")]
        ),
        // `sdui import`: other SwiftUI JSON formats (SwiftSDUI, SwiftUIML, JSONToSwiftUI) into
        // ours, reporting what has no counterpart. Foundation and the engine only.
        .target(name: "PeerImport", dependencies: ["ViewEngine"]),
        // Image bytes: memory + disk cache over an injectable transport. Foundation only, so
        // its policy is tested on Linux.
        .target(name: "ImagePipeline"),
        // Render tree -> SwiftUI. Every file is inside `#if canImport(SwiftUI)`: on Linux the
        // module is empty, and scripts/typecheck-swiftui checks it against Tools/SwiftUIStub.
        // `JSONEngine(remote:)` shares the remote bundle loader (and its swift-crypto) with `sdui`.
        .target(
            name: "SwiftUIRenderer",
            dependencies: ["ViewEngine", "ImagePipeline", "RemoteBundle", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]),
        // The Podcasts bundle's JSON as resources, for app hosts (Apps/Podcasts/Host): the
        // JSON stays where it is validated and the app still ships exactly those files.
        .target(
            name: "PodcastsAppBundle",
            dependencies: ["ViewEngine"],
            path: "Apps/Podcasts",
            exclude: ["README.md", "Host/README.md", "Host/Podcasts.swiftpm", "Host/AppIcon.svg"],
            sources: ["Host/PodcastsAppBundle"],
            resources: [.copy("app.json"), .copy("theme.json"), .copy("components.json"), .copy("screens"), .copy("strings")]
        ),
        // The Bible Verses bundle's JSON as resources, for its app host (Apps/BibleVerses/Host).
        .target(
            name: "BibleVersesAppBundle",
            dependencies: ["ViewEngine"],
            path: "Apps/BibleVerses",
            exclude: ["README.md", "Host/README.md", "Host/Bible.swiftpm", "Host/AppIcon.svg"],
            sources: ["Host/BibleVersesAppBundle"],
            resources: [.copy("app.json"), .copy("theme.json"), .copy("components.json"), .copy("screens"), .copy("strings")]
        ),
        // The Gallery bundle's JSON (generated by `sdui gallery`) as resources, for its app host.
        .target(
            name: "GalleryAppBundle",
            dependencies: ["ViewEngine"],
            path: "Apps/Gallery",
            exclude: ["Host/Gallery.swiftpm"],
            sources: ["Host/GalleryAppBundle"],
            resources: [.copy("app.json"), .copy("components.json"), .copy("screens")]
        ),
        // Remote bundles: the manifest, Ed25519 signing, and the loader that fetches, verifies
        // and atomically swaps a published bundle. Linked by iOS apps and `sdui`, so Foundation,
        // swift-crypto and the engine only (no NIO).
        .target(
            name: "RemoteBundle",
            dependencies: ["ViewEngine", "NetworkTransport", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Swaps remote bundles until RemoteBundleCrashTests kills it (built by `swift build`).
        .executableTarget(name: "remote-bundle-crash-probe", dependencies: ["RemoteBundle", "ViewEngine"], path: "Tests/RemoteBundleCrashProbe"),
        // The benchmark tree and the steps `sdui bench` times and scripts/perf-gate counts.
        .target(name: "EngineBenchmarks", dependencies: ["ViewEngine", "CHeapCounter"]),
        // Reads the C allocator's bytes in use (glibc mallinfo2, Darwin zone statistics), for
        // the benchmark's bytes per node.
        .target(name: "CHeapCounter"),
        // Runs one benchmark step once under callgrind (scripts/perf-gate). Depends on the
        // engine only, so its release build is quick.
        .executableTarget(name: "sdui-perf-probe", dependencies: ["EngineBenchmarks"]),
        .executableTarget(
            name: "sdui",
            dependencies: [
                "ViewEngine", "EngineBenchmarks", "PodcastCatalog", "BibleVerses", "WebRenderer", "PreviewServer", "RemoteBundle", "NetworkTransport",
                "PeerImport", "ViewDSLGenerator", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // What several test targets share: the local HTTP server with fault injection,
        // TemporaryFolder, TestClock, packageRoot and the built executables, render-tree walking,
        // resolve(json:data:), dataSourceError, a raw HTTP client and PreviewClient, which speaks
        // the preview's wire protocol.
        .target(name: "TestSupport", dependencies: ["ViewEngine", "WebRenderer"], path: "Tests/TestSupport"),
        .testTarget(name: "ViewDSLTests", dependencies: ["ViewDSL", "ViewEngine", "TestSupport"]),
        .testTarget(name: "ImagePipelineTests", dependencies: ["ImagePipeline", "TestSupport"]),
        .testTarget(name: "AppBundleTests", dependencies: ["PodcastsAppBundle", "BibleVersesAppBundle", "ViewEngine", "TestSupport"]),
        // Reads the renderer's sources to check it covers the whole render tree.
        .testTarget(name: "SwiftUIRendererTests", dependencies: ["ViewEngine", "TestSupport"]),
        .testTarget(
            name: "ViewEngineTests",
            dependencies: ["ViewEngine", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // Runs the built `sdui` binary: exit codes and output formats.
        .testTarget(
            name: "SDUITests", dependencies: ["ViewEngine", "TestSupport", "RemoteBundle", "PodcastCatalog", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(
            name: "PodcastCatalogTests",
            dependencies: ["PodcastCatalog", "ViewEngine", "TestSupport"]
        ),
        .testTarget(name: "BibleVersesTests", dependencies: ["BibleVerses", "ViewEngine", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        // Writes to a database until BibleStoreCrashTests kills it (built by `swift build`).
        .executableTarget(name: "bible-store-crash-probe", dependencies: ["BibleVerses"], path: "Tests/BibleStoreCrashProbe"),
        .testTarget(name: "RemoteBundleTests", dependencies: ["RemoteBundle", "ViewEngine", "NetworkTransport", "TestSupport"]),
        // The converters, one documented feature at a time, on fixtures in Tests/PeerFixtures.
        .testTarget(name: "PeerImportTests", dependencies: ["PeerImport", "ViewEngine", "TestSupport"]),
        .testTarget(name: "WebRendererTests", dependencies: ["WebRenderer", "ViewEngine", "TestSupport"]),
        // `sdui serve` with the browser tests' demo module (a fixture kept out of the shipped sdui).
        .executableTarget(name: "web-demo-serve", dependencies: ["ViewEngine", "PreviewServer"], path: "Tests/WebDemoServer"),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "WebRenderer", "ViewEngine", "TestSupport"]),
    ]
)
