/// Which points a self-overlapping path counts as inside.
public enum FillRule: String, Hashable, Sendable {
    case nonZero
    case evenOdd
}
