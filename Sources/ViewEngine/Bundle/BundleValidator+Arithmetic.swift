extension BundleValidator.Checker {
    /// Transforms that turn a number into display text (not `date`, whose `yyyy` is a number;
    /// nor a bare `number`, which reads text as a number).
    private static let formatting: Set<String> = ["number", "duration", "currency"]

    /// Reports an operand of arithmetic that is a pipeline ending in formatting: a pipeline
    /// binds tighter, so `$.budget - $.spent | number:2` formats `$.spent` alone, and its text
    /// ("1,200.00") is not a number — right below 1,000, missing above. `+` joins text, so
    /// `($.weight | number:1) + ' kg'` is fine: with `+` only a formatted operand whose other
    /// operands are all numbers is reported.
    mutating func checkFormattedOperands(
        _ first: ExpressionNode, _ steps: [ExpressionNode.ArithmeticStep], shapes: [ValueShape], at source: SourceRef
    ) {
        let operands = [first] + steps.map(\.operand)
        for (index, operand) in operands.enumerated() {
            guard case .pipeline(_, let calls) = operand, let last = calls.last, Self.formatting.contains(last.name),
                last.name != "number" || last.argument != nil
            else { continue }
            let adjacent = [index > 0 ? steps[index - 1].op : nil, index < steps.count ? steps[index].op : nil].compactMap { $0 }
            let othersAreNumbers = shapes.indices.allSatisfy { $0 == index || shapes[$0] == .number }
            guard adjacent.contains(where: { $0 != .add }) || othersAreNumbers else { continue }
            let located = source.locating(last.name)
            report(
                .formattedTextInArithmetic,
                "'| \(last.name)' formats only the operand before it (a pipeline binds tighter than arithmetic), and the text it makes is not a number; "
                    + "put the arithmetic in parentheses: (… \(adjacent.first?.rawValue ?? "+") …) | \(last.name)",
                at: located.source, path: located.path)
        }
    }

    /// Reports a choice whose condition is text joined with `+` and a quoted part
    /// (`'Size ' + $.big ? 'L' : 'S'`): the choice is looser than `+`, so the joined text is the
    /// condition, never empty where its parts are present, so the first branch is taken (SDUI0408).
    mutating func checkJoinedText(asCondition condition: ExpressionNode, at source: SourceRef) {
        guard case .arithmetic(let first, let steps) = condition, steps.contains(where: { $0.op == .add }) else { return }
        let quoted = ([first] + steps.map(\.operand)).lazy.compactMap { operand -> String? in
            // Numeric text adds as a number (`'1' + $.n` may be 0): only other text joins.
            if case .literal(.string(let text)) = operand, !text.isEmpty, ValueText.numeric(.string(text)) == nil { return text }
            return nil
        }.first
        guard let quoted else { return }
        // At the `?` after the joined text, which an earlier choice in the string may precede.
        let located = source.locating("?", after: quoted)
        report(
            .joinedTextAsCondition,
            "this choice's condition is text joined with '+', which is never empty where its parts are present, so its first branch is chosen (a choice is looser than '+'); "
                + "put the choice in parentheses, as in 'Size ' + ($.big ? 'L' : 'S')",
            at: located.source, path: located.path)
    }

    /// Reports a `sum:` whose formula adds or subtracts something that is the same for every
    /// element (`sum:amount - $.env.budget`): the formula is worked out per element and then
    /// added up, so that part counts once per element, where the author meant once (SDUI0409).
    mutating func checkSumAddends(of call: TransformCall, at source: SourceRef) {
        guard call.name == "sum", let parts = ElementFormula.addends(in: call.terms, call.name), parts.count > 1,
            parts.contains(where: \.readsElement), parts.contains(where: { !$0.readsElement })
        else { return }
        let fixed = parts.filter { !$0.readsElement }.map(\.written)
        let reading = parts.filter(\.readsElement).map(\.written)
        var fix = "take it out of the sum and add or subtract it once"
        if parts[0].readsElement {
            fix = "end the sum first: (… | sum:\(reading.joined(separator: " "))) \(fixed.joined(separator: " "))"
        } else if parts.count == 2, let op = reading[0].first, "+-".contains(op) {
            // `$.base - amount`: the value first, then the sum with the operator before it.
            fix = "take it out of the sum: \(fixed[0]) \(op) (… | sum:\(reading[0].dropFirst(2)))"
        }
        let located = source.locating("sum:")
        report(
            .sumAddsPerElement,
            "'sum:\(call.argument ?? "")' counts '\(fixed.joined(separator: " "))' once for every element, as the formula is worked out per element and then added up; to count it once, \(fix)",
            at: located.source, path: located.path)
    }
}
