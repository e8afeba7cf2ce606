/// A language's CLDR cardinal plural rule: which ``PluralCategory`` a count takes.
///
/// A small closed table written from the CLDR rule definitions (no exponent operand: compact
/// notation such as "1,2 Mio." is not something bundles write). Languages not in its table
/// use ``oneOther``, which is right for most languages written in the Latin script.
public enum PluralRule: Sendable, Equatable {
    /// `one` for exactly 1 without shown decimals (English, German, Dutch, Swedish…).
    case oneOther
    /// `one` for 0 and 1 (and any decimal below 2), `many` for whole millions (French).
    case french
    /// zero, one, two, few (3–10), many (11–99, by the last two digits) and other (Arabic).
    case arabic
    /// one (…1 but not …11), few (…2–4 but not …12–14), many (the other whole numbers),
    /// other (decimals): Russian, Ukrainian, Belarusian.
    case eastSlavic
    /// one (exactly 1), few (…2–4 but not …12–14), many (the other whole numbers), other (decimals).
    case polish
    /// No plural forms: every count takes `other` (Japanese, Chinese, Korean…).
    case otherOnly

    /// The rule of each language this table knows, by ISO 639 code.
    static let table: [String: PluralRule] = [
        "en": .oneOther, "de": .oneOther, "nl": .oneOther, "sv": .oneOther, "fi": .oneOther, "et": .oneOther,
        "fr": .french, "ar": .arabic, "ru": .eastSlavic, "uk": .eastSlavic, "be": .eastSlavic, "pl": .polish,
        "ja": .otherOnly, "zh": .otherOnly, "ko": .otherOnly, "th": .otherOnly, "vi": .otherOnly, "id": .otherOnly,
    ]

    /// The rule for a locale identifier (`de-AT`, `ar`, `en_US_POSIX`): its language's, or
    /// ``oneOther`` for a language the table does not know.
    public init(locale identifier: String) {
        self = Self.table[LocaleChain.language(of: identifier)] ?? .oneOther
    }

    /// The categories this rule can choose, in CLDR order: what a plural entry should give.
    public var categories: [PluralCategory] {
        switch self {
        case .oneOther: return [.one, .other]
        case .french: return [.one, .many, .other]
        case .arabic: return PluralCategory.allCases
        case .eastSlavic, .polish: return [.one, .few, .many, .other]
        case .otherOnly: return [.other]
        }
    }

    /// The category of a count (a number or numeric text); `other` for anything else.
    public func category(of count: JSONValue?) -> PluralCategory {
        guard let operands = PluralOperands(count) else { return .other }
        return category(of: operands)
    }

    func category(of o: PluralOperands) -> PluralCategory {
        let whole = o.v == 0
        let lastDigit = o.i % 10
        let lastTwo = o.i % 100
        switch self {
        case .oneOther:
            return o.n == 1 && whole ? .one : .other
        case .french:
            if o.n < 2 { return .one }  // i = 0,1: the integer digits are 0 or 1
            return whole && o.i % 1_000_000 == 0 ? .many : .other
        case .arabic:
            // These test n itself, so 3.5 is none of them: only whole values reach zero…many.
            guard o.n.rounded(.towardZero) == o.n else { return .other }
            let hundreds = Int(o.n.truncatingRemainder(dividingBy: 100))
            switch o.n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: break
            }
            if (3...10).contains(hundreds) { return .few }
            if (11...99).contains(hundreds) { return .many }
            return .other
        case .eastSlavic:
            guard whole else { return .other }
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .polish:
            guard whole else { return .other }
            if o.n == 1 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .otherOnly:
            return .other
        }
    }
}
