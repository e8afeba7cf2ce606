import Testing

@testable import ImagePipeline

struct ImageCacheKeyTests {
    @Test func fileNamesAreFNV1aOfTheURLSoTheySurviveRelaunches() {
        // Published FNV-1a 64 test vectors: "" and "a".
        #expect(ImageCacheKey(url: "").fileName == "cbf29ce484222325.img")
        #expect(ImageCacheKey(url: "a").fileName == "af63dc4c8601ec8c.img")
    }

    @Test func differentURLsGetDifferentFiles() {
        let first = ImageCacheKey(url: "https://is1-ssl.mzstatic.com/image/thumb/a/600x600bb.jpg")
        let second = ImageCacheKey(url: "https://is1-ssl.mzstatic.com/image/thumb/b/600x600bb.jpg")
        #expect(first.fileName != second.fileName)
        #expect(first.fileName.count == 20)
    }
}
