import ViewEngine

extension ActionValue {
    /// The action run only when `condition` (an expression: `"!($.title | empty)"`) holds,
    /// and `otherwise` run instead when it does not: `.sequence(…).when("$.amount > 0",
    /// else: .setState("error", to: "Enter an amount"))`.
    public func when(_ condition: String, else otherwise: ActionValue? = nil) -> ActionValue {
        guard case .object(var object) = jsonValue else { return self }
        object["condition"] = .string(condition)
        if let otherwise { object["else"] = otherwise.jsonValue }
        return ActionValue(json: .object(object))
    }
}
