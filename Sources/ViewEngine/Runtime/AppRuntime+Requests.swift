/// `api` requests: sending, retrying, and their status on the screen.
@MainActor
extension AppRuntime {
    /// The phase of a screen's requests: loading while any runs, else failed when one failed
    /// (the first by result key, so the answer does not depend on hashing), else idle.
    public func requestPhase(of id: ScreenID) -> RequestPhase {
        guard let requests = screens[id]?.requests else { return .idle }
        if requests.values.contains(.loading) { return .loading }
        for key in requests.keys.sorted() {
            if case .failed(let error) = requests[key] { return .failed(resultKey: key, error: error) }
        }
        return .idle
    }

    /// Sends the last request stored under `resultKey` on screen `id` again, with the same
    /// endpoint, parameters and data source (a "Try again" button after a failure).
    public func retry(_ resultKey: String, on id: ScreenID) async {
        guard let sent = screens[id]?.sentRequests[resultKey] else {
            report(.actionFailed, "there is no request for '\(resultKey)' to retry", screen: screens[id]?.name)
            return
        }
        await call(sent.request, source: sent.source, resultKey: resultKey, on: id, at: sent.origin)
    }

    /// Sends `request` to the data source `name` for the `api` action written at `origin`
    /// (where its failures are reported), storing the answer and its status under `resultKey`.
    func call(_ request: DataRequest, source name: String, resultKey: String?, on id: ScreenID, at origin: SourceRef) async {
        let screenName = screens[id]?.name
        guard let source = dataSources[name] else {
            let error = DataSourceError(
                .unknown, message: "This screen's data isn't available.", messageKey: "no_data_source", isRetryable: false,
                detail: "no data source named '\(name)'")
            report(.requestFailed, "no data source is registered as '\(name)'", screen: screenName, at: origin)
            if let resultKey { setStatus(.failed(error), for: resultKey, on: id) }
            return
        }
        nextRequestSerial += 1
        let serial = nextRequestSerial
        if let resultKey {
            screens[id]?.sentRequests[resultKey] = SentRequest(request: request, source: name, origin: origin, serial: serial)
            setStatus(.loading, for: resultKey, on: id)
        }
        // Requests for one result key can overlap (a second search while the first runs); only
        // the latest may write, or an older answer arriving last would replace a newer one.
        func isLatest() -> Bool {
            guard screens[id] != nil else { return false }  // the screen was closed meanwhile
            guard let resultKey else { return true }
            return screens[id]?.sentRequests[resultKey]?.serial == serial
        }
        do {
            let result = try await source.fetch(request)
            guard isLatest() else { return }
            if let resultKey {
                screens[id]?.state[resultKey] = result
                setStatus(.loaded, for: resultKey, on: id)
            }
        } catch {
            guard isLatest() else { return }
            let failure = error as? DataSourceError ?? DataSourceError(.unknown, detail: String(describing: error))
            report(.requestFailed, "\(request.endpoint) failed: \(failure)", screen: screenName, at: origin)
            if let resultKey { setStatus(.failed(failure), for: resultKey, on: id) }
        }
    }

    func setStatus(_ status: RequestStatus, for key: String, on id: ScreenID) {
        guard screens[id] != nil else { return }
        var status = status
        // The user reads a failure in their own language when the bundle translates it.
        if case .failed(let error) = status { status = .failed(error.localized(by: resolver.environment.strings)) }
        screens[id]?.requests[key] = status
        var all = screens[id]?.state["status"]?.objectValue ?? [:]
        all[key] = status.jsonValue
        screens[id]?.state["status"] = .object(all)
    }
}
