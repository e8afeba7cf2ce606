import Testing

@testable import BibleVerses

@Suite struct PassageReferenceTests {
    @Test(arguments: [
        ("John 3:16", "JHN", 3, 16...16), ("john 3:16", "JHN", 3, 16...16), ("JOHN 3:16", "JHN", 3, 16...16),
        ("jn 3:16", "JHN", 3, 16...16), ("Jhn 3:16", "JHN", 3, 16...16), ("John 3:16-18", "JHN", 3, 16...18),
        ("John 3:16 - 18", "JHN", 3, 16...18), ("John 3:16–18", "JHN", 3, 16...18), ("John 3.16", "JHN", 3, 16...16),
        ("  John   3:16  ", "JHN", 3, 16...16), ("John3:16", "JHN", 3, 16...16), ("Psalms 23:1", "PSA", 23, 1...1),
        ("Psalm 23:1", "PSA", 23, 1...1), ("ps 23:1", "PSA", 23, 1...1), ("1 John 4:8", "1JN", 4, 8...8),
        ("1john 4:8", "1JN", 4, 8...8), ("1 jn 4:8", "1JN", 4, 8...8), ("I John 4:8", "1JN", 4, 8...8),
        ("First Corinthians 13:4", "1CO", 13, 4...4), ("1 Cor 13:4", "1CO", 13, 4...4), ("1 Cor. 13:4", "1CO", 13, 4...4),
        ("Prov 3:5-6", "PRO", 3, 5...6), ("matt 5:9", "MAT", 5, 9...9), ("mt 5:9", "MAT", 5, 9...9), ("mk 10:27", "MRK", 10, 27...27),
        ("lk 1:37", "LUK", 1, 37...37), ("phil 4:13", "PHP", 4, 13...13), ("Song of Solomon 2:1", "SNG", 2, 1...1),
        ("rev 21:4", "REV", 21, 4...4), ("Job 1:1", "JOB", 1, 1...1), ("Jude 1:3", "JUD", 1, 3...3),
    ])
    func parsesVerseReferences(_ text: String, _ book: String, _ chapter: Int, _ verses: ClosedRange<Int>) throws {
        let reference = try PassageReference.parse(text)
        #expect(reference.book.id == book)
        #expect(reference.chapter == chapter)
        #expect(reference.verses == verses)
    }

    @Test func aChapterAloneIsTheWholeChapter() throws {
        for text in ["Psalm 23", "psalms 23", "ps 23"] {
            let reference = try PassageReference.parse(text)
            #expect(reference.book.id == "PSA" && reference.chapter == 23 && reference.verses == nil, "\(text)")
            #expect(reference.description == "Psalms 23")
        }
    }

    @Test func describesWithTheCanonicalName() throws {
        #expect(try PassageReference.parse("jn 3:16").description == "John 3:16")
        #expect(try PassageReference.parse("1jn 4:7-8").description == "1 John 4:7-8")
        #expect(try PassageReference.parse("psalm 23:1").description == "Psalms 23:1")
    }

    @Test(arguments: ["", "   ", "John", "3:16", "1 3", "John :16", "John 3:", "John 0:1", "John 3:0", "John 3:18-16", "John 3:16-", "John 3:1:2", "John 3:a"])
    func rejectsWhatIsNotAReference(_ text: String) {
        #expect(throws: PassageReference.ParseError.self) { try PassageReference.parse(text) }
    }

    @Test(arguments: ["Hezekiah 3:16", "Jo 3:16", "Phi 4:13", "Sam 1:1", "Xyz 1"])
    func unknownAndAmbiguousBooksAreUnknown(_ text: String) {
        #expect {
            try PassageReference.parse(text)
        } throws: { error in
            if case PassageReference.ParseError.unknownBook = error { return true }
            return false
        }
    }
}

@Suite struct BookNamesTests {
    @Test func everyBookIsFoundByNameAndID() {
        #expect(BookNames.all.count == 66)
        for book in BookNames.all {
            #expect(BookNames.book(named: book.name) == book, "\(book.name)")
            #expect(BookNames.book(named: book.id.lowercased()) == book, "\(book.id)")
        }
    }

    @Test func uniquePrefixesFindTheirBook() {
        #expect(BookNames.book(named: "gen")?.id == "GEN")
        #expect(BookNames.book(named: "Lamen")?.id == "LAM")
        #expect(BookNames.book(named: "ephes")?.id == "EPH")
        #expect(BookNames.book(named: "joh")?.id == "JHN")
        // Exact names win over prefixes of longer names.
        #expect(BookNames.book(named: "job")?.id == "JOB")
        #expect(BookNames.book(named: "mark")?.id == "MRK")
    }
}
