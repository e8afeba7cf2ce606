import BibleVerses
import Foundation

// A process for BibleStoreCrashTests to kill: it writes to the database at its argument as
// fast as it can, forever, until the test sends SIGKILL at a random moment — ideally in the
// middle of a commit.
//
// Every write is one transaction that changes several rows at once: the four settings, all
// derived from one counter `m` (font size 16 + m, appearance m % 3, verse numbers and
// translation from m % 2), and a recent search (delete, insert, prune). A torn transaction
// would leave settings from two different `m`s, which the test detects.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: bible-store-crash-probe DATABASE\n".utf8))
    exit(2)
}
let appearances: [AppSettings.Appearance] = [.system, .light, .dark]
do {
    let store = try BibleStore(path: CommandLine.arguments[1])
    // The test that started this process kills it; if the test itself dies first (a crash, a
    // timeout, a killed run), the probe is re-parented and must not write on forever.
    let parent = getppid()
    var n = 0
    while getppid() == parent {
        let m = n % 16
        try await store.saveSettings(
            AppSettings(translation: m % 2 == 0 ? "web" : "kjv", appearance: appearances[m % 3], fontSize: Double(16 + m), showVerseNumbers: m % 2 == 0))
        try await store.addRecentSearch("Psalm \(n % 150 + 1)")
        // Unbuffered, so the test sees it at once.
        if n == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
        n += 1
    }
} catch {
    FileHandle.standardError.write(Data("bible-store-crash-probe: \(error)\n".utf8))
    exit(1)
}
