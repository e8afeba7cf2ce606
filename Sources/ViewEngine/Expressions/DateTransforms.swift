/// Day arithmetic on dates written as ISO 8601 text, as date pickers, `$.today` and `$.now`
/// write them: `addDays` and `daysFrom`. Both count calendar days on the date as written
/// (``CivilDate``), and give a missing value for anything that is not such a date.
enum DateTransforms {
    static let all: [Transform] = [addDays, daysFrom]

    /// The most days either transform moves: ten thousand years, all that ISO years can write.
    static let maximumDays = 3_652_425

    /// `addDays:<n>`: the date n days later (earlier for a negative n), with its time kept;
    /// n may be a binding (`addDays:$.interval`).
    static let addDays = Transform(
        "addDays", argument: .required, summary: "Moves an ISO date by whole days: addDays:1, addDays:-7, addDays:$.days",
        compileTerms: { terms throws(ExpressionError) in
            let count = try TransformOperand.single(in: terms, of: "addDays", example: "addDays:-7")
            if case .literal(let written) = count, wholeDays(written) == nil {
                throw ExpressionError(.transformArgument, "addDays needs a whole number of days, as in addDays:-7; got '\(ValueText.string(written))'")
            }
            return { value, context, environment in
                guard case .string(let text)? = value, let date = CivilDate(text), let days = wholeDays(count.value(in: context, environment)),
                    let moved = date.adding(days: days)
                else { return nil }
                return .string(moved.text)
            }
        })

    /// `daysFrom:<date>`: how many calendar days the value's date is after the argument's
    /// (negative when before): `$.item.due | daysFrom:$.today` is 3 for a date three days ahead.
    static let daysFrom = Transform(
        "daysFrom", argument: .required, summary: "Calendar days from another ISO date to this one: daysFrom:$.today",
        compileTerms: { terms throws(ExpressionError) in
            let other = try TransformOperand.single(in: terms, of: "daysFrom", example: "daysFrom:$.today")
            if case .literal(let written) = other, CivilDate(ValueText.string(written)) == nil {
                throw ExpressionError(.transformArgument, "daysFrom needs a date (YYYY-MM-DD) or a binding to one, as in daysFrom:$.today; got '\(ValueText.string(written))'")
            }
            return { value, context, environment in
                guard case .string(let text)? = value, let date = CivilDate(text),
                    case .string(let otherText)? = other.value(in: context, environment), let start = CivilDate(otherText)
                else { return nil }
                return .number(Double(date.daysSince1970 - start.daysSince1970))
            }
        })

    private static func wholeDays(_ value: JSONValue?) -> Int? {
        guard let number = ValueText.numeric(value), number == number.rounded(), abs(number) <= Double(maximumDays) else { return nil }
        return Int(number)
    }
}
