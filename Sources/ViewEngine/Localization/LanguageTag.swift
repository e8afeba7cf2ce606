/// A locale as HTML and HTTP name it (BCP 47: `de-AT`, `zh-Hant-TW`), and the direction its
/// script is written in: what a page's `<html lang dir>` says.
public struct LanguageTag: Sendable, Equatable {
    /// `de-AT` for `de_AT`, `en-US` for `en_US_POSIX` (variants such as POSIX are dropped).
    public let tag: String
    /// Whether the language is written right to left, so layouts mirror.
    public let isRightToLeft: Bool

    /// Languages written right to left: Arabic, Hebrew (also its old code `iw`), Persian, Urdu.
    static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur"]

    /// The tag of a locale identifier as Foundation or a user writes it (`de_AT`, `ar`, `pt-br`).
    public init(locale identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let language = parts.first?.lowercased() ?? ""
        var tag = language.isEmpty ? "und" : language
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter) {
                tag += "-" + part.prefix(1).uppercased() + part.dropFirst().lowercased()  // a script: Hant
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                tag += "-" + part.uppercased()  // a region: AT, 419
            }
        }
        self.tag = tag
        isRightToLeft = Self.rightToLeft.contains(language)
    }
}
