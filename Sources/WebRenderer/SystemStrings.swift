import ViewEngine

/// The words of the system's own controls that the page draws where iOS draws its own: the
/// back button, a share sheet's title, Done, Copy and Download image, and a long list's Show
/// more. iOS shows these in the user's language whatever languages the app ships, so the page
/// does too: in its locale's language when the table below has it, else in English.
public struct SystemStrings: Sendable, Equatable {
    /// The back button's title when the screen below has none short enough (and its label).
    public let back: String
    /// A share sheet's title when the share link gives none.
    public let share: String
    /// The button that closes a share sheet.
    public let done: String
    /// A share sheet's action that copies the text.
    public let copy: String
    /// A share sheet's action that saves the snapshot image.
    public let downloadImage: String
    /// Under a list shown a page at a time, with `{count}` for the rows not shown yet.
    let showMoreTemplate: String

    /// The words for the language of `locale` (`de_AT` reads `de`); English for a language
    /// the table does not have.
    public init(locale: String) {
        let language = LanguageTag(locale: locale).tag.split(separator: "-").first.map(String.init) ?? ""
        self = Self.byLanguage[language] ?? Self.english
    }

    private init(back: String, share: String, done: String, copy: String, downloadImage: String, showMore: String) {
        self.back = back
        self.share = share
        self.done = done
        self.copy = copy
        self.downloadImage = downloadImage
        showMoreTemplate = showMore
    }

    /// "Show more (12)", in the language.
    public func showMore(_ count: Int) -> String {
        showMoreTemplate.replacingOccurrences(of: "{count}", with: String(count))
    }

    /// The words of the page when no locale says otherwise.
    public static let english = SystemStrings(back: "Back", share: "Share", done: "Done", copy: "Copy", downloadImage: "Download image", showMore: "Show more ({count})")

    /// The languages both apps ship and a few more, with the words iOS uses for its controls.
    static let byLanguage: [String: SystemStrings] = [
        "en": english,
        "de": SystemStrings(back: "Zurück", share: "Teilen", done: "Fertig", copy: "Kopieren", downloadImage: "Bild laden", showMore: "Mehr anzeigen ({count})"),
        "ar": SystemStrings(back: "رجوع", share: "مشاركة", done: "تم", copy: "نسخ", downloadImage: "تنزيل الصورة", showMore: "عرض المزيد ({count})"),
        "fr": SystemStrings(back: "Retour", share: "Partager", done: "OK", copy: "Copier", downloadImage: "Télécharger l’image", showMore: "Afficher plus ({count})"),
        "es": SystemStrings(back: "Atrás", share: "Compartir", done: "OK", copy: "Copiar", downloadImage: "Descargar imagen", showMore: "Mostrar más ({count})"),
    ]
}
