/// Runs a `StateMachine`: inputs, guards, transitions (instant and tweened), interactions and actions, over a
/// `PlaybackClock` that says which frame is on screen. Everything happens in calls the owner makes (set an input,
/// fire an event, post a pointer event, let time pass), so a run is deterministic: the same calls give the same
/// states, frames and events. What the machine needs of the animation (which layer a point hits, switching themes
/// and animations) it asks its `Host`.
///
/// The rules are dotlottie-rs's, so that a machine behaves as it does in LottieFiles' players: the global state's
/// transitions are evaluated before the current state's; a transition that waits for an event is only considered
/// when one was fired and one that does not only when none was; a transition without guards is taken last; entering a
/// state runs its entry actions (and leaving it its exit actions, except when the global state forces the change);
/// a revisit of a state in one evaluation counts as a cycle, and the machine stops after `maximumCycles`.
package final class StateMachineEngine {
    /// What the machine asks of the animation it drives.
    package struct Host {
        /// Whether the point hits the layer named `layer` at `frame` (the frame on screen).
        package var hitTest: (_ layer: String, _ x: Double, _ y: Double, _ frame: Double) -> Bool
        /// Applies a theme; false when there is no such theme.
        package var setTheme: (_ theme: String) -> Bool
        /// Switches to another animation of the file; its timing, or nil when there is none.
        package var loadAnimation: (_ id: String) -> PlaybackClock.Timing?

        /// A host; what it is not given never hits, has no theme and no other animation.
        package init(
            hitTest: @escaping (String, Double, Double, Double) -> Bool = { _, _, _, _ in false },
            setTheme: @escaping (String) -> Bool = { _ in false },
            loadAnimation: @escaping (String) -> PlaybackClock.Timing? = { _ in nil }
        ) {
            self.hitTest = hitTest
            self.setTheme = setTheme
            self.loadAnimation = loadAnimation
        }
    }

    /// Whether the machine evaluates transitions, is in a tweened one, or has stopped.
    package enum Status: String, Sendable, Equatable {
        case running = "Running", tweening = "Tweening", stopped = "Stopped"
    }

    /// Why a call did nothing.
    package enum Failure: Error, Sendable, Equatable {
        case notRunning, unknownEvent(String), unknownState(String), infiniteLoop, budgetExceeded
    }

    /// Work one call may do (state changes, actions run, events reported), so that no machine can keep the caller
    /// for long: the machine stops with an error event when a call exceeds it.
    package struct Budget: Sendable, Equatable {
        /// State changes and actions one call may run.
        package var stepsPerCall = 100_000
        /// Events kept until they are taken.
        package var eventsKept = 10_000
        /// Revisits of a state in one evaluation before the machine stops (dotlottie-rs's number).
        package var maximumCycles = 20

        /// The default budget.
        package init() {}
    }

    /// The machine run.
    package let machine: StateMachine
    /// Running, tweening or stopped.
    package private(set) var status: Status = .stopped
    /// Which frame, or blend of poses, is on screen.
    package private(set) var playback: PlaybackClock
    /// The animation the clock plays (a dotLottie id; empty for the only one).
    package private(set) var animationID: String
    /// Seconds since `start`: the `@elapsedTime` input.
    package private(set) var elapsedSeconds: Float = 0
    /// What one call may do.
    package var budget: Budget
    /// What the machine asks of the animation.
    package var host: Host

    private var inputs: StateMachineInputs
    private let globalState: StateMachine.State?
    private var currentState: StateMachine.State?
    private var currentEvent: String?
    private var policy = OpenURLPolicy()
    private var events: [StateMachineEvent] = []
    private var droppedEvents = false
    private var history: [String] = []
    private var cycles = 0
    private var actionChangedInputs = false
    private var tweenTarget: StateMachine.State?
    private var tweenTargetFrame: Double?
    private var tweenSourceExited = false
    private var steps = 0
    private var random: PermutedCongruentialGenerator
    private var seed: UInt64 = PermutedCongruentialGenerator.defaultSeed
    private let elapsedTimeStates: Set<String>
    private let elapsedTimeInGlobal: Bool
    private var enteredLayer = ""
    private let listenedLayers: [(layer: String, kind: StateMachine.Interaction.Kind)]
    private var mostRecentEvent: InteractionEvent?

    /// A stopped engine for `machine` over an animation of `timing` (none: the rules alone).
    package init(
        machine: StateMachine, timing: PlaybackClock.Timing = .none, animationID: String = "", host: Host = Host(),
        budget: Budget = Budget()
    ) {
        self.machine = machine
        self.host = host
        self.budget = budget
        self.animationID = animationID
        playback = PlaybackClock(timing: timing)
        inputs = StateMachineInputs(machine.inputs)
        globalState = machine.globalState
        random = PermutedCongruentialGenerator(seed: PermutedCongruentialGenerator.defaultSeed)
        var states: Set<String> = []
        var inGlobal = false
        for state in machine.states
        where state.transitions.contains(where: { $0.guards.contains(where: Self.readsElapsedTime) }) {
            if state.isGlobal { inGlobal = true } else { states.insert(state.name) }
        }
        elapsedTimeStates = states
        elapsedTimeInGlobal = inGlobal
        var listened: [(String, StateMachine.Interaction.Kind)] = []
        for interaction in machine.interactions {
            guard let layer = interaction.layerName else { continue }
            switch interaction.kind {
            case .pointerEnter, .pointerExit, .pointerUp, .pointerDown: listened.append((layer, interaction.kind))
            default: break
            }
        }
        listenedLayers = listened
    }

    private static func readsElapsedTime(_ condition: StateMachine.Guard) -> Bool {
        guard case .numeric(let input, _, let operand) = condition else { return false }
        return input == StateMachine.elapsedTimeInput || operand == .text(StateMachine.elapsedTimeInput)
    }

    // MARK: Reading

    /// The current state; during a tween, the state it leaves.
    package var currentStateName: String { currentState?.name ?? "" }

    /// The events since the last call, oldest first.
    package func takeEvents() -> [StateMachineEvent] {
        defer {
            events.removeAll(keepingCapacity: true)
            droppedEvents = false
        }
        return events
    }

    /// A numeric input's value, or `@elapsedTime`; nil when there is none.
    package func numericInput(_ name: String) -> Float? {
        name == StateMachine.elapsedTimeInput ? elapsedSeconds : inputs.numeric(name)
    }

    /// A string input's value; nil when there is none.
    package func stringInput(_ name: String) -> String? { inputs.string(name) }

    /// A boolean input's value; nil when there is none.
    package func booleanInput(_ name: String) -> Bool? { inputs.boolean(name) }

    /// Every input as (name, type), the built-in `@elapsedTime` first.
    package var inputDeclarations: [(name: String, type: String)] {
        [(StateMachine.elapsedTimeInput, "Numeric")] + machine.inputs.map { ($0.name, $0.typeName) }
    }

    /// The interaction kinds a host must send for this machine: pointer moves too when it listens for a layer's
    /// enter or exit, since the machine finds those itself.
    package var interactionKinds: Set<StateMachine.Interaction.Kind> {
        var kinds: Set<StateMachine.Interaction.Kind> = []
        for interaction in machine.interactions {
            kinds.insert(interaction.kind)
            if interaction.kind == .pointerEnter || interaction.kind == .pointerExit { kinds.insert(.pointerMove) }
        }
        return kinds
    }

    /// Draws of `SetRandom` repeat for the same seed.
    package func setSeed(_ seed: UInt64) {
        self.seed = seed
        random = PermutedCongruentialGenerator(seed: seed)
    }

    // MARK: Running

    /// Enters the initial state and evaluates the machine; `@elapsedTime` starts at 0.
    package func start(policy: OpenURLPolicy = OpenURLPolicy()) throws(Failure) {
        beginCall()
        playback.stop()
        self.policy = policy
        elapsedSeconds = 0
        random = PermutedCongruentialGenerator(seed: seed)
        do throws(Failure) {
            try setCurrentState(machine.initialState, causing: nil, fromGlobal: false)
        } catch {
            report(.error("the initial state \"\(machine.initialState)\" cannot be entered"))
            throw error
        }
        if status == .running { return }
        report(.started)
        // A final initial state stopped the machine as it was entered.
        if currentState?.playback?.isFinal == true { return }
        status = .running
        _ = try? runPipeline()
    }

    /// Stops evaluating transitions; the playback keeps its state.
    package func stop() {
        guard status != .stopped else { return }
        status = .stopped
        tweenTarget = nil
        tweenTargetFrame = nil
        report(.stopped)
    }

    /// Sets a numeric input and evaluates the machine; the old value, nil when there is no such input.
    @discardableResult
    package func setNumericInput(_ name: String, _ value: Float) -> Float? {
        beginCall()
        return setNumeric(name, value, runsPipeline: true, fromAction: false)
    }

    /// Sets a string input and evaluates the machine; the old value, nil when there is no such input.
    @discardableResult
    package func setStringInput(_ name: String, _ value: String) -> String? {
        beginCall()
        return setString(name, value, runsPipeline: true, fromAction: false)
    }

    /// Sets a boolean input and evaluates the machine; the old value, nil when there is no such input.
    @discardableResult
    package func setBooleanInput(_ name: String, _ value: Bool) -> Bool? {
        beginCall()
        return setBoolean(name, value, runsPipeline: true, fromAction: false)
    }

    /// Fires an event input and evaluates the machine.
    package func fire(_ event: String) throws(Failure) {
        beginCall()
        try fire(event, runsPipeline: true)
    }

    /// Sets an input back to its declared value and evaluates the machine.
    package func resetInput(_ name: String) {
        beginCall()
        reset(name, runsPipeline: true, fromAction: false)
    }

    /// A pointer event at a point of the animation, or a playback event.
    package func post(_ event: InteractionEvent) {
        beginCall()
        handle(event)
    }

    /// Enters `name` at once, whatever the guards say; `evaluate` then runs the transitions from it.
    package func overrideState(_ name: String, evaluate: Bool) throws(Failure) {
        beginCall()
        try setCurrentState(name, causing: nil, fromGlobal: false)
        if evaluate { try runPipeline() }
    }

    /// Lets `seconds` pass: the clock moves (completions are posted as `OnComplete`/`OnLoopComplete`), a finished
    /// tween enters its state, and guards on `@elapsedTime` are evaluated again.
    package func advance(seconds: Double) {
        beginCall()
        let milliseconds = max(seconds, 0) * 1000
        for completion in playback.advance(milliseconds: milliseconds) {
            report(.playbackCompleted(state: currentStateName, loop: completion == .loop))
            handle(completion == .loop ? .onLoopComplete : .onComplete)
        }
        if status == .tweening && !playback.isTweening {
            switch playback.takeTweenOutcome() {
            case .completed:
                resumeFromTween()
                // Guards that came true during the tween were evaluated against the state it left.
                _ = try? runPipeline()
            case .cancelled, nil:
                abortTween()
            }
        }
        guard status != .stopped else { return }
        elapsedSeconds += Float(milliseconds * 0.001)
        let readsTime = elapsedTimeInGlobal || currentState.map { elapsedTimeStates.contains($0.name) } ?? false
        if readsTime { _ = try? runPipeline() }
    }

    /// Stops the clock where it is (a tween under way is cancelled, and the machine leaves it on the next advance).
    package func stopPlayback() {
        playback.stop()
    }

    /// Tweens the playback to `frame` (counted from the first) as a player's own tween does, outside any transition;
    /// a tweened transition taken meanwhile carries on from the pose on screen. False without an animation.
    @discardableResult
    package func tweenPlayback(toFrame frame: Double, seconds: Double, easing: [Double]) -> Bool {
        playback.tween(to: min(max(frame, 0), playback.timing.lastFrame), seconds: seconds, easing: easing)
    }

    // MARK: The rules

    private func beginCall() {
        steps = 0
    }

    /// Counts one unit of work; false (and the machine stopped) past the budget.
    private func spend() -> Bool {
        steps += 1
        guard steps <= budget.stepsPerCall else {
            if status != .stopped {
                stop()
                report(.error("the machine did more than \(budget.stepsPerCall) steps in one call and was stopped"))
            }
            return false
        }
        return true
    }

    /// Keeps `event`, up to the budget; past it, only a few errors and the stop are kept (a machine that stops says
    /// why even after flooding its log), after one error saying that events were dropped.
    private func report(_ event: StateMachineEvent) {
        if events.count < budget.eventsKept {
            events.append(event)
            return
        }
        if !droppedEvents {
            droppedEvents = true
            events.append(
                .error(
                    "more than \(budget.eventsKept) events since they were last taken; only errors are kept until then")
            )
        }
        guard events.count < budget.eventsKept + 64 else { return }
        switch event {
        case .error, .stopped: events.append(event)
        default: break
        }
    }

    private func state(named name: String) -> StateMachine.State? {
        if let globalState, globalState.name == name { return globalState }
        return machine.state(named: name)
    }

    private func setCurrentState(
        _ name: String, causing transition: StateMachine.Transition?, fromGlobal: Bool
    ) throws(Failure) {
        guard spend() else { throw .budgetExceeded }
        let interruptingTween = status == .tweening
        // Redirecting to the state already being tweened to changes nothing; an override still takes effect.
        if interruptingTween, transition != nil, tweenTarget?.name == name { return }
        let sourceExited = interruptingTween && tweenSourceExited
        guard let newState = state(named: name) else { throw .unknownState(name) }
        report(.transition(from: currentStateName, to: newState.name))
        if let current = currentState, !sourceExited, !fromGlobal {
            run(current.exitActions)
        }
        if !sourceExited { report(.stateExited(currentStateName)) }
        if let tween = transition?.tween {
            guard let playbackSettings = newState.playback else { return }
            if currentState?.playback?.animation ?? "" == playbackSettings.animation,
                let target = playback.firstFrame(ofSegment: playbackSettings.segment, mode: playbackSettings.mode),
                playback.tween(to: target, seconds: tween.seconds, easing: tween.easing)
            {
                tweenTarget = newState
                tweenTargetFrame = target
                tweenSourceExited = sourceExited || !fromGlobal
                status = .tweening
                return
            }
        }
        if interruptingTween {
            playback.cancelTween()
            _ = playback.takeTweenOutcome()
            abortTween()
        }
        currentState = newState
        report(.stateEntered(newState.name))
        enter(newState)
    }

    private func resumeFromTween() {
        guard status == .tweening else { return }
        status = .running
        guard let target = tweenTarget else { return }
        tweenTarget = nil
        currentState = target
        report(.stateEntered(target.name))
        enter(target)
        if let frame = tweenTargetFrame {
            tweenTargetFrame = nil
            playback.show(frame: frame)
        }
    }

    private func abortTween() {
        guard status == .tweening else { return }
        status = .running
        tweenTarget = nil
        tweenTargetFrame = nil
    }

    private func enter(_ state: StateMachine.State) {
        if let settings = state.playback {
            if !settings.animation.isEmpty, settings.animation != animationID,
                let timing = host.loadAnimation(settings.animation)
            {
                animationID = settings.animation
                playback.load(timing)
            }
            playback.play(settings)
        }
        run(state.entryActions)
        if state.playback?.isFinal == true { stop() }
    }

    private func run(_ actions: [StateMachine.Action]) {
        for action in actions {
            guard spend() else { return }
            execute(action, runsPipeline: false, fromAction: true)
        }
    }

    /// The first transition of `state` whose guards hold, else its transition without guards.
    private func evaluate(_ state: StateMachine.State, event: String?) -> StateMachine.Transition? {
        var guardless: StateMachine.Transition?
        for transition in state.transitions {
            if transition.guards.isEmpty {
                guardless = transition
                continue
            }
            guard transition.needsEvent == (event != nil) else { continue }
            if transition.guards.allSatisfy({ holds($0, event: event) }) { return transition }
        }
        return guardless
    }

    private func holds(_ condition: StateMachine.Guard, event: String?) -> Bool {
        switch condition {
        case .event(let input):
            return event == input
        case .numeric(let input, let comparison, let operand):
            guard let value = numericInput(input) else { return false }
            let other: Float?
            switch operand {
            case .number(let number): other = number
            case .text: other = operand.reference.flatMap(numericInput)
            case .boolean: other = nil
            }
            guard let other else { return false }
            return comparison.holds(value, other)
        case .string(let input, let comparison, let operand):
            guard let value = inputs.string(input), case .text(let text) = operand else { return false }
            let other = text.hasPrefix("$") ? inputs.string(String(text.dropFirst())) : text
            guard let other else { return false }
            return comparison.holdsForEquality(value == other)
        case .boolean(let input, let comparison, let operand):
            guard let value = inputs.boolean(input) else { return false }
            let other: Bool?
            switch operand {
            case .boolean(let flag): other = flag
            case .text(let text): other = inputs.boolean(String(text.drop { $0 == "$" }))
            case .number: other = nil
            }
            guard let other else { return false }
            return comparison.holdsForEquality(value == other)
        }
    }

    private func evaluateGlobalState() -> Bool {
        guard let globalState, let transition = evaluate(globalState, event: currentEvent) else { return false }
        currentEvent = nil
        // While tweening, the state being settled into is the tween's target, not the one being left.
        let settled = status == .tweening ? tweenTarget?.name ?? currentStateName : currentStateName
        if transition.targetState == settled { return false }
        do {
            try setCurrentState(transition.targetState, causing: transition, fromGlobal: true)
            return true
        } catch {
            return false
        }
    }

    private func runPipeline() throws(Failure) {
        cycles = 0
        guard status != .stopped, currentState != nil || globalState != nil else { throw .notRunning }
        var again = true
        var skipsGlobal = false
        while again {
            again = false
            var skipsCurrent = false
            guard spend() else { throw .budgetExceeded }
            if let last = history.last, history.dropLast().contains(last) {
                cycles += 1
                if cycles >= budget.maximumCycles {
                    stop()
                    report(.error("InfiniteLoop"))
                    throw .infiniteLoop
                }
                history.removeAll(keepingCapacity: true)
            }
            if let currentState { history.append(currentState.name) }
            if !skipsGlobal, evaluateGlobalState() {
                if status == .tweening { break }
                // Entering from the global state ran entry actions: the global state is evaluated again first.
                if actionChangedInputs {
                    skipsCurrent = true
                    again = true
                    actionChangedInputs = false
                }
                if currentEvent != nil {
                    skipsCurrent = true
                    again = true
                }
            }
            if !skipsCurrent, let currentState, let transition = evaluate(currentState, event: currentEvent) {
                currentEvent = nil
                do {
                    try setCurrentState(transition.targetState, causing: transition, fromGlobal: false)
                } catch {
                    break
                }
                if status == .tweening { break }
                again = true
                if actionChangedInputs {
                    skipsGlobal = false
                    actionChangedInputs = false
                } else {
                    skipsGlobal = currentEvent == nil
                }
            }
        }
        // While tweening only the state being left is evaluated, so an event no transition took waits for the tween.
        if status != .tweening { currentEvent = nil }
    }

    // MARK: Inputs

    @discardableResult
    private func setNumeric(_ name: String, _ value: Float, runsPipeline: Bool, fromAction: Bool) -> Float? {
        guard !name.hasPrefix(StateMachine.builtInPrefix) else { return nil }
        let old = inputs.setNumeric(name, value)
        if let old, old != value { report(.numericInputChanged(name: name, from: old, to: value)) }
        if fromAction { actionChangedInputs = true }
        if runsPipeline { _ = try? runPipeline() }
        return old
    }

    @discardableResult
    private func setString(_ name: String, _ value: String, runsPipeline: Bool, fromAction: Bool) -> String? {
        guard !name.hasPrefix(StateMachine.builtInPrefix) else { return nil }
        let old = inputs.setString(name, value)
        if let old, old != value { report(.stringInputChanged(name: name, from: old, to: value)) }
        if fromAction { actionChangedInputs = true }
        if runsPipeline { _ = try? runPipeline() }
        return old
    }

    @discardableResult
    private func setBoolean(_ name: String, _ value: Bool, runsPipeline: Bool, fromAction: Bool) -> Bool? {
        guard !name.hasPrefix(StateMachine.builtInPrefix) else { return nil }
        let old = inputs.setBoolean(name, value)
        if let old, old != value { report(.booleanInputChanged(name: name, from: old, to: value)) }
        if fromAction { actionChangedInputs = true }
        if runsPipeline { _ = try? runPipeline() }
        return old
    }

    private func fire(_ event: String, runsPipeline: Bool) throws(Failure) {
        guard inputs.isEvent(event) else { throw .unknownEvent(event) }
        report(.inputFired(event))
        currentEvent = event
        if runsPipeline { _ = try? runPipeline() }
    }

    private func reset(_ name: String, runsPipeline: Bool, fromAction: Bool) {
        guard status != .stopped, !name.hasPrefix(StateMachine.builtInPrefix) else { return }
        if let change = inputs.reset(name) {
            switch change {
            case .numeric(let old, let new) where old != new:
                report(.numericInputChanged(name: name, from: old, to: new))
            case .string(let old, let new) where old != new: report(.stringInputChanged(name: name, from: old, to: new))
            case .boolean(let old, let new) where old != new:
                report(.booleanInputChanged(name: name, from: old, to: new))
            default: break
            }
        }
        if fromAction { actionChangedInputs = true }
        if runsPipeline { _ = try? runPipeline() }
    }

    // MARK: Interactions

    private func handle(_ event: InteractionEvent) {
        mostRecentEvent = event
        guard let point = event.point else {
            let actions = machine.interactions.filter { $0.kind == event.kind && $0.stateName == currentState?.name }
                .flatMap(\.actions)
            runFromInteraction(actions)
            return
        }
        if event.kind != .pointerMove { handleExplicit(event, at: point) }
        if event.kind == .pointerMove || event.kind == .pointerDown || event.kind == .pointerUp {
            handleCrossPlatform(event, at: point)
        }
    }

    private func hits(_ layer: String, _ point: (x: Double, y: Double)) -> Bool {
        host.hitTest(layer, point.x, point.y, playback.frame)
    }

    /// Interactions of the event's own kind: on their layer when they name one, anywhere when not.
    private func handleExplicit(_ event: InteractionEvent, at point: (x: Double, y: Double)) {
        var actions: [StateMachine.Action] = []
        var entered = enteredLayer
        for interaction in machine.interactions where interaction.kind == event.kind {
            guard let layer = interaction.layerName else {
                actions += interaction.actions
                continue
            }
            if event.kind == .pointerExit {
                if enteredLayer == layer && !hits(layer, point) {
                    entered = ""
                    actions += interaction.actions
                }
            } else if hits(layer, point) {
                entered = layer
                actions += interaction.actions
            }
        }
        enteredLayer = entered
        runFromInteraction(actions)
    }

    /// Pointer moves (and the downs and ups of touch screens, which have no moves) entering and leaving layers.
    private func handleCrossPlatform(_ event: InteractionEvent, at point: (x: Double, y: Double)) {
        var actions: [StateMachine.Action] = []
        if event.kind == .pointerMove {
            actions += machine.interactions.filter { $0.kind == .pointerMove }.flatMap(\.actions)
        }
        var hit = false
        let previous = enteredLayer
        for listened in listenedLayers where listened.kind == .pointerEnter || listened.kind == .pointerExit {
            guard hits(listened.layer, point) else { continue }
            hit = true
            if enteredLayer == listened.layer { break }
            enteredLayer = listened.layer
            actions += machine.interactions.filter { $0.kind == .pointerEnter && $0.layerName == listened.layer }
                .flatMap(\.actions)
        }
        if !hit && !previous.isEmpty {
            enteredLayer = ""
            actions += machine.interactions.filter { $0.kind == .pointerExit && $0.layerName == previous }.flatMap(
                \.actions)
        }
        runFromInteraction(actions)
    }

    /// Interactions happen outside an evaluation, so each of their actions evaluates the machine after it.
    private func runFromInteraction(_ actions: [StateMachine.Action]) {
        for action in actions {
            guard spend() else { return }
            execute(action, runsPipeline: true, fromAction: false)
        }
    }

    // MARK: Actions

    /// A `$input` or built-in operand's number; nil for anything else or an input that does not exist.
    private func reference(_ text: String) -> Float? {
        if text.hasPrefix(StateMachine.builtInPrefix) { return numericInput(text) }
        if text.hasPrefix("$") { return numericInput(String(text.drop { $0 == "$" })) }
        return nil
    }

    private func number(_ operand: StateMachine.Operand?) -> Float?? {
        switch operand {
        case nil: return .some(nil)
        case .number(let value)?: return value
        case .text(let text)?: return reference(text).map { .some($0) } ?? nil
        case .boolean?: return nil
        }
    }

    private func execute(_ action: StateMachine.Action, runsPipeline: Bool, fromAction: Bool) {
        switch action {
        case .increment(let input, let operand), .decrement(let input, let operand):
            guard let value = inputs.numeric(input) else { return }
            let sign: Float = if case .increment = action { 1 } else { -1 }
            let amount: Float =
                switch operand {
                case .number(let number)?: number
                case .text(let text)?: reference(text) ?? 1
                default: 1
                }
            setNumeric(
                input, value + sign * amount, runsPipeline: runsPipeline, fromAction: operand == nil ? true : fromAction
            )
        case .multiply(let input, let operand):
            guard let value = inputs.numeric(input), case .some(.some(let factor)) = number(operand) else { return }
            let result = value * factor
            if result != value { setNumeric(input, result, runsPipeline: runsPipeline, fromAction: fromAction) }
        case .floor(let input):
            guard let value = inputs.numeric(input) else { return }
            let result = value.rounded(.down)
            if result != value { setNumeric(input, result, runsPipeline: runsPipeline, fromAction: fromAction) }
        case .clamp(let input, let minimum, let maximum):
            guard let value = inputs.numeric(input), case .some(let low) = number(minimum),
                case .some(let high) = number(maximum)
            else { return }
            guard low != nil || high != nil else { return }
            if let low, let high, low > high { return }
            var result = value
            if let low { result = max(result, low) }
            if let high { result = min(result, high) }
            if result != value { setNumeric(input, result, runsPipeline: runsPipeline, fromAction: fromAction) }
        case .setRandom(let input, let minimum, let maximum, let integer):
            guard inputs.numeric(input) != nil, case .some(let low) = number(minimum),
                case .some(let high) = number(maximum)
            else { return }
            let lower = low ?? 0, upper = high ?? 1
            guard lower <= upper else { return }
            let draw = random.nextUnitFloat()
            let value = integer ? lower + (draw * (upper - lower + 1)).rounded(.down) : lower + draw * (upper - lower)
            setNumeric(input, value, runsPipeline: runsPipeline, fromAction: fromAction)
        case .toggle(let input):
            guard let value = inputs.boolean(input) else { return }
            setBoolean(input, !value, runsPipeline: runsPipeline, fromAction: fromAction)
        case .setBoolean(let input, let operand):
            guard inputs.boolean(input) != nil else { return }
            let value: Bool? =
                switch operand {
                case .boolean(let flag): flag
                case .text(let text): inputs.boolean(String(text.drop { $0 == "$" }))
                case .number: nil
                }
            if let value { setBoolean(input, value, runsPipeline: runsPipeline, fromAction: fromAction) }
        case .setNumeric(let input, let operand):
            guard inputs.numeric(input) != nil, case .some(.some(let value)) = number(operand) else { return }
            setNumeric(input, value, runsPipeline: runsPipeline, fromAction: fromAction)
        case .setString(let input, let text):
            guard inputs.string(input) != nil else { return }
            let value = inputs.string(String(text.drop { $0 == "$" })) ?? text
            setString(input, value, runsPipeline: runsPipeline, fromAction: fromAction)
        case .fire(let input):
            try? fire(input, runsPipeline: runsPipeline)
        case .reset(let input):
            reset(input, runsPipeline: runsPipeline, fromAction: fromAction)
        case .setTheme(let theme):
            let resolved = theme.hasPrefix("$") ? inputs.string(String(theme.dropFirst())) ?? theme : theme
            if !host.setTheme(resolved) { report(.error("SetTheme: the animation has no theme \"\(resolved)\"")) }
        case .setFrame(let operand):
            guard case .some(.some(let frame)) = number(operand) else { return }
            playback.show(frame: Double(frame))
        case .setProgress(let operand):
            guard case .some(.some(let percent)) = number(operand) else { return }
            playback.show(frame: playback.timing.lastFrame * Double(min(max(percent, 0), 100)) / 100)
        case .openURL(let url, let target):
            let resolved = url.hasPrefix("$") ? inputs.string(String(url.drop { $0 == "$" })) ?? url : url
            guard policy.allows(resolved) else {
                report(.error("OpenUrl: \(resolved) is not in the allow-list"))
                return
            }
            if policy.requiresUserInteraction {
                switch mostRecentEvent {
                case .pointerDown?, .click?: break
                default:
                    report(.error("OpenUrl: \(resolved) needs a pointer-down or click"))
                    return
                }
            }
            report(.openURL(resolved, target: target))
        case .fireCustomEvent(let message):
            report(.customEvent(message))
        }
    }
}

extension StateMachine.Comparison {
    func holds(_ left: Float, _ right: Float) -> Bool {
        switch self {
        case .greaterThan: left > right
        case .greaterThanOrEqual: left >= right
        case .lessThan: left < right
        case .lessThanOrEqual: left <= right
        case .equal: left == right
        case .notEqual: left != right
        }
    }

    /// Strings and booleans are only equal or not; other comparisons never hold.
    func holdsForEquality(_ equal: Bool) -> Bool {
        switch self {
        case .equal: equal
        case .notEqual: !equal
        default: false
        }
    }
}
