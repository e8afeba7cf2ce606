import ViewEngine

/// libFuzzer entry point for the JSON parser: any bytes either parse or give a located syntax
/// error; what parses survives a write-and-parse round trip unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let document: JSONDocument
    do throws(Diagnostic) {
        document = try JSONDocument.parse(bytes, fileName: "fuzz.json")
    } catch {
        // Rejecting the input is the expected outcome for most mutations; the error must
        // still point inside the input.
        precondition(error.location.line >= 1 && error.location.column >= 1, "syntax error without a position: \(error)")
        return 0
    }
    let value = document.root.value
    guard isFinite(value) else { return 0 }
    let written = JSONWriter.string(value)
    do throws(Diagnostic) {
        let reparsed = try JSONDocument.parse(written, fileName: "written.json").root.value
        precondition(reparsed == value, "round trip changed the value: \(written)")
    } catch {
        preconditionFailure("the writer produced JSON the parser rejects: \(error)")
    }
    return 0
}

/// JSON numbers too large for a Double read as infinity, which the writer spells `null`.
private func isFinite(_ value: JSONValue) -> Bool {
    var pending = [value]
    while let next = pending.popLast() {
        switch next {
        case .number(let n) where !n.isFinite: return false
        case .array(let items): pending += items
        case .object(let object): pending += object.values
        default: break
        }
    }
    return true
}
