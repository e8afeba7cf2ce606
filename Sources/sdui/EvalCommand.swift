import ArgumentParser
import Foundation
import ViewEngine

/// `sdui eval EXPRESSION [--data FILE] [--bundle DIR]`: prints the value as one line of JSON.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluates a binding (with transforms) or a condition against JSON data.")

    @Argument(help: "The expression, e.g. '$.podcast.trackName | uppercase', '$.count > 5' or '${$.count} items'.")
    var expression: String

    @Option(help: "A JSON file whose object is the root of `$`, or the JSON itself ('{\"count\": 3}').")
    var data: String?

    @Option(help: "A bundle folder whose string tables (strings/<locale>.json) `@key` lookups read, in the --locale given.")
    var bundle: String?

    @OptionGroup var formatting: FormattingOptions

    func run() throws {
        // Text with `${…}` parts is evaluated as interpolation, anything else as an expression.
        let parsed: TextValue
        do throws(ExpressionError) {
            parsed = expression.contains("${")
                ? try TextValue(parsing: expression, parser: ExpressionParser())
                : .binding(try ExpressionParser().parse(expression))
        } catch {
            printError(Self.located(error, in: expression))
            throw ExitCode(1)
        }
        let root = try data.map(readJSONFile) ?? .object([:])
        var environment = try formatting.environment()
        if let bundle {
            // Without one, a lookup shows ⟦key⟧, as an app does for a key no table has.
            environment = environment.localizing(try BundleLoader().loadOrExit(folder: URL(fileURLWithPath: bundle)).strings)
        }
        // `$.today` and `$.now` as a screen has them, under the data's own names.
        let context = DataContext(ClockValues.values(in: environment)).pushing(root.objectValue ?? [:], isLocal: false)
        let value = parsed.evaluate(in: root.objectValue == nil ? DataContext(root: root) : context, environment: environment)
        print(JSONWriter.string(value ?? .null))
    }

    /// `<expression>:1:COLUMN: error: message` (columns count Unicode scalars from 1), then,
    /// for an expression short enough to show, the expression with a caret under the column.
    static func located(_ error: ExpressionError, in expression: String) -> String {
        let column = (error.offset ?? 0) + 1
        var text = "<expression>:1:\(column): error: \(error.message)"
        if expression.unicodeScalars.count <= 120, !expression.contains("\n") {
            text += "\n    \(expression)\n    \(String(repeating: " ", count: column - 1))^"
        }
        return text
    }
}
