import ViewEngine

/// libFuzzer entry point for the expression language: the input, as text, is parsed as an
/// expression and as interpolated text; what parses is evaluated against data that holds the
/// awkward values (huge and negative numbers, numeric strings, NaN text, nesting).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let scalars = text.unicodeScalars.count
    let parser = ExpressionParser()
    do throws(ExpressionError) {
        _ = try parser.parse(text).evaluate(in: sampleContext, environment: environment)
    } catch {
        checkOffset(error, scalars)
    }
    do throws(ExpressionError) {
        _ = try TextValue(parsing: text, parser: parser).evaluate(in: sampleContext, environment: environment)
    } catch {
        checkOffset(error, scalars)
    }
    return 0
}

/// An error's column must lie within the text (or just past its end).
private func checkOffset(_ error: ExpressionError, _ scalars: Int) {
    if let offset = error.offset { precondition((0...scalars).contains(offset), "offset \(offset) outside \(scalars) scalars: \(error)") }
}

private let environment = EvaluationEnvironment.fixed()

private let sampleContext = DataContext(root: [
    "a": 1, "b": "text", "n": -3.5, "huge": 1e300, "tiny": -1e300, "zero": 0, "yes": true, "no": false, "none": .null,
    "nan": "nan", "inf": "inf", "big": "99999999999999999999", "date": "2025-10-22T09:00:00Z", "ms": 2_533_000,
    "items": [1, "two", ["three": 3], [4], .null, 1e308],
    "podcast": ["trackName": "Show", "trackCount": 120, "genres": [["name": "A"], ["name": "B"]]],
    "nested": ["a": ["b": ["c": ["d": "deep"]]]],
])
