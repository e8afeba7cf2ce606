import Testing

@testable import PeerImport

/// Text carried over literally, and SwiftSDUI's `$name` parameters as bindings.
@Suite struct PeerTextTests {
    @Test func literalTextEscapesWhatWouldBindHere() {
        #expect(PeerText.literal("Hello") == "Hello")
        #expect(PeerText.literal("$4.99") == "\\$4.99")
        #expect(PeerText.literal("a ${b} c") == "a \\${b} c")
    }

    @Test func parametersFollowSwiftSDUIsTokenGrammar() {
        #expect(PeerText.tokens(in: "$a $_b1 $9 $ x$y").map(\.name) == ["a", "_b1", "y"])
        // A token no parameter fills shows as written, as SwiftSDUI leaves it.
        #expect(PeerText.withParameters("$count") == "$.count | default:'$count'")
        #expect(PeerText.withParameters("Hi $name!") == "Hi ${$.name | default:'$name'}!")
        #expect(PeerText.withParameters("$first $last") == "${$.first | default:'$first'} ${$.last | default:'$last'}")
        #expect(PeerText.withParameters("no params, ${x}") == "no params, \\${x}")
    }
}
