/// The version of this package, as tagged in its repository and listed in CHANGELOG.md.
public enum TabShiftVersion {
    /// This version, e.g. `0.2.0`.
    public static let current = "0.2.0"
}
