import Foundation
import LottieStateMachines

/// Bytes of a dotLottie state machine (`s/<id>.json` in a version-2 `.lottie`, or given alone) → `StateMachine`,
/// strictly: an unknown type, a missing field, a name that points nowhere or a machine over the size limits is an
/// error naming its place in the file. Inputs a file declares under the player's reserved `@` names are dropped with
/// a diagnostic, as dotlottie-rs drops them.
package struct StateMachineDecoder: Sendable {
    /// What a file may hold, so that a machine stays small enough to check and run in bounded time.
    package struct Limits: Sendable {
        package var bytes = 4 << 20
        package var states = 4096
        package var inputs = 4096
        package var interactions = 4096
        /// Transitions of one state, guards of one transition, actions of one list.
        package var itemsPerList = 1024

        package init() {}
    }

    package var limits: Limits

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The machine and what was dropped from it (each message names its place in the file).
    package func decode(_ data: Data) throws(LottieDecodingError) -> (machine: StateMachine, diagnostics: [String]) {
        guard data.count <= limits.bytes else {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded(
                    "a state machine of \(data.count) bytes is larger than the \(limits.bytes >> 20) MiB limit"))
        }
        let document = try JSONDocument(data: data)
        return try withExtendedLifetime(document) { () throws(LottieDecodingError) in
            var reader = StateMachineReader(limits: limits)
            let machine = try reader.machine(document.rootValue)
            do throws(StateMachineError) {
                reader.diagnostics += try machine.validate().map(\.description)
            } catch {
                throw LottieDecodingError(path: error.place, reason: .invalidValue(error.message))
            }
            return (machine, reader.diagnostics)
        }
    }
}

/// One decoding: the reads of each part of a machine, and what they dropped.
private struct StateMachineReader {
    let limits: StateMachineDecoder.Limits
    var diagnostics: [String] = []

    init(limits: StateMachineDecoder.Limits) {
        self.limits = limits
    }

