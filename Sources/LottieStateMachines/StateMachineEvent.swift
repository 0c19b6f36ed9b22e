/// What a running machine reports, in the order it happened.
public enum StateMachineEvent: Sendable, Equatable, CustomStringConvertible {
    case started
    case stopped
    /// A transition was taken (a tweened one reports the state it is entering when the tween ends).
    case transition(from: String, to: String)
    case stateEntered(String)
    case stateExited(String)
    case numericInputChanged(name: String, from: Float, to: Float)
    case stringInputChanged(name: String, from: String, to: String)
    case booleanInputChanged(name: String, from: Bool, to: Bool)
    case inputFired(String)
    case customEvent(String)
    /// An `OpenUrl` action the caller's policy allowed; the player opens nothing itself.
    case openURL(String, target: String)
    /// The state's segment played to its end (`loop`: one pass of a looping segment).
    case playbackCompleted(state: String, loop: Bool)
    case error(String)

    /// One line for logs.
    public var description: String {
        switch self {
        case .started: "started"
        case .stopped: "stopped"
        case .transition(let from, let to): "transition \(from.isEmpty ? "(start)" : from) -> \(to)"
        case .stateEntered(let state): "entered \(state)"
        case .stateExited(let state): "exited \(state.isEmpty ? "(start)" : state)"
        case .numericInputChanged(let name, let from, let to): "\(name): \(from) -> \(to)"
        case .stringInputChanged(let name, let from, let to): "\(name): \"\(from)\" -> \"\(to)\""
        case .booleanInputChanged(let name, let from, let to): "\(name): \(from) -> \(to)"
        case .inputFired(let name): "fired \(name)"
        case .customEvent(let message): "custom event \(message)"
        case .openURL(let url, let target): "open \(url)\(target.isEmpty ? "" : " in \(target)")"
        case .playbackCompleted(let state, let loop): "\(state) \(loop ? "completed a loop" : "completed")"
        case .error(let message): "error: \(message)"
        }
    }
}

/// What a user or the playback sends a running machine.
public enum InteractionEvent: Sendable, Equatable {
    case pointerDown(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    case pointerMove(x: Double, y: Double)
    case pointerEnter(x: Double, y: Double)
    case pointerExit(x: Double, y: Double)
    case click(x: Double, y: Double)
    case onComplete
    case onLoopComplete

    /// The interaction kind that listens for this event.
    package var kind: StateMachine.Interaction.Kind {
        switch self {
        case .pointerDown: .pointerDown
        case .pointerUp: .pointerUp
        case .pointerMove: .pointerMove
        case .pointerEnter: .pointerEnter
        case .pointerExit: .pointerExit
        case .click: .click
        case .onComplete: .onComplete
        case .onLoopComplete: .onLoopComplete
        }
    }

    /// Where a pointer event happened, in the animation's coordinates.
    public var point: (x: Double, y: Double)? {
        switch self {
        case .pointerDown(let x, let y), .pointerUp(let x, let y), .pointerMove(let x, let y),
            .pointerEnter(let x, let y),
            .pointerExit(let x, let y), .click(let x, let y):
            (x, y)
        case .onComplete, .onLoopComplete: nil
        }
    }
}

/// Which URLs an `OpenUrl` action may report: none unless the caller lists them.
public struct OpenURLPolicy: Sendable, Equatable {
    /// `host`, `host/path`, `*.host` (the host and its subdomains), `…/*` (any path below); `*` allows every
    /// http(s) URL. Schemes are ignored in patterns; only http and https URLs are ever allowed.
    public var allowList: [String]
    /// Only while handling a pointer-down or click, as a browser allows pop-ups.
    public var requiresUserInteraction: Bool

    /// A policy; the default allows nothing.
    public init(allowList: [String] = [], requiresUserInteraction: Bool = true) {
        self.allowList = allowList
        self.requiresUserInteraction = requiresUserInteraction
    }

    /// Whether `url` may be reported.
    public func allows(_ url: String) -> Bool {
        let lowered = url.trimmingWhitespace.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = lowered.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = lowered.dropFirst(7)
        } else {
            return false
        }
        let withoutQuery = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let slash = withoutQuery.firstIndex(of: "/")
        let host = String(slash.map { withoutQuery[..<$0] } ?? withoutQuery)
        var path = slash.map { String(withoutQuery[$0...]) } ?? ""
        if path == "/" { path = "" }
        guard !host.isEmpty else { return false }
        return allowList.contains { Self.matches(pattern: $0, host: host, path: path) }
    }

    private static func matches(pattern raw: String, host: String, path: String) -> Bool {
        var pattern = raw.trimmingWhitespace.lowercased()
        if pattern == "*" { return true }
        for scheme in ["https://", "http://"] where pattern.hasPrefix(scheme) {
            pattern = String(pattern.dropFirst(scheme.count))
        }
        let slash = pattern.firstIndex(of: "/")
        let patternHost = String(slash.map { pattern[..<$0] } ?? Substring(pattern))
        var patternPath = slash.map { String(pattern[$0...]) } ?? ""
        if patternPath == "/" { patternPath = "" }
        if patternHost.hasPrefix("*.") {
            let base = String(patternHost.dropFirst(2))
            guard host == base || host.hasSuffix("." + base) else { return false }
        } else if patternHost != host {
            return false
        }
        if patternPath.hasSuffix("/*") {
            let prefix = String(patternPath.dropLast(2))
            return path == prefix || path.hasPrefix(prefix + "/") || prefix.isEmpty
        }
        return patternPath == path
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
