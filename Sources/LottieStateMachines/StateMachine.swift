/// A dotLottie state machine as its file describes it: states that play segments of an animation, a global state
/// whose transitions apply from anywhere, transitions guarded by conditions on inputs, interactions that turn pointer
/// and playback events into actions, and the inputs themselves. Immutable; `StateMachineEngine` runs one.
///
/// Input values are `Float`, as in dotlottie-rs, so that arithmetic in actions and equality in guards give the same
/// results as the players that wrote these files.
public struct StateMachine: Sendable, Equatable {
    /// The state the machine starts in.
    public var initialState: String
    public var states: [State]
    public var interactions: [Interaction]
    public var inputs: [Input]

    public init(initialState: String, states: [State], interactions: [Interaction] = [], inputs: [Input] = []) {
        self.initialState = initialState
        self.states = states
        self.interactions = interactions
        self.inputs = inputs
    }

    /// The state named `name`.
    public func state(named name: String) -> State? { states.first { $0.name == name } }

    /// The global state, whose transitions are evaluated before the current state's.
    public var globalState: State? { states.first { $0.playback == nil } }
}

extension StateMachine {
    public struct State: Sendable, Equatable {
        public var name: String
        /// What the state plays; nil for the global state.
        public var playback: Playback?
        /// In priority order: the first whose guards all hold is taken, a transition without guards last.
        public var transitions: [Transition]
        public var entryActions: [Action]
        public var exitActions: [Action]

        public init(name: String, playback: Playback?, transitions: [Transition] = [], entryActions: [Action] = [], exitActions: [Action] = []) {
            self.name = name
            self.playback = playback
            self.transitions = transitions
            self.entryActions = entryActions
            self.exitActions = exitActions
        }

        public var isGlobal: Bool { playback == nil }
    }

    /// How a playback state plays: which animation, which segment (a marker's name) and how.
    public struct Playback: Sendable, Equatable {
        /// The animation's id in the dotLottie file; empty for the animation already playing.
        public var animation: String
        public var segment: String?
        public var mode: PlaybackMode
        public var speed: Float
        public var loops: Bool
        /// How many times a looping segment plays before it completes; 0 plays it forever.
        public var loopCount: Int
        public var autoplay: Bool
        /// Entering a final state stops the machine.
        public var isFinal: Bool
        /// `0xRRGGBBAA`, as dotlottie-rs reads it.
        public var backgroundColor: UInt32?

        public init(animation: String = "", segment: String? = nil, mode: PlaybackMode = .forward, speed: Float = 1, loops: Bool = false,
                    loopCount: Int = 0, autoplay: Bool = false, isFinal: Bool = false, backgroundColor: UInt32? = nil) {
            self.animation = animation
            self.segment = segment
            self.mode = mode
            self.speed = speed
            self.loops = loops
            self.loopCount = loopCount
            self.autoplay = autoplay
            self.isFinal = isFinal
            self.backgroundColor = backgroundColor
        }
    }

    public enum PlaybackMode: String, Sendable, Equatable, CaseIterable {
        case forward = "Forward", reverse = "Reverse", bounce = "Bounce", reverseBounce = "ReverseBounce"

        /// Whether the segment starts at its end.
        public var startsAtEnd: Bool { self == .reverse || self == .reverseBounce }
    }

    public struct Transition: Sendable, Equatable {
        public var targetState: String
        /// All must hold.
        public var guards: [Guard]
        /// A tweened transition moves from the frame on screen to the target state's first frame first.
        public var tween: Tween?

        public init(targetState: String, guards: [Guard] = [], tween: Tween? = nil) {
            self.targetState = targetState
            self.guards = guards
            self.tween = tween
        }

        /// Whether the transition waits for an event.
        public var needsEvent: Bool { guards.contains { if case .event = $0 { true } else { false } } }
    }

    public struct Tween: Sendable, Equatable {
        public var seconds: Double
        /// A cubic bezier's two handles, `[x1, y1, x2, y2]`.
        public var easing: [Double]

        public init(seconds: Double, easing: [Double]) {
            self.seconds = seconds
            self.easing = easing
        }
    }

    public enum Comparison: String, Sendable, Equatable, CaseIterable {
        case greaterThan = "GreaterThan", greaterThanOrEqual = "GreaterThanOrEqual", lessThan = "LessThan"
        case lessThanOrEqual = "LessThanOrEqual", equal = "Equal", notEqual = "NotEqual"
    }

    /// A value in a guard or an action: a literal, or another input's value (`$name`, or a built-in such as
    /// `@elapsedTime`).
    public enum Operand: Sendable, Equatable {
        case number(Float)
        case text(String)
        case boolean(Bool)

        /// The input a `$name` or `@name` operand reads; nil for literals.
        var reference: String? {
            guard case .text(let text) = self else { return nil }
            if text.hasPrefix(StateMachine.builtInPrefix) { return text }
            if text.hasPrefix("$") { return String(text.dropFirst()) }
            return nil
        }
    }

    public enum Guard: Sendable, Equatable {
        case numeric(input: String, Comparison, Operand)
        case string(input: String, Comparison, Operand)
        case boolean(input: String, Comparison, Operand)
        /// Holds when the event `input` was just fired.
        case event(input: String)

        public var input: String {
            switch self {
            case .numeric(let input, _, _), .string(let input, _, _), .boolean(let input, _, _), .event(let input): input
            }
        }
    }

    public enum Input: Sendable, Equatable {
        case numeric(name: String, value: Float)
        case string(name: String, value: String)
        case boolean(name: String, value: Bool)
        case event(name: String)

        public var name: String {
            switch self {
            case .numeric(let name, _), .string(let name, _), .boolean(let name, _), .event(let name): name
            }
        }

        public var typeName: String {
            switch self {
            case .numeric: "Numeric"
            case .string: "String"
            case .boolean: "Boolean"
            case .event: "Event"
            }
        }
    }

    public struct Interaction: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            case pointerDown = "PointerDown", pointerUp = "PointerUp", pointerEnter = "PointerEnter", pointerExit = "PointerExit"
            case pointerMove = "PointerMove", click = "Click", onComplete = "OnComplete", onLoopComplete = "OnLoopComplete"
        }

        public var kind: Kind
        /// The layer a pointer interaction listens on; nil for the whole animation.
        public var layerName: String?
        /// The state whose completion an `onComplete`/`onLoopComplete` interaction listens for.
        public var stateName: String?
        public var actions: [Action]

        public init(kind: Kind, layerName: String? = nil, stateName: String? = nil, actions: [Action]) {
            self.kind = kind
            self.layerName = layerName
            self.stateName = stateName
            self.actions = actions
        }
    }

    public enum Action: Sendable, Equatable {
        case increment(input: String, by: Operand?)
        case decrement(input: String, by: Operand?)
        case multiply(input: String, by: Operand)
        case floor(input: String)
        case clamp(input: String, minimum: Operand?, maximum: Operand?)
        case setRandom(input: String, minimum: Operand?, maximum: Operand?, integer: Bool)
        case toggle(input: String)
        case setBoolean(input: String, Operand)
        case setNumeric(input: String, Operand)
        case setString(input: String, String)
        case fire(input: String)
        case reset(input: String)
        case setTheme(String)
        case setFrame(Operand)
        case setProgress(Operand)
        case openURL(String, target: String)
        case fireCustomEvent(String)
    }

    /// Names beginning with `@` are the player's own inputs (`@elapsedTime`); a file cannot declare one.
    public static let builtInPrefix = "@"
    /// Seconds since the machine started, readable by numeric guards and actions.
    public static let elapsedTimeInput = "@elapsedTime"
}
