import Foundation

/// Base URLs that replace data sources' production servers, by module name (`podcasts`,
/// `bible-verses`), so an app or a preview runs against a staging server or a local server
/// replaying recorded responses.
///
/// Hosts build one from `sdui serve --source NAME=URL` (repeatable), from an app's launch
/// arguments (``fromLaunch(arguments:environment:)``), from the `SDUI_SOURCES` environment
/// variable (`NAME=URL,NAME=URL`) or in code, and hand each module its URL.
public struct SourceBaseURLs: Sendable, Hashable {
    /// The overrides by module name; modules not in it use their production servers.
    public private(set) var urls: [String: URL]

    /// The environment variable ``fromEnvironment(_:)`` reads.
    public static let environmentVariable = "SDUI_SOURCES"

    /// Overrides given in code, taken as they are (``add(_:)`` checks for http(s) URLs; this does not).
    public init(_ urls: [String: URL] = [:]) {
        self.urls = urls
    }

    /// The base URL for the module `name`, when one was given.
    public func url(for name: String) -> URL? { urls[name] }

    /// Adds or replaces one override written `NAME=URL`.
    public mutating func add(_ text: String) throws(SourceBaseURLError) {
        guard let equals = text.firstIndex(of: "=") else { throw .notAnAssignment(text) }
        let name = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
        let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .notAnAssignment(text) }
        // Only absolute http(s) URLs with a host: anything else would fail later, far from the cause.
        guard let url = URL(string: value), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { throw .notAnHTTPURL(name: name, value: value) }
        urls[name] = url
    }

    /// From `SDUI_SOURCES`: comma-separated `NAME=URL` pairs; empty when unset.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SourceBaseURLError) -> SourceBaseURLs {
        var result = SourceBaseURLs()
        for part in (environment[environmentVariable] ?? "").split(separator: ",") where !part.trimmingCharacters(in: .whitespaces).isEmpty {
            try result.add(String(part))
        }
        return result
    }

    /// What an app host was launched with: `--source NAME=URL` arguments (repeatable; the
    /// scheme's "Arguments Passed On Launch") over `SDUI_SOURCES` in its environment. Empty
    /// when neither is given, so the modules use their production servers.
    public static func fromLaunch(
        arguments: [String] = ProcessInfo.processInfo.arguments, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SourceBaseURLError) -> SourceBaseURLs {
        let given: [String]
        do {
            given = try LaunchArguments.values(of: "source", in: arguments)
        } catch {
            throw .missingValue(option: error.option)
        }
        var fromArguments = SourceBaseURLs()
        for text in given { try fromArguments.add(text) }
        return try fromEnvironment(environment).merging(fromArguments)
    }

    /// `self` with `other`'s entries replacing its own (command-line options over the environment).
    public func merging(_ other: SourceBaseURLs) -> SourceBaseURLs {
        SourceBaseURLs(urls.merging(other.urls) { _, new in new })
    }
}

/// A malformed source override, with what was written.
public enum SourceBaseURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Text with no `=`, or with nothing before it.
    case notAnAssignment(String)
    /// The value after `NAME=` is not an absolute http or https URL with a host.
    case notAnHTTPURL(name: String, value: String)
    /// A `--source` launch argument given no value; `option` is written with its dashes.
    case missingValue(option: String)

    public var description: String {
        switch self {
        case .notAnAssignment(let text): return "a source is written NAME=URL (e.g. podcasts=http://127.0.0.1:8000); got '\(text)'"
        case .notAnHTTPURL(let name, let value): return "the source '\(name)' needs an absolute http or https URL; got '\(value)'"
        case .missingValue(let option): return "\(option) needs a value written NAME=URL"
        }
    }
}
