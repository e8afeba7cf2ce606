// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
        where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
