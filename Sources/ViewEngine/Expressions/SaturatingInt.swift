extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range; NaN becomes 0.
    ///
    /// `Int(_: Double)` traps on NaN, infinities and values beyond ±2⁶³, and the numbers
    /// here come from bundles and data, so every conversion of them goes through this.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
