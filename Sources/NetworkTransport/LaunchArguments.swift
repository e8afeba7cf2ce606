/// Options an app host was launched with, written `--name VALUE` or `--name=VALUE`: what
/// Xcode's scheme ("Arguments Passed On Launch"), `xcrun simctl launch` and UI tests pass.
/// Arguments the host does not know are left alone (the system adds its own).
public enum LaunchArguments {
    /// Every value given for `--name`, in order.
    public static func values(of name: String, in arguments: [String]) throws(LaunchArgumentError) -> [String] {
        let option = "--" + name
        var values: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == option {
                let next = arguments.index(after: index)
                guard next < arguments.endIndex, !arguments[next].hasPrefix("--") else { throw LaunchArgumentError(option: option) }
                values.append(arguments[next])
                index = arguments.index(after: next)
                continue
            }
            if argument.hasPrefix(option + "=") { values.append(String(argument.dropFirst(option.count + 1))) }
            index = arguments.index(after: index)
        }
        return values
    }
}

/// An option given without its value (`--source` last, or followed by another option).
public struct LaunchArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The option as written, with its dashes (`--source`).
    public let option: String

    public var description: String { "\(option) needs a value" }
}
