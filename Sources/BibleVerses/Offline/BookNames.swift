import Foundation

/// The 66 books of the Protestant canon with the ids and names bible-api.com uses, and the
/// ways people write them, so "jn 3:16", "Jhn 3:16" and "john 3:16" all find John.
public struct BibleBook: Sendable, Hashable {
    /// The API's `book_id`: `JHN`, `PSA`, `1CO`.
    public let id: String
    /// The API's `book_name`: "John", "Psalms", "1 Corinthians".
    public let name: String
    /// Extra spellings beyond the name, its unique prefixes and the id (normalised: lowercase,
    /// no dots, one space between words).
    let aliases: [String]

    init(_ id: String, _ name: String, _ aliases: [String] = []) {
        self.id = id
        self.name = name
        self.aliases = aliases
    }
}

/// Finds books by what people type.
public enum BookNames {
    /// The 66 books in canonical order, Genesis to Revelation; screens get their names as `$.env.books`.
    public static let all: [BibleBook] = [
        BibleBook("GEN", "Genesis", ["gn"]), BibleBook("EXO", "Exodus", ["ex"]), BibleBook("LEV", "Leviticus", ["lv"]),
        BibleBook("NUM", "Numbers", ["nm", "nb"]), BibleBook("DEU", "Deuteronomy", ["dt"]), BibleBook("JOS", "Joshua", ["jsh"]),
        BibleBook("JDG", "Judges", ["jg", "jdgs"]), BibleBook("RUT", "Ruth", ["rth"]), BibleBook("1SA", "1 Samuel", ["1 sm"]),
        BibleBook("2SA", "2 Samuel", ["2 sm"]), BibleBook("1KI", "1 Kings", ["1 kgs"]), BibleBook("2KI", "2 Kings", ["2 kgs"]),
        BibleBook("1CH", "1 Chronicles", ["1 chr"]), BibleBook("2CH", "2 Chronicles", ["2 chr"]), BibleBook("EZR", "Ezra"),
        BibleBook("NEH", "Nehemiah"), BibleBook("EST", "Esther"), BibleBook("JOB", "Job", ["jb"]),
        BibleBook("PSA", "Psalms", ["ps", "psalm", "pss", "psm"]), BibleBook("PRO", "Proverbs", ["prv", "pr"]),
        BibleBook("ECC", "Ecclesiastes", ["eccl", "qoh"]), BibleBook("SNG", "Song of Solomon", ["song", "song of songs", "sos", "canticles"]),
        BibleBook("ISA", "Isaiah", ["is"]), BibleBook("JER", "Jeremiah", ["jr"]), BibleBook("LAM", "Lamentations"),
        BibleBook("EZK", "Ezekiel", ["ezk"]), BibleBook("DAN", "Daniel", ["dn"]), BibleBook("HOS", "Hosea"),
        BibleBook("JOL", "Joel", ["jl"]), BibleBook("AMO", "Amos"), BibleBook("OBA", "Obadiah"), BibleBook("JON", "Jonah", ["jnh"]),
        BibleBook("MIC", "Micah"), BibleBook("NAM", "Nahum"), BibleBook("HAB", "Habakkuk"), BibleBook("ZEP", "Zephaniah"),
        BibleBook("HAG", "Haggai"), BibleBook("ZEC", "Zechariah"), BibleBook("MAL", "Malachi"),
        BibleBook("MAT", "Matthew", ["mt"]), BibleBook("MRK", "Mark", ["mk", "mr"]), BibleBook("LUK", "Luke", ["lk"]),
        BibleBook("JHN", "John", ["jn", "jhn"]), BibleBook("ACT", "Acts", ["ac"]), BibleBook("ROM", "Romans", ["rm"]),
        BibleBook("1CO", "1 Corinthians"), BibleBook("2CO", "2 Corinthians"), BibleBook("GAL", "Galatians"),
        BibleBook("EPH", "Ephesians"), BibleBook("PHP", "Philippians", ["phil", "php", "pp"]), BibleBook("COL", "Colossians"),
        BibleBook("1TH", "1 Thessalonians"), BibleBook("2TH", "2 Thessalonians"), BibleBook("1TI", "1 Timothy"),
        BibleBook("2TI", "2 Timothy"), BibleBook("TIT", "Titus"), BibleBook("PHM", "Philemon", ["phlm", "phm"]),
        BibleBook("HEB", "Hebrews"), BibleBook("JAS", "James", ["jm", "jas"]), BibleBook("1PE", "1 Peter", ["1 pt"]),
        BibleBook("2PE", "2 Peter", ["2 pt"]), BibleBook("1JN", "1 John", ["1 jn", "1 jhn"]), BibleBook("2JN", "2 John", ["2 jn"]),
        BibleBook("3JN", "3 John", ["3 jn"]), BibleBook("JUD", "Jude"), BibleBook("REV", "Revelation", ["rv", "revelations", "apocalypse"]),
    ]

    /// Every accepted spelling to its book. Built once: names, ids, aliases, and every prefix
    /// of three or more letters that only one book's name has ("prov", "matt", "1 cor").
    private static let lookup: [String: BibleBook] = {
        var table: [String: BibleBook] = [:]
        var prefixOwners: [String: Set<String>] = [:]
        for book in all {
            let name = normalize(book.name)
            for length in 3...name.count {
                let prefix = String(name.prefix(length))
                if prefix.last != " " { prefixOwners[prefix, default: []].insert(book.id) }
            }
        }
        let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
        for (prefix, owners) in prefixOwners where owners.count == 1 {
            table[prefix] = byID[owners.first!]
        }
        // Exact names, ids and aliases win over prefixes ("job" is Job, not a prefix of nothing else).
        for book in all {
            for spelling in [book.name, book.id] + book.aliases {
                table[normalize(spelling)] = book
            }
        }
        return table
    }()

    /// The book `text` names, or nil.
    public static func book(named text: String) -> BibleBook? {
        let key = normalize(text)
        if let book = lookup[key] { return book }
        // "1john", "1jn": a number glued to the name.
        if let first = key.first, "123".contains(first), key.dropFirst().first?.isLetter == true {
            return lookup[String(first) + " " + key.dropFirst()]
        }
        return nil
    }

    /// Lowercase, no dots, single spaces; "I", "II", "III", "First"… before a name become digits.
    static func normalize(_ text: String) -> String {
        var words = text.lowercased().replacingOccurrences(of: ".", with: " ").split(separator: " ").map(String.init)
        let ordinals = ["i": "1", "ii": "2", "iii": "3", "first": "1", "second": "2", "third": "3", "1st": "1", "2nd": "2", "3rd": "3"]
        if words.count > 1, let digit = ordinals[words[0]] { words[0] = digit }
        return words.joined(separator: " ")
    }
}
