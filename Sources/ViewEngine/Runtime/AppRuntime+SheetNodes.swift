/// Sheet nodes without `isPresented` (the spec's `sheet`): a `present` action naming one shows
/// it, a `dismiss` closes it. Whether each is shown lives in its screen's state
/// (`presented.<name>`, see `SheetNode`), so it renders like any bound sheet.
@MainActor
extension AppRuntime {
    /// A `present` naming a sheet node of the screen rather than a screen of the bundle shows
    /// that sheet.
    func presentSheet(named name: String, on id: ScreenID) -> Bool {
        guard let screenName = screens[id]?.name, bundle.screens[screenName]?.node.unboundSheetNames.contains(name) == true else { return false }
        change(true, at: SheetNode.presentedPath(named: name), screen: id, onChange: nil)
        return true
    }

    /// A `dismiss` while a sheet node shown by `present` is up closes that sheet first.
    func dismissPresentedSheet(on id: ScreenID) -> Bool {
        guard case .object(let shown)? = screens[id]?.state[SheetNode.presentedKey],
            let name = shown.keys.last(where: { ValueText.isTruthy(shown[$0]) })
        else { return false }
        change(false, at: SheetNode.presentedPath(named: name), screen: id, onChange: nil)
        return true
    }
}
