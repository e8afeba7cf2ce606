import ArgumentParser
import Foundation
import ViewEngine

/// `sdui eval EXPRESSION [--data FILE]`: prints the value as one line of JSON.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluates a binding (with transforms) or a condition against JSON data.")

    @Argument(help: "The expression, e.g. '$.podcast.trackName | uppercase', '$.count > 5' or '${$.count} items'.")
    var expression: String

    @Option(help: "A JSON file whose object is the root of `$`.")
    var data: String?

    @OptionGroup var formatting: FormattingOptions

    func run() throws {
        // Text with `${…}` parts is evaluated as interpolation, anything else as an expression.
        let parsed: TextValue
        do throws(ExpressionError) {
            parsed = expression.contains("${")
                ? try TextValue(parsing: expression, parser: ExpressionParser())
                : .binding(try ExpressionParser().parse(expression))
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(1)
        }
        let root = try data.map(readJSONFile) ?? .object([:])
        let value = parsed.evaluate(in: DataContext(root: root), environment: try formatting.environment())
        print(JSONWriter.string(value ?? .null))
    }
}
