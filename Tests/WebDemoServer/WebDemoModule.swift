import Foundation
import ViewEngine

/// The native side of `Tests/Bundles/WebDemo`, the bundle the web renderer's browser tests
/// run: a small catalogue (including hostile strings), a slow endpoint that shows the loading
/// state, a flaky one that fails once and then succeeds (error and retry), and generated
/// artwork served at `/demo/art/<n>.svg`.
struct WebDemoModule: AppModule {
    let name = "web-demo"

    @MainActor
    func install(in runtime: AppRuntime) {
        runtime.register(dataSource: WebDemoData())
    }

    func asset(at path: String) -> StaticAsset? {
        let prefix = "/demo/art/"
        guard path.hasPrefix(prefix), path.hasSuffix(".svg"), let number = Int(path.dropFirst(prefix.count).dropLast(4)), (0..<1000).contains(number)
        else { return nil }
        let hue = (number * 47) % 360
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">\
            <rect width="300" height="300" fill="hsl(\(hue),65%,52%)"/><circle cx="210" cy="190" r="80" fill="#fff" fill-opacity=".18"/>\
            <text x="28" y="92" font-family="Inter, sans-serif" font-weight="700" font-size="64" fill="#fff">\(number)</text></svg>
            """
        return StaticAsset(bytes: Array(svg.utf8), contentType: "image/svg+xml")
    }
}

/// The demo's data. One per session (installed per runtime), so "fails once" is per session.
actor WebDemoData: DataSource {
    private var flakyCalls = 0

    static let items: [JSONValue] = {
        var items: [JSONValue] = [
            ["id": 1, "title": "Morning Walks", "subtitle": "Calm stories for early risers", "artwork": "/demo/art/1.svg", "minutes": 42],
            ["id": 2, "title": "<script>window.__pwned = 1</script>", "subtitle": "\"><img src=x onerror=\"window.__pwned = 2\">", "artwork": "/demo/art/2.svg", "minutes": 7],
            ["id": 3, "title": "Café Straße", "subtitle": "Non-ASCII: é ß 日本 🎧", "artwork": "javascript:alert(3)", "minutes": 15],
        ]
        for n in 4...260 {
            items.append(["id": .number(Double(n)), "title": .string("Item \(n)"), "subtitle": .string("Row number \(n)"), "artwork": .string("/demo/art/\(n).svg"), "minutes": .number(Double(n % 60))])
        }
        return items
    }()

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        switch request.endpoint {
        case "/items":
            let limit = request.params["limit"]?.numberValue.map { Int(saturating: $0) } ?? Self.items.count
            return ["results": .array(Array(Self.items.prefix(max(0, limit))))]
        case "/search":
            let term = request.params["term"]?.stringValue?.lowercased() ?? ""
            let found = Self.items.filter { item in
                term.isEmpty ? false : (item["title"]?.stringValue?.lowercased().contains(term) ?? false)
            }
            return ["results": .array(found), "term": .string(term)]
        case "/slow":
            try await Task.sleep(for: .milliseconds(1500))
            return ["message": "Loaded after a pause"]
        case "/flaky":
            flakyCalls += 1
            if flakyCalls % 2 == 1 { throw DataSourceError(.offline) }
            return ["message": .string("Worked on try \(flakyCalls)")]
        default:
            throw DataSourceError(.notFound, detail: "no demo endpoint \(request.endpoint)")
        }
    }
}
