import ArgumentParser
import ViewEngine

/// `--text-size xxxLarge` (any case); a wrong name fails with the list of valid ones.
extension TextSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    public var defaultValueDescription: String { rawValue }
}
