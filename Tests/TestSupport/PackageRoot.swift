import Foundation

/// The package root, found from this file's path (Tests/TestSupport/PackageRoot.swift).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
