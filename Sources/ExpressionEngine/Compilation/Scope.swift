/// What the compiler knows of one function while compiling it: its variables' slots, by block.
final class FunctionScope {
    let parent: FunctionScope?
    let isArrow: Bool
    private(set) var slotCount = 0
    /// The function's own names first, then one dictionary per open block (`let`, `const`, `catch`).
    private var blocks: [[String: Int]] = [[:]]
    /// Loops and switches being compiled, innermost last, with the labels that name them.
    var jumpTargets: [(labels: [String], isLoop: Bool)] = []

    init(parent: FunctionScope?, isArrow: Bool) {
        self.parent = parent
        self.isArrow = isArrow
    }

    /// A slot for `name` in the function's own block, the same one when declared twice (`var x; var x;`).
    @discardableResult
    func declareInFunction(_ name: String) -> Int {
        if let slot = blocks[0][name] { return slot }
        return declare(name, inBlock: 0)
    }

    /// A new slot for `name` in the innermost open block.
    func declareInBlock(_ name: String) -> Int {
        declare(name, inBlock: blocks.count - 1)
    }

    /// A slot no name refers to, for the compiler's own use.
    func anonymousSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    private func declare(_ name: String, inBlock block: Int) -> Int {
        let slot = slotCount
        slotCount += 1
        blocks[block][name] = slot
        return slot
    }

    func openBlock() { blocks.append([:]) }
    func closeBlock() { blocks.removeLast() }

    func slot(of name: String) -> Int? {
        for block in blocks.reversed() {
            if let slot = block[name] { return slot }
        }
        return nil
    }
}

/// Where a name lives, worked out once at compile time.
enum Binding {
    /// A variable `depth` activations up, at `slot`.
    case local(depth: Int, slot: Int)
    /// A name the host provides, in the activation `depth` up (the one above the program).
    case host(depth: Int, index: Int)
    /// A built-in global: `Math`, `Array`, `parseInt`…
    case constant(ScriptValue)
    /// Nothing by that name: reading it throws a ReferenceError.
    case unresolved
}