    mutating func machine(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine {
        try value.requireObject()
        let initial = try value.required("initial").requireString()
        let states = try list(value.required("states"), limit: limits.states, what: "states") {
            (state) throws(LottieDecodingError) in try self.state(state)
        }
        let interactions =
            try value["interactions"].map { (list) throws(LottieDecodingError) in
                try self.list(list, limit: limits.interactions, what: "interactions") {
                    (interaction) throws(LottieDecodingError) in try self.interaction(interaction)
                }
            } ?? []
        var inputs: [StateMachine.Input] = []
        if let declared = value["inputs"] {
            let read = try list(declared, limit: limits.inputs, what: "inputs") { (input) throws(LottieDecodingError) in
                try self.input(input)
            }
            for (index, input) in read.enumerated() {
                if input.name.hasPrefix(StateMachine.builtInPrefix) {
                    diagnostics.append(
                        "inputs[\(index)]: the input \"\(input.name)\" is dropped: names beginning with @ are the player's own"
                    )
                } else {
                    inputs.append(input)
                }
            }
        }
        return StateMachine(initialState: initial, states: states, interactions: interactions, inputs: inputs)
    }

    private func list<Element>(
        _ value: JSONValue, limit: Int, what: String, _ read: (JSONValue) throws(LottieDecodingError) -> Element
    ) throws(LottieDecodingError) -> [Element] {
        let elements = try value.requireArray()
        guard elements.count <= limit else {
            throw LottieDecodingError(
                path: value.path.description,
                reason: .limitExceeded("\(elements.count) \(what); a state machine may have at most \(limit)"))
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements { result.append(try read(element)) }
        return result
    }

    private func type(_ value: JSONValue, of what: String, among known: [String]) throws(LottieDecodingError) -> String
    {
        try value.requireObject()
        let typeValue = try value.required("type")
        let type = try typeValue.requireString()
        guard known.contains(type) else {
            throw LottieDecodingError(
                path: typeValue.path.description,
                reason: .invalidValue("unknown \(what) type \"\(type)\"; expected \(known.joined(separator: ", "))"))
        }
        return type
    }

    private func state(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.State {
        let type = try type(value, of: "state", among: ["PlaybackState", "GlobalState"])
        let name = try value.required("name").requireString()
        let transitions = try list(value.required("transitions"), limit: limits.itemsPerList, what: "transitions") {
            (transition) throws(LottieDecodingError) in
            try self.transition(transition)
        }
        let entryActions = try actions(value["entryActions"])
        let exitActions = try actions(value["exitActions"])
        guard type == "PlaybackState" else {
            return StateMachine.State(
                name: name, playback: nil, transitions: transitions, entryActions: entryActions,
                exitActions: exitActions)
        }
        var playback = StateMachine.Playback(animation: try value.required("animation").requireString())
        playback.segment = try value.optionalString("segment")
        if let mode = value["mode"] {
            let text = try mode.requireString()
            guard let known = StateMachine.PlaybackMode(rawValue: text) else {
                throw LottieDecodingError(
                    path: mode.path.description,
                    reason: .invalidValue(
                        "unknown mode \"\(text)\"; expected \(StateMachine.PlaybackMode.allCases.map(\.rawValue).joined(separator: ", "))"
                    ))
            }
            playback.mode = known
        }
        if let speed = try value.optionalNumber("speed") { playback.speed = Float(speed) }
        playback.loops = try boolean(value["loop"]) ?? false
        playback.autoplay = try boolean(value["autoplay"]) ?? false
        playback.isFinal = try boolean(value["final"]) ?? false
        if let count = value["loopCount"] { playback.loopCount = Int(exactly: try unsigned(count)) ?? Int.max }
        if let color = value["backgroundColor"] { playback.backgroundColor = try unsigned(color) }
        return StateMachine.State(
            name: name, playback: playback, transitions: transitions, entryActions: entryActions,
            exitActions: exitActions)
    }

    private func boolean(_ value: JSONValue?) throws(LottieDecodingError) -> Bool? {
        guard let value else { return nil }
        guard value.kind == .bool, let flag = value.bool else { throw value.wrongType("true or false") }
        return flag
    }

    private func unsigned(_ value: JSONValue) throws(LottieDecodingError) -> UInt32 {
        guard let number = value.number, number >= 0, number <= Double(UInt32.max), number == number.rounded() else {
            throw value.wrongType("a whole number from 0 to \(UInt32.max)")
        }
        return UInt32(exactly: number) ?? 0
    }

    private func transition(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Transition {
        let type = try type(value, of: "transition", among: ["Transition", "Tweened"])
        let target = try value.required("toState").requireString()
        let guards =
            try value["guards"].map { (list) throws(LottieDecodingError) in
                try self.list(list, limit: limits.itemsPerList, what: "guards") {
                    (guardValue) throws(LottieDecodingError) in try self.guardCondition(guardValue)
                }
            } ?? []
        guard type == "Tweened" else { return StateMachine.Transition(targetState: target, guards: guards) }
        let durationValue = try value.required("duration")
        let duration = try durationValue.requireNumber()
        guard duration >= 0, duration <= 3600 else {
            throw LottieDecodingError(
                path: durationValue.path.description,
                reason: .invalidValue("a tween lasts from 0 to 3600 seconds, not \(duration)"))
        }
        let easingValue = try value.required("easing")
        let easing = try easingValue.requireNumbers()
        guard easing.count == 4 else { throw easingValue.wrongType("four numbers [x1, y1, x2, y2]") }
        return StateMachine.Transition(
            targetState: target, guards: guards, tween: StateMachine.Tween(seconds: duration, easing: easing))
    }

    private func guardCondition(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Guard {
        let type = try type(value, of: "guard", among: ["Numeric", "String", "Boolean", "Event"])
        let input = try value.required("inputName").requireString()
        if type == "Event" { return .event(input: input) }
        let conditionValue = try value.required("conditionType")
        let conditionText = try conditionValue.requireString()
        guard let comparison = StateMachine.Comparison(rawValue: conditionText) else {
            throw LottieDecodingError(
                path: conditionValue.path.description,
                reason: .invalidValue(
                    "unknown condition \"\(conditionText)\"; expected \(StateMachine.Comparison.allCases.map(\.rawValue).joined(separator: ", "))"
                ))
        }
        let compared = try operand(value.required("compareTo"), allowsNumber: type != "Boolean")
        switch type {
        case "Numeric": return .numeric(input: input, comparison, compared)
        case "String": return .string(input: input, comparison, compared)
        default: return .boolean(input: input, comparison, compared)
        }
    }

    private func operand(
        _ value: JSONValue, allowsNumber: Bool = true, allowsBoolean: Bool = true
    ) throws(LottieDecodingError) -> StateMachine.Operand {
        switch value.kind {
        case .string: return .text(value.string ?? "")
        case .number where allowsNumber:
            let number = try value.requireNumber()
            return .number(Float(number))
        case .bool where allowsBoolean: return .boolean(value.bool ?? false)
        default:
            let kinds = [allowsNumber ? "a number" : nil, "a string", allowsBoolean ? "true or false" : nil].compactMap
            { $0 }
            throw value.wrongType(kinds.joined(separator: " or "))
        }
    }

    private func numberOrReference(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Operand {
        try operand(value, allowsBoolean: false)
    }

    private func input(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Input {
        let type = try type(value, of: "input", among: ["Numeric", "String", "Boolean", "Event"])
        let name = try value.required("name").requireString()
        switch type {
        case "Numeric": return .numeric(name: name, value: Float(try value.required("value").requireNumber()))
        case "String": return .string(name: name, value: try value.required("value").requireString())
        case "Boolean":
            return .boolean(name: name, value: try boolean(value.required("value")) ?? false)
        default: return .event(name: name)
        }
    }

    private func interaction(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Interaction {
        let type = try type(value, of: "interaction", among: StateMachine.Interaction.Kind.allCases.map(\.rawValue))
        let kind = StateMachine.Interaction.Kind(rawValue: type) ?? .click
        let actions = try list(value.required("actions"), limit: limits.itemsPerList, what: "actions") {
            (action) throws(LottieDecodingError) in try self.action(action)
        }
        switch kind {
        case .onComplete, .onLoopComplete:
            return StateMachine.Interaction(
                kind: kind, stateName: try value.required("stateName").requireString(), actions: actions)
        case .pointerMove:
            return StateMachine.Interaction(kind: kind, actions: actions)
        default:
            return StateMachine.Interaction(
                kind: kind, layerName: try value.optionalString("layerName"), actions: actions)
        }
    }

    private func actions(_ value: JSONValue?) throws(LottieDecodingError) -> [StateMachine.Action] {
        guard let value else { return [] }
        return try list(value, limit: limits.itemsPerList, what: "actions") { (action) throws(LottieDecodingError) in
            try self.action(action)
        }
    }

    private static let actionTypes = [
        "Increment", "Decrement", "Multiply", "Floor", "Clamp", "SetRandom", "Toggle", "SetBoolean", "SetNumeric",
        "SetString", "Fire", "Reset", "SetTheme", "SetFrame", "SetProgress", "OpenUrl", "FireCustomEvent"
    ]

    private func action(_ value: JSONValue) throws(LottieDecodingError) -> StateMachine.Action {
        let type = try type(value, of: "action", among: Self.actionTypes)
        func input() throws(LottieDecodingError) -> String { try value.required("inputName").requireString() }
        func optionalNumber(_ key: StaticString) throws(LottieDecodingError) -> StateMachine.Operand? {
            try value[key].map { (member) throws(LottieDecodingError) in try numberOrReference(member) }
        }
        switch type {
        case "Increment": return .increment(input: try input(), by: try optionalNumber("value"))
        case "Decrement": return .decrement(input: try input(), by: try optionalNumber("value"))
        case "Multiply": return .multiply(input: try input(), by: try numberOrReference(value.required("value")))
        case "Floor": return .floor(input: try input())
        case "Clamp":
            return .clamp(input: try input(), minimum: try optionalNumber("min"), maximum: try optionalNumber("max"))
        case "SetRandom":
            return .setRandom(
                input: try input(), minimum: try optionalNumber("min"), maximum: try optionalNumber("max"),
                integer: try boolean(value["integer"]) ?? false)
        case "Toggle": return .toggle(input: try input())
        case "SetBoolean":
            return .setBoolean(input: try input(), try operand(value.required("value"), allowsNumber: false))
        case "SetNumeric": return .setNumeric(input: try input(), try numberOrReference(value.required("value")))
        case "SetString": return .setString(input: try input(), try value.required("value").requireString())
        case "Fire": return .fire(input: try input())
        case "Reset": return .reset(input: try input())
        case "SetTheme": return .setTheme(try value.required("value").requireString())
        case "SetFrame": return .setFrame(try numberOrReference(value.required("value")))
        case "SetProgress": return .setProgress(try numberOrReference(value.required("value")))
        case "OpenUrl":
            return .openURL(
                try value.required("url").requireString(), target: try value.required("target").requireString())
        default: return .fireCustomEvent(try value.required("value").requireString())
        }
    }
}
