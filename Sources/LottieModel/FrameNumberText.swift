extension Double {
    /// A frame number for messages: whole frames without a decimal point, anything else as Swift prints it
    /// (`12.5`, `1e+19`, `inf`), never trapping on numbers no integer holds.
    public var frameNumberText: String {
        self == rounded() && abs(self) < 1e15
            ? String(Int(clampingRounded: self, to: -999_999_999_999_999...999_999_999_999_999)) : String(self)
    }
}
