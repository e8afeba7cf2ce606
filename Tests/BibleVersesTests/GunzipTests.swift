import Foundation
import Testing
import TestSupport

@testable import BibleVerses

@Suite struct GunzipTests {
    /// "In the beginning God created the heaven and the earth.\n", by `gzip -n -9`.
    static let genesis: [UInt8] = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xf3, 0xcc,
        0x53, 0x28, 0xc9, 0x48, 0x55, 0x48, 0x4a, 0x4d, 0xcf, 0xcc, 0xcb, 0xcb,
        0xcc, 0x4b, 0x57, 0x70, 0xcf, 0x4f, 0x51, 0x48, 0x2e, 0x4a, 0x4d, 0x2c,
        0x49, 0x4d, 0x01, 0xcb, 0x64, 0xa4, 0x26, 0x96, 0xa5, 0xe6, 0x29, 0x24,
        0xe6, 0x41, 0xb8, 0xa9, 0x89, 0x45, 0x25, 0x19, 0x7a, 0x5c, 0x00, 0x0b,
        0x16, 0xd9, 0x70, 0x37, 0x00, 0x00, 0x00,
    ]
    static let genesisText = "In the beginning God created the heaven and the earth.\n"

    /// 300,000 zero bytes in 325 bytes (`head -c 300000 /dev/zero | gzip -n -9`): a small
    /// stream that inflates ~900 times over, the shape of a decompression bomb.
    static let zeros = Data(base64Encoded: "H4sIAAAAAAACA+3BAQ0AAADCoPdPbQ8HF" + String(repeating: "A", count: 387) + "/Bj74rL24JMEAA==")

    /// A committed fixture: 4 MB of JSON, so many chunks of output.
    static func bundledKJV() throws -> Data {
        try Data(contentsOf: packageRoot.appendingPathComponent("Sources/BibleVerses/Fixtures/kjv.json.gz"))
    }

    /// The length the gzip trailer records (ISIZE, little-endian, the last four bytes).
    static func recordedLength(_ gzip: Data) -> Int {
        gzip.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    static func error(_ body: () throws(GunzipError) -> Data) -> GunzipError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    // MARK: Good input

    @Test func inflatesAShortStream() throws {
        let text = try Gunzip.decompress(Data(Self.genesis), maximumSize: 1_000)
        #expect(String(decoding: text, as: UTF8.self) == Self.genesisText)
    }

    @Test func inflatesAStreamOfManyChunks() throws {
        let zeros = try #require(Self.zeros)
        let data = try Gunzip.decompress(zeros, maximumSize: 1_000_000)
        #expect(data.count == 300_000)
        #expect(data.allSatisfy { $0 == 0 })
    }

    @Test func inflatesTheBundledFixtureToTheLengthItsTrailerRecords() throws {
        let gzip = try Self.bundledKJV()
        let json = try Gunzip.decompress(gzip, maximumSize: 16 << 20)
        #expect(json.count == Self.recordedLength(gzip))
        #expect(json.count > 4_000_000)
        #expect(String(decoding: json.prefix(26), as: UTF8.self) == #"{"translation":{"id":"kjv""#)
    }

    @Test func acceptsInputThatIsASliceOfLargerData() throws {
        // Data slices do not start at index 0; the signature check and zlib's input must agree.
        let padded = Data([0xAA, 0xBB] + Self.genesis)
        let text = try Gunzip.decompress(padded.dropFirst(2), maximumSize: 1_000)
        #expect(String(decoding: text, as: UTF8.self) == Self.genesisText)
    }

    // MARK: Truncated input

    @Test func everyPrefixOfAStreamIsTruncated() {
        for length in 2..<Self.genesis.count {
            let error = Self.error { () throws(GunzipError) in try Gunzip.decompress(Data(Self.genesis.prefix(length)), maximumSize: 1_000) }
            guard case .truncated(let bytes) = error else {
                Issue.record("a prefix of \(length) bytes gave \(String(describing: error))")
                continue
            }
            #expect(bytes <= Self.genesisText.utf8.count)
        }
    }

    @Test func aFixtureCutInHalfIsTruncatedAfterWhatItHeld() throws {
        let gzip = try Self.bundledKJV()
        let error = Self.error { () throws(GunzipError) in try Gunzip.decompress(gzip.prefix(gzip.count / 2), maximumSize: 16 << 20) }
        guard case .truncated(let bytes) = error else {
            Issue.record("half the fixture gave \(String(describing: error))")
            return
        }
        #expect(bytes > 1_000_000 && bytes < Self.recordedLength(gzip))
    }

    // MARK: Corrupt input

    @Test func inputWithoutTheSignatureIsNotGzip() {
        for input in [Data(), Data([0x1f]), Data("{\"translation\": {}}".utf8), Data([0x1f, 0x8c] + Self.genesis.dropFirst(2))] {
            #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(input, maximumSize: 1_000) } == .notGzip)
        }
    }

    @Test func aDamagedChecksumIsCorrupt() {
        var damaged = Self.genesis
        damaged[damaged.count - 8] ^= 0x01  // the CRC-32's first byte
        #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(Data(damaged), maximumSize: 1_000) } == .corrupt("incorrect data check"))
    }

    @Test func aWrongLengthInTheTrailerIsCorrupt() {
        var damaged = Self.genesis
        damaged[damaged.count - 4] ^= 0x01  // ISIZE
        #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(Data(damaged), maximumSize: 1_000) } == .corrupt("incorrect length check"))
    }

    @Test func anUnknownCompressionMethodIsCorrupt() {
        var damaged = Self.genesis
        damaged[2] = 0x07
        #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(Data(damaged), maximumSize: 1_000) } == .corrupt("unknown compression method"))
    }

    @Test func everySingleByteDamageIsCaughtOrHarmless() throws {
        // Bytes 4-9 (time stamp, extra flags, operating system) carry no data: changing them
        // inflates to the same text. A change anywhere else must be reported, never trap.
        for index in Self.genesis.indices {
            var damaged = Self.genesis
            damaged[index] ^= 0xFF
            let result = Result { () throws(GunzipError) -> Data in try Gunzip.decompress(Data(damaged), maximumSize: 1_000) }
            if (4...9).contains(index) {
                #expect(try result.get() == Data(Self.genesisText.utf8), "byte \(index)")
            } else {
                #expect(throws: GunzipError.self, "damage at byte \(index) went unnoticed") { try result.get() }
            }
        }
    }

    @Test func bytesAfterTheStreamAreReported() {
        let input = Data(Self.genesis + [0x00, 0x01, 0x02])
        #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(input, maximumSize: 1_000) } == .trailingData(bytes: 3))
    }

    // MARK: Output above the cap

    @Test func stopsAtTheCapInsteadOfInflatingABomb() throws {
        let zeros = try #require(Self.zeros)
        for limit in [0, 1, 10_000, 65_536, 299_999] {
            #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(zeros, maximumSize: limit) } == .tooLarge(limit: limit))
        }
        #expect(try Gunzip.decompress(zeros, maximumSize: 300_000).count == 300_000)
    }

    @Test func capsTheShortStreamAtItsExactLength() throws {
        let length = Self.genesisText.utf8.count
        #expect(Self.error { () throws(GunzipError) in try Gunzip.decompress(Data(Self.genesis), maximumSize: length - 1) } == .tooLarge(limit: length - 1))
        #expect(try Gunzip.decompress(Data(Self.genesis), maximumSize: length).count == length)
    }

    @Test func errorsSayWhatWentWrong() {
        #expect(GunzipError.truncated(decompressedBytes: 12).description.contains("truncated"))
        #expect(GunzipError.tooLarge(limit: 5).description.contains("more than the limit of 5 bytes"))
        #expect(GunzipError.corrupt("incorrect data check").description == "corrupt gzip data: incorrect data check")
    }
}
