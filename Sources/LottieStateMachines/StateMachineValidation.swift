/// Why a state machine cannot run, and where in it (the file's JSON path, as the model mirrors the file).
package struct StateMachineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the part at fault.
    package var place: String
    /// What is wrong, in words.
    package var message: String

    /// An error at `place`.
    package init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    /// `place: message`.
    package var description: String { "\(place): \(message)" }
}

extension StateMachine {
    /// Checks what dotlottie-rs checks when it loads a machine (unique state names, one global state at most, one
    /// transition without guards per state, guards comparing with inputs that exist, event guards naming events) and
    /// that the initial state exists: these are errors. Names that point nowhere but only make a part of the machine
    /// inert (a transition to a state that does not exist is never taken, a guard on an input that does not exist
    /// never holds, an action on one does nothing) are returned as warnings, since the players that run these files
    /// load them and run the rest.
    @discardableResult
    package func validate() throws(StateMachineError) -> [StateMachineError] {
        var warnings: [StateMachineError] = []
        var names: Set<String> = []
        var globals = 0
        for (index, state) in states.enumerated() {
            let place = "states[\(index)]"
            guard names.insert(state.name).inserted else {
                throw StateMachineError(place: place + ".name", message: "a second state is named \"\(state.name)\"")
            }
            if state.isGlobal {
                globals += 1
                guard globals == 1 else {
                    throw StateMachineError(place: place, message: "a second global state; a machine has one at most")
                }
            }
        }
        guard names.contains(initialState) else {
            throw StateMachineError(
                place: "initial", message: "no state is named \"\(initialState)\"\(Self.known(names))")
        }
        let types = Dictionary(inputs.map { ($0.name, $0.typeName) }, uniquingKeysWith: { first, _ in first })
        for (index, state) in states.enumerated() {
            let place = "states[\(index)]"
            var guardless = 0
            for (transitionIndex, transition) in state.transitions.enumerated() {
                let transitionPlace = "\(place).transitions[\(transitionIndex)]"
                if !names.contains(transition.targetState) {
                    warnings.append(
                        StateMachineError(
                            place: transitionPlace + ".toState",
                            message:
                                "no state is named \"\(transition.targetState)\"\(Self.known(names)); the transition is never taken"
                        ))
                }
                if transition.guards.isEmpty {
                    guardless += 1
                    guard guardless == 1 else {
                        throw StateMachineError(
                            place: transitionPlace,
                            message:
                                "a second transition without guards in the state \"\(state.name)\"; a state has one at most"
                        )
                    }
                }
                for (guardIndex, condition) in transition.guards.enumerated() {
                    try Self.check(
                        condition, types: types, place: "\(transitionPlace).guards[\(guardIndex)]", warnings: &warnings)
                }
            }
            Self.check(state.entryActions, types: types, place: place + ".entryActions", warnings: &warnings)
            Self.check(state.exitActions, types: types, place: place + ".exitActions", warnings: &warnings)
        }
        for (index, interaction) in interactions.enumerated() {
            if let stateName = interaction.stateName, !names.contains(stateName) {
                warnings.append(
                    StateMachineError(
                        place: "interactions[\(index)].stateName",
                        message: "no state is named \"\(stateName)\"\(Self.known(names)); the interaction never happens"
                    ))
            }
            Self.check(interaction.actions, types: types, place: "interactions[\(index)].actions", warnings: &warnings)
        }
        return warnings
    }

    private static func known(_ names: Set<String>) -> String {
        names.isEmpty ? "" : "; the states are \(names.sorted().joined(separator: ", "))"
    }

    private static func check(
        _ condition: Guard, types: [String: String], place: String, warnings: inout [StateMachineError]
    ) throws(StateMachineError) {
        let (expected, compared): (String, Operand?) =
            switch condition {
            case .numeric(_, _, let operand): ("Numeric", operand)
            case .string(_, _, let operand): ("String", operand)
            case .boolean(_, _, let operand): ("Boolean", operand)
            case .event: ("Event", nil)
            }
        if expected == "Event" {
            // dotlottie-rs refuses an event guard naming no event.
            try checkInput(condition.input, expected: expected, types: types, place: place + ".inputName")
        } else if let problem = inputProblem(condition.input, expected: expected, types: types) {
            warnings.append(
                StateMachineError(place: place + ".inputName", message: problem + "; the guard never holds"))
        }
        guard case .text(let text)? = compared else { return }
        // As dotlottie-rs reads them: a numeric guard compares with `$input` or a built-in, a boolean guard with
        // an input named with or without `$`, a string guard with `$input` or else with the text itself.
        switch expected {
        case "String" where !text.hasPrefix("$"): return
        case "Numeric" where !text.hasPrefix("$") && !text.hasPrefix(builtInPrefix):
            throw StateMachineError(
                place: place + ".compareTo", message: "\"\(text)\" is neither a number nor an input (\"$name\")")
        default: break
        }
        let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
        try checkInput(name, expected: expected, types: types, place: place + ".compareTo")
    }

    private static func checkInput(
        _ name: String, expected: String, types: [String: String], place: String
    ) throws(StateMachineError) {
        if let problem = inputProblem(name, expected: expected, types: types) {
            throw StateMachineError(place: place, message: problem)
        }
    }

    private static func inputProblem(_ name: String, expected: String, types: [String: String]) -> String? {
        if name.hasPrefix(builtInPrefix) {
            return name == elapsedTimeInput && expected == "Numeric"
                ? nil : "\"\(name)\" is not one of the player's inputs (\(elapsedTimeInput), a number)"
        }
        guard let type = types[name] else { return "no input is named \"\(name)\"" }
        return type == expected ? nil : "the input \"\(name)\" is \(type), not \(expected)"
    }

    private static func check(
        _ actions: [Action], types: [String: String], place: String, warnings: inout [StateMachineError]
    ) {
        for (index, action) in actions.enumerated() {
            let actionPlace = "\(place)[\(index)]"
            let (input, expected): (String?, String) =
                switch action {
                case .increment(let input, _), .decrement(let input, _), .multiply(let input, _), .floor(let input),
                    .clamp(let input, _, _),
                    .setRandom(let input, _, _, _), .setNumeric(let input, _):
                    (input, "Numeric")
                case .toggle(let input), .setBoolean(let input, _): (input, "Boolean")
                case .setString(let input, _): (input, "String")
                case .fire(let input): (input, "Event")
                case .reset(let input): (input, types[input] ?? "Numeric")
                case .setTheme, .setFrame, .setProgress, .openURL, .fireCustomEvent: (nil, "")
                }
            if let input, let problem = inputProblem(input, expected: expected, types: types) {
                warnings.append(
                    StateMachineError(place: actionPlace + ".inputName", message: problem + "; the action does nothing")
                )
            }
        }
    }
}
