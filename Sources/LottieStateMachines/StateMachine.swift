/// A dotLottie state machine as its file describes it: states that play segments of an animation, a global state
/// whose transitions apply from anywhere, transitions guarded by conditions on inputs, interactions that turn pointer
/// and playback events into actions, and the inputs themselves. Immutable; `StateMachineEngine` runs one.
///
/// Input values are `Float`, as in dotlottie-rs, so that arithmetic in actions and equality in guards give the same
/// results as the players that wrote these files.
public struct StateMachine: Sendable, Equatable {
    /// The state the machine starts in.
    package var initialState: String
    /// Every state, the global one among them.
    package var states: [State]
    /// Pointer and playback events that run actions.
    package var interactions: [Interaction]
    /// The inputs and their initial values.
    package var inputs: [Input]

    /// A machine built in code (the decoder builds one from a file).
    package init(initialState: String, states: [State], interactions: [Interaction] = [], inputs: [Input] = []) {
        self.initialState = initialState
        self.states = states
        self.interactions = interactions
        self.inputs = inputs
    }

    /// The state named `name`.
    package func state(named name: String) -> State? { states.first { $0.name == name } }

    /// The global state, whose transitions are evaluated before the current state's.
    package var globalState: State? { states.first { $0.playback == nil } }
}

extension StateMachine {
    /// A state: a playback state, or the global state.
    package struct State: Sendable, Equatable {
        /// Unique in the machine.
        package var name: String
        /// What the state plays; nil for the global state.
        package var playback: Playback?
        /// In priority order: the first whose guards all hold is taken, a transition without guards last.
        package var transitions: [Transition]
        /// Run on entering the state.
        package var entryActions: [Action]
        /// Run on leaving it (not when the global state forces the change).
        package var exitActions: [Action]

        /// A playback state, or the global state when `playback` is nil.
        package init(
            name: String, playback: Playback?, transitions: [Transition] = [], entryActions: [Action] = [],
            exitActions: [Action] = []
        ) {
            self.name = name
            self.playback = playback
            self.transitions = transitions
            self.entryActions = entryActions
            self.exitActions = exitActions
        }

        /// Whether this is the global state.
        package var isGlobal: Bool { playback == nil }
    }

