import Testing

@testable import ViewEngine

/// The text sizes and Apple's Dynamic Type table behind them.
struct TextSizeTests {
    @Test func bodyFollowsApplesSizesFromXSmallToAccessibility5() {
        let body = TextSize.allCases.map { $0.pointSize(of: .body) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func largeIsEveryTextStylesDefaultSizeSoTheDefaultPageDoesNotChange() {
        for style in TextStyle.allCases {
            #expect(TextSize.large.pointSize(of: style) == style.defaultFont.size, "\(style)")
            #expect(TextSize.large.scale(for: style) == 1, "\(style)")
        }
    }

    @Test func everyStyleGrowsOrStaysFromOneSizeToTheNext() {
        for style in TextStyle.allCases {
            let sizes = TextSize.allCases.map { $0.pointSize(of: style) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
            #expect(sizes.last! > sizes[3] * 1.7, "\(style) grows at accessibility sizes")
        }
    }

    @Test func scaleIsTheRatioToLarge() {
        #expect(TextSize.accessibility5.scale(for: .body) == 53.0 / 17.0)
        #expect(TextSize.xSmall.scale(for: .caption2) == 1)
        #expect(TextSize.accessibility1.scale(for: .largeTitle) == 44.0 / 34.0)
    }

    @Test func namesParseIgnoringCaseAndAnythingElseIsNil() {
        #expect(TextSize(name: "xxxLarge") == .xxxLarge)
        #expect(TextSize(name: "ACCESSIBILITY5") == .accessibility5)
        #expect(TextSize(name: "huge") == nil)
        #expect(TextSize(name: "") == nil)
        #expect(TextSize.names.hasPrefix("xSmall, small, medium, large, xLarge"))
        #expect(TextSize.names.hasSuffix("accessibility4, accessibility5"))
    }

    @Test func accessibilitySizesAreTheLastFive() {
        #expect(TextSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(TextSize.standard == .large)
        #expect(TextSize.xxxLarge < .accessibility1)
    }
}
