extension DiagnosticCode {
    /// A code's catalogue entry (``DiagnosticCode/entry``): what `sdui docs --diagnostics`
    /// prints for it.
    public struct Entry: Sendable, Hashable {
        /// One line: what is wrong.
        public let meaning: String
        /// A fragment of bundle JSON (or a situation) that produces the problem.
        public let example: String
        /// What to change.
        public let fix: String
    }
}
