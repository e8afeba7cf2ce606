import ArgumentParser
import ViewEngine

/// `--allow CODE`, shared by the commands that print diagnostics (`validate`) or runtime
/// issues (`serve`, `render`, `resolve`): each names a warning to silence.
struct AllowOptions: ParsableArguments {
    @Option(
        name: .customLong("allow"),
        help: ArgumentHelp(
            "Silence the warning with this code (SDUI0205, SDUI1003); repeatable. Errors cannot be silenced.",
            valueName: "code"))
    var names: [String] = []

    func validate() throws {
        _ = try codes()
    }

    /// The codes named: each must name a warning. An error code is refused, because an error
    /// means the bundle is wrong; hiding it would only move the failure to run time.
    func codes() throws -> Set<DiagnosticCode> {
        var codes: Set<DiagnosticCode> = []
        for name in names {
            guard let code = DiagnosticCode(name: name) else {
                throw ValidationError("--allow: unknown diagnostic code '\(name)' (see `sdui docs --diagnostics`)")
            }
            guard code.severity == .warning else {
                throw ValidationError("--allow: \(code.name) is an error, and errors cannot be silenced")
            }
            codes.insert(code)
        }
        return codes
    }
}
