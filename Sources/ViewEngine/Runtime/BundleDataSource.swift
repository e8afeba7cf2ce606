/// The built-in data source `bundle`: an `api` action with `"source": "bundle"` loads the
/// bundle's `data/<endpoint>.json`, so static data ships without a native module.
///
/// ```json
/// {"actionType": "api", "source": "bundle", "endpoint": "recipes", "resultKey": "recipes"}
/// ```
public struct BundleDataSource: DataSource {
    /// The name `api` actions use to reach it.
    public static let name = "bundle"
    let files: [String: JSONValue]

    /// A source over the bundle's data files, by name without `data/` and `.json`
    /// (``AppBundle/dataFiles``).
    public init(files: [String: JSONValue]) {
        self.files = files
    }

    public func fetch(_ request: DataRequest) async throws -> JSONValue {
        guard let value = files[request.endpoint] else {
            throw DataSourceError(.notFound, detail: "the bundle has no data/\(request.endpoint).json")
        }
        return value
    }
}
