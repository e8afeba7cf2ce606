import ViewEngine

/// The words of the system's own controls that the page draws where iOS draws its own: the
/// back button, a share sheet's title, Done, Copy and Download image, a long list's Show more,
/// a sheet's dismiss controls, an alert's OK and an action sheet's Cancel, a spinner's and a
/// stepper's labels. iOS shows these in the user's language whatever languages the app ships, so the page
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
    /// The label of a sheet's backdrop and grabber, which close it.
    public let dismiss: String
    /// An alert's button when the alert gives none.
    public let ok: String
    /// The button an action sheet adds when it gives no cancel button.
    public let cancel: String
    /// The label of a progress spinner that has none.
    public let loading: String
    /// The labels of a stepper's − and + buttons.
    public let decrement: String, increment: String

    /// The words for the language of `locale` (`de_AT` reads `de`); English for a language
    /// the table does not have.
    public init(locale: String) {
        let language = LanguageTag(locale: locale).tag.split(separator: "-").first.map(String.init) ?? ""
        self = Self.byLanguage[language] ?? Self.english
    }

    private init(_ words: [Word: String]) {
        func word(_ key: Word) -> String { words[key] ?? SystemStrings.englishWords[key] ?? "" }
        back = word(.back)
        share = word(.share)
        done = word(.done)
        copy = word(.copy)
        downloadImage = word(.downloadImage)
        showMoreTemplate = word(.showMore)
        dismiss = word(.dismiss)
        ok = word(.ok)
        cancel = word(.cancel)
        loading = word(.loading)
        decrement = word(.decrement)
        increment = word(.increment)
    }

    /// The words, as the table below names them.
    enum Word: Hashable {
        case back, share, done, copy, downloadImage, showMore, dismiss, ok, cancel, loading, decrement, increment
    }

    /// "Show more (12)", in the language.
    public func showMore(_ count: Int) -> String {
        showMoreTemplate.replacingOccurrences(of: "{count}", with: String(count))
    }

    /// The words of the page when no locale says otherwise.
    public static let english = SystemStrings(englishWords)

    static let englishWords: [Word: String] = [
        .back: "Back", .share: "Share", .done: "Done", .copy: "Copy", .downloadImage: "Download image", .showMore: "Show more ({count})",
        .dismiss: "Dismiss", .ok: "OK", .cancel: "Cancel", .loading: "Loading", .decrement: "Decrement", .increment: "Increment",
    ]

    /// The languages both apps ship and a few more, with the words iOS uses for its controls.
    static let byLanguage: [String: SystemStrings] = [
        "en": english,
        "de": SystemStrings([
            .back: "Zurück", .share: "Teilen", .done: "Fertig", .copy: "Kopieren", .downloadImage: "Bild laden", .showMore: "Mehr anzeigen ({count})",
            .dismiss: "Schließen", .ok: "OK", .cancel: "Abbrechen", .loading: "Wird geladen", .decrement: "Verringern", .increment: "Erhöhen",
        ]),
        "ar": SystemStrings([
            .back: "رجوع", .share: "مشاركة", .done: "تم", .copy: "نسخ", .downloadImage: "تنزيل الصورة", .showMore: "عرض المزيد ({count})",
            .dismiss: "إغلاق", .ok: "حسنًا", .cancel: "إلغاء", .loading: "جارٍ التحميل", .decrement: "إنقاص", .increment: "زيادة",
        ]),
        "fr": SystemStrings([
            .back: "Retour", .share: "Partager", .done: "OK", .copy: "Copier", .downloadImage: "Télécharger l’image", .showMore: "Afficher plus ({count})",
            .dismiss: "Fermer", .ok: "OK", .cancel: "Annuler", .loading: "Chargement", .decrement: "Diminuer", .increment: "Augmenter",
        ]),
        "es": SystemStrings([
            .back: "Atrás", .share: "Compartir", .done: "OK", .copy: "Copiar", .downloadImage: "Descargar imagen", .showMore: "Mostrar más ({count})",
            .dismiss: "Cerrar", .ok: "Aceptar", .cancel: "Cancelar", .loading: "Cargando", .decrement: "Disminuir", .increment: "Aumentar",
        ]),
    ]
}
