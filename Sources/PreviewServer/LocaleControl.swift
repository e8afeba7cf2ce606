import Foundation
import WebRenderer
import ViewEngine

/// The preview chrome's locale select (``ChromeSelect``): the locales of the bundle's string
/// tables, plus the server's `--locale` when the bundle has no table for it. Choosing one loads
/// the page as `/?locale=<id>`; the page writes the choice on its app container and the client
/// script names it on every frame request, so taps and live reloads stay in it.
struct LocaleControl {
    /// A locale the page can show: the query value, and the locale identifier sessions in it run
    /// with (the server's own, `en_US_POSIX`, for the choice that stands for it, `en`).
    struct Choice: Equatable {
        let value: String
        let locale: String
    }

    /// The query parameter and the select's name.
    static let parameter = WireProtocol.Query.locale
    let choices: [Choice]
    /// What a page without `?locale=` shows: the server's locale.
    let standard: Choice

    /// The choices of `strings` (development locale first, then by name) for a server started
    /// with `--locale serverLocale`.
    init(strings: BundleStrings, serverLocale: String) {
        let development = strings.developmentTable?.locale
        let locales = strings.tables.values.map(\.locale).sorted { ($0 == development ? 0 : 1, $0) < ($1 == development ? 0 : 1, $1) }
        var choices = locales.map { Choice(value: $0, locale: $0) }
        let standard: Choice
        if let own = strings.ownTable(for: serverLocale)?.locale, let index = choices.firstIndex(where: { $0.value == own }) {
            standard = Choice(value: own, locale: serverLocale)
            choices[index] = standard
        } else {
            standard = Choice(value: serverLocale, locale: serverLocale)
            choices.insert(standard, at: 0)
        }
        self.choices = choices
        self.standard = standard
    }

    /// The locale a request asks for: its `?locale=` when given (`de_AT`, `de-at` and `DE-AT`
    /// are one), else the server's. A locale the bundle has no table for is still one to
    /// preview numbers, dates and plural rules in (its texts come from the nearest table, as on
    /// a device), when Foundation knows it; anything else is the message for a 400 reply,
    /// listing the choices.
    func choice(asked query: [String: String]) -> Result<Choice, UnknownChoice> {
        guard let asked = query[Self.parameter] else { return .success(standard) }
        let wanted = Self.normalized(asked)
        if let choice = choices.first(where: { Self.normalized($0.value) == wanted }) { return .success(choice) }
        if let known = Self.foundationLocales[wanted] { return .success(Choice(value: known, locale: known)) }
        return .failure(UnknownChoice(kind: "locale", name: asked, known: choices.map(\.value) + ["any locale such as fr_FR"]))
    }

    /// Foundation's locale identifiers by their normalized spelling.
    private static let foundationLocales: [String: String] = Dictionary(
        Locale.availableIdentifiers.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })

    /// The select, with `selected` chosen (listed last when it is not one of the bundle's);
    /// each locale named in its own language.
    func select(selected: Choice) -> ChromeSelect {
        let options = (choices.contains(selected) ? choices : choices + [selected]).map { choice in
            let name = Locale(identifier: choice.value).localizedString(forIdentifier: choice.value) ?? choice.value
            return ChromeSelect.Option(value: choice.value, label: "\(name) (\(choice.value)\(choice == standard ? ", default" : ""))")
        }
        return ChromeSelect(
            parameter: Self.parameter, id: "sdui-locale", label: "Locale", options: options, selected: selected.value, standard: standard.value)
    }

    private static func normalized(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