    /// How a playback state plays: which animation, which segment (a marker's name) and how.
    package struct Playback: Sendable, Equatable {
        /// The animation's id in the dotLottie file; empty for the animation already playing.
        package var animation: String
        /// A marker's name; the whole animation when nil.
        package var segment: String?
        /// The direction it plays in.
        package var mode: PlaybackMode
        /// How many times the animation's own rate.
        package var speed: Float
        /// Whether the segment starts again at its end.
        package var loops: Bool
        /// How many times a looping segment plays before it completes; 0 plays it forever.
        package var loopCount: Int
        /// Whether the segment plays on entry (else it shows its first frame).
        package var autoplay: Bool
        /// Entering a final state stops the machine.
        package var isFinal: Bool
        /// `0xRRGGBBAA`, as dotlottie-rs reads it.
        package var backgroundColor: UInt32?

        /// How a state plays; every setting defaults as dotlottie-rs's does.
        package init(
            animation: String = "", segment: String? = nil, mode: PlaybackMode = .forward, speed: Float = 1,
            loops: Bool = false,
            loopCount: Int = 0, autoplay: Bool = false, isFinal: Bool = false, backgroundColor: UInt32? = nil
        ) {
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

    /// The direction a segment plays in; raw values are the file's words.
    package enum PlaybackMode: String, Sendable, Equatable, CaseIterable {
        case forward = "Forward", reverse = "Reverse", bounce = "Bounce", reverseBounce = "ReverseBounce"

        /// Whether the segment starts at its end.
        package var startsAtEnd: Bool { self == .reverse || self == .reverseBounce }
    }

    /// A move to another state when its guards hold.
    package struct Transition: Sendable, Equatable {
        /// The state it moves to.
        package var targetState: String
        /// All must hold.
        package var guards: [Guard]
        /// A tweened transition moves from the frame on screen to the target state's first frame first.
        package var tween: Tween?

        /// A transition to `targetState`, instant unless `tween` is given.
        package init(targetState: String, guards: [Guard] = [], tween: Tween? = nil) {
            self.targetState = targetState
            self.guards = guards
            self.tween = tween
        }

        /// Whether the transition waits for an event.
        package var needsEvent: Bool { guards.contains { if case .event = $0 { true } else { false } } }
    }

    /// How long a tweened transition takes and how it eases.
    package struct Tween: Sendable, Equatable {
        /// The tween's length.
        package var seconds: Double
        /// A cubic bezier's two handles, `[x1, y1, x2, y2]`.
        package var easing: [Double]

        /// A tween of `seconds` along the bezier `easing`.
        package init(seconds: Double, easing: [Double]) {
            self.seconds = seconds
            self.easing = easing
        }
    }

    /// How a guard compares; raw values are the file's words.
    package enum Comparison: String, Sendable, Equatable, CaseIterable {
        case greaterThan = "GreaterThan", greaterThanOrEqual = "GreaterThanOrEqual", lessThan = "LessThan"
        case lessThanOrEqual = "LessThanOrEqual", equal = "Equal", notEqual = "NotEqual"
    }

    /// A value in a guard or an action: a literal, or another input's value (`$name`, or a built-in such as
    /// `@elapsedTime`).
    package enum Operand: Sendable, Equatable {
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

    /// A condition on an input that a transition needs.
    package enum Guard: Sendable, Equatable {
        case numeric(input: String, Comparison, Operand)
        case string(input: String, Comparison, Operand)
        case boolean(input: String, Comparison, Operand)
        /// Holds when the event `input` was just fired.
        case event(input: String)

        /// The input the guard reads.
        package var input: String {
            switch self {
            case .numeric(let input, _, _), .string(let input, _, _), .boolean(let input, _, _), .event(let input):
                input
            }
        }
    }

    /// An input with its initial value; an event input has none.
    package enum Input: Sendable, Equatable {
        case numeric(name: String, value: Float)
        case string(name: String, value: String)
        case boolean(name: String, value: Bool)
        case event(name: String)

        /// The input's name.
        package var name: String {
            switch self {
            case .numeric(let name, _), .string(let name, _), .boolean(let name, _), .event(let name): name
            }
        }

        /// Numeric, String, Boolean or Event, as files write it.
        package var typeName: String {
            switch self {
            case .numeric: "Numeric"
            case .string: "String"
            case .boolean: "Boolean"
            case .event: "Event"
            }
        }
    }

    /// Actions run when a pointer or playback event happens.
    package struct Interaction: Sendable, Equatable {
        /// The event an interaction waits for; raw values are the file's words.
        package enum Kind: String, Sendable, Equatable, CaseIterable {
            case pointerDown = "PointerDown", pointerUp = "PointerUp", pointerEnter = "PointerEnter", pointerExit =
                "PointerExit"
            case pointerMove = "PointerMove", click = "Click", onComplete = "OnComplete", onLoopComplete =
                "OnLoopComplete"
        }

        /// The event it waits for.
        package var kind: Kind
        /// The layer a pointer interaction listens on; nil for the whole animation.
        package var layerName: String?
        /// The state whose completion an `onComplete`/`onLoopComplete` interaction listens for.
        package var stateName: String?
        /// What it does, in order.
        package var actions: [Action]

        /// An interaction on `layerName` (anywhere when nil) or of `stateName`.
        package init(kind: Kind, layerName: String? = nil, stateName: String? = nil, actions: [Action]) {
            self.kind = kind
            self.layerName = layerName
            self.stateName = stateName
            self.actions = actions
        }
    }

    /// Something a state or an interaction does: change inputs, fire events, seek, theme, report.
    package enum Action: Sendable, Equatable {
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
    package static let builtInPrefix = "@"
    /// Seconds since the machine started, readable by numeric guards and actions.
    package static let elapsedTimeInput = "@elapsedTime"
}
