/// The stable identity of a kind of problem, printed as `SDUI0201` after the message.
///
/// Every ``Diagnostic`` carries one (its initialisers take no severity without a code), so a
/// user can look a problem up (`sdui docs --diagnostics`, `Docs/Diagnostics.md`), a warning
/// can be silenced by code (`sdui validate --allow SDUI0205`), and tests match the code rather
/// than the wording. The number never changes once published; a retired code is not reused.
/// The severity belongs to the code: one kind of problem is always an error or always a warning.
///
/// Numbering by area: 01xx files and syntax, 02xx view nodes and values, 03xx actions,
/// 04xx expressions, 05xx styles and themes, 06xx references across files, 07xx data and
/// declarations (state, parameters, persistence, bundle data), 075x what a renderer cannot draw,
/// 08xx authoring (other formats' keys met by `sdui validate`, and `sdui import`), 09xx string
/// tables, 10xx what a running app meets (runtime issues: bound values, actions, requests).
public enum DiagnosticCode: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    // Files and syntax
    case jsonSyntax = 101
    case fileTooLarge = 102
    case unreadableFile = 103
    case missingAppFile = 104
    case duplicateScreen = 105
    case duplicateKey = 106

    // View nodes and values
    case wrongType = 201
    case unknownNodeType = 202
    case missingNodeType = 203
    case missingMember = 204
    case unknownProperty = 205
    case childrenIgnored = 206
    case nestingTooDeep = 207
    case transitionWithoutKey = 208
    case emptyCondition = 209
    case notAPlainPath = 210
    case valueOutOfRange = 211
    case emptyOptions = 212
    case invalidChoice = 213
    case invalidAppRoot = 214
    case emptyTabBar = 215
    case duplicateOptionValue = 216
    case unknownModifier = 217
    case unknownModifierArgument = 218
    case missingModifierArgument = 219
    case malformedModifier = 220
    case unknownScrollTarget = 221

    // Actions
    case unknownActionType = 301
    case missingActionType = 302
    case invalidStateKey = 303

    // Expressions
    case invalidExpression = 401
    case unknownTransform = 402
    case transformArgument = 403

    // Styles and themes
    case invalidColorLiteral = 501
    case boundPresetValue = 502
    case partlyBoundStyleValue = 503
    case unknownPreset = 504
    case presetCycle = 505
    case unknownColor = 506
    case unknownFont = 507
    case presetChainTooLong = 508
    case presetModifierNotStatic = 509
    // Accessibility of styles (0520–0529)
    /// A text colour on a background below WCAG AA contrast (4.5:1, or 3:1 for large text).
    case lowContrast = 520

    // References across files
    case unknownScreen = 601
    case unknownComponent = 602
    case componentNameNotLiteral = 603
    case unknownComponentParameter = 604
    case missingComponentParameter = 605
    case componentCycle = 606
    case unknownSnapshotNode = 607
    case sheetInListRow = 608
    case componentNestingTooDeep = 609
    // Controls' values (0610–0629)
    case invalidDateLiteral = 610

    // Data and declarations: state, parameters, persistence, bundle data (0701–0749)
    /// A `$.env`, `$.item` or parameter path the declared shape does not have.
    case unknownDataPath = 701
    /// A top-level name a screen that declares its params neither declares nor writes.
    case unknownScreenValue = 702
    /// A navigate, present or navigation link passes a parameter the screen does not declare.
    case unknownParameter = 703
    /// A call leaves out a parameter the screen declares as required.
    case missingRequiredParameter = 704
    /// A call passes a value of another type than the parameter declares.
    case wrongParameterType = 705
    /// A parameter declared twice.
    case duplicateParameter = 706
    /// A transform applied to a value of a type it does not take (`take` on text).
    case transformOnWrongType = 707
    /// `persist` names a key that `state` does not declare.
    case unknownPersistedKey = 708
    /// A `$data` reference or `bundle` request names no file in `data/`.
    case unknownDataFile = 709
    // Renderer coverage (0750–0759)
    /// An SF Symbol the web preview has no icon for (Apple platforms still draw it).
    case symbolWithoutWebIcon = 750

    // Authoring: other SwiftUI JSON formats (0801–0849)
    /// Another format's style key written on a node; the warning names the modifier to use.
    case styleKeyOnNode = 801
    /// A node holds its properties under `properties` or `attributes`, as other formats write them.
    case peerFormatOnNode = 802
    /// `sdui import`: something in the source format has no counterpart here (reported, not dropped).
    case peerNoCounterpart = 803
    /// `sdui import`: a node type the other format does not document, or one with no counterpart here.
    case peerUnknownType = 804
    /// `sdui import`: converted, but the result behaves somewhat differently (the message says how).
    case peerApproximation = 805
    /// `sdui import`: a value not of the form the other format documents (left out of the output).
    case peerInvalidValue = 806
    /// `sdui import`: a value that should be a node of the other format is not an object with a `type`.
    case peerNotANode = 807

    // Localization: string tables (0901–0919)
    /// A `@key` lookup names a key the development locale's string table does not have.
    case unknownStringKey = 901
    /// A locale's string table lacks keys the bundle uses (one warning per locale, with the count).
    case untranslatedStrings = 902
    /// A key's `{placeholders}` differ between its development text and a translation.
    case placeholderMismatch = 903
    /// A plural entry lacks a form its locale's plural rule chooses for some counts.
    case missingPluralForm = 904
    /// A string file that is not a table of texts, or is not named after a locale.
    case malformedStringFile = 905
    /// A lookup does not pass a placeholder its text uses (or a plural text's `count`).
    case missingStringArgument = 906

    // Run time: problems a running app meets and reports as ``RuntimeIssue``s (1001–1049)
    /// A value bound at run time that a node or modifier cannot use; a fallback is used.
    case unusableBoundValue = 1001
    /// An action that could not run as written: an unknown screen or tab, a state write that does not fit.
    case actionFailed = 1002
    /// A custom event with no handler registered by the host.
    case unhandledEvent = 1003
    /// A request that failed, or that names a data source the host does not register.
    case requestFailed = 1004
    /// `app.json` names a module the host does not install.
    case missingModule = 1005
    /// Persisted app state that could not be read or written (a damaged file, a folder that cannot be written).
    case stateNotKept = 1006
    /// A custom event's handler refused or failed (a link that is not a web link, a payload it cannot use).
    case handlerFailed = 1007
    /// A persisted value, saved by an earlier version of the app, that no longer fits the state `app.json` declares.
    case savedStateOutdated = 1008

    /// `SDUI0201`: what is printed and what `--allow` takes.
    public var name: String {
        let digits = String(rawValue)
        return "SDUI" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    public var description: String { name }

    /// The code named `SDUI0201` (case-insensitive; `0201` and `201` are accepted too).
    public init?(name: String) {
        var digits = Substring(name)
        if digits.uppercased().hasPrefix("SDUI") { digits = digits.dropFirst(4) }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), let code = Self(rawValue: number) else {
            return nil
        }
        self = code
    }

    /// Whether the problem stops the bundle from being correct (errors cannot be silenced),
    /// or only deserves a look (warnings: something is ignored or has no effect).
    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateKey, .unknownProperty, .childrenIgnored, .transitionWithoutKey, .emptyOptions, .duplicateOptionValue,
            .missingComponentParameter, .sheetInListRow, .symbolWithoutWebIcon, .styleKeyOnNode, .peerFormatOnNode, .peerNoCounterpart,
            .peerApproximation, .peerInvalidValue, .lowContrast, .untranslatedStrings, .missingPluralForm,
            // A running app goes on past each of these, so they are warnings a host can silence.
            .unusableBoundValue, .actionFailed, .unhandledEvent, .requestFailed, .missingModule, .stateNotKept, .handlerFailed,
            .savedStateOutdated:
            return .warning
        default:
            return .error
        }
    }
}
