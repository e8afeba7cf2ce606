import Foundation
import Testing

@testable import ViewEngine

/// The layout direction the renderers mirror by, from the environment's locale, and which
/// symbols mirror with it.
@Suite struct WritingDirectionTests {
    @Test func theEnvironmentsLocaleDecidesTheLayoutDirection() {
        for locale in ["ar", "ar_EG", "he_IL", "fa", "ur_PK"] {
            #expect(EvaluationEnvironment.fixed(locale: locale).layoutDirection == .rightToLeft, "\(locale)")
            #expect(EvaluationEnvironment.fixed(locale: locale).layoutDirection.isRightToLeft, "\(locale)")
        }
        for locale in ["en_US_POSIX", "de_DE", "ja", ""] {
            #expect(EvaluationEnvironment.fixed(locale: locale).layoutDirection == .leftToRight, "\(locale)")
        }
    }

    @Test func aLocalizedEnvironmentKeepsItsDirection() {
        let strings = BundleStrings(tables: [StringTable(locale: "ar"), StringTable(locale: "en")])
        #expect(EvaluationEnvironment.fixed(locale: "ar").localizing(strings).layoutDirection == .rightToLeft)
    }

    @Test func chevronsAndArrowsThatPointLeftOrRightFlip() {
        for symbol in ["chevron.left", "chevron.right", "arrow.left", "arrow.right.circle.fill", "arrow.turn.up.left",
                       "chevron.compact.right", "arrowshape.turn.up.right", "arrow.up.right.square"] {
            #expect(SymbolMirroring(symbol: symbol) == .flip, "\(symbol)")
            #expect(SymbolMirroring(symbol: symbol).mirrorsInRightToLeft, "\(symbol)")
        }
    }

    @Test func forwardAndBackwardSymbolsAreMirroredByThePlatform() {
        for symbol in ["chevron.forward", "chevron.backward", "arrow.forward.circle", "arrow.up.backward"] {
            #expect(SymbolMirroring(symbol: symbol) == .byPlatform, "\(symbol)")
            #expect(SymbolMirroring(symbol: symbol).mirrorsInRightToLeft, "\(symbol)")
        }
    }

    @Test func symbolsWithoutAHorizontalDirectionStayAsDrawn() {
        for symbol in ["heart.fill", "chevron.down", "arrow.up", "arrow.left.arrow.right", "arrow.left.and.right",
                       "chevron.left.forwardslash.chevron.right", "sidebar.left", "text.alignright", "delete.left", "bubble.left", ""] {
            #expect(SymbolMirroring(symbol: symbol) == .none, "\(symbol)")
            #expect(!SymbolMirroring(symbol: symbol).mirrorsInRightToLeft, "\(symbol)")
        }
    }
}
