@_spi(Model) import LottieModel

/// What a host can hook into, each with the time it happens.
public enum TabShiftEvent: Sendable, Equatable {
    case began(from: Int, to: Int, time: Double, interactive: Bool)
    case trackCompleted(ShiftTrackKind, time: Double)
    /// A new request arrived before the shift finished.
    case interrupted(time: Double)
    /// The shift came to rest with `selected` chosen; `cancelled` when a gesture gave up and went back.
    case finished(selected: Int, cancelled: Bool, time: Double)
    /// Tab `tab`'s badge was set, changed or (nil) cleared.
    case badgeChanged(tab: Int, badge: TabBadge?, time: Double)

    /// When the event happens, in seconds since the session began.
    public var time: Double {
        switch self {
        case .began(_, _, let time, _), .trackCompleted(_, let time), .interrupted(let time), .finished(_, _, let time),
            .badgeChanged(_, _, let time):
            time
        }
    }
}
