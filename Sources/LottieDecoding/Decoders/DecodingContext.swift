@_spi(Model) import LottieModel

/// What one decoding run collects besides the model: the diagnostics for everything skipped.
final class DecodingContext {
    /// What each note is about: a value (and a key below it), or a place already written out. Values are named in
    /// one walk over their document when the diagnostics are asked for.
    private enum Place {
        case value(JSONValue, key: String?)
        case written(String)
    }

    private var notes: [(place: Place, message: String)] = []
    /// Expressions whose place in the file is still to be named.
    private var unplacedExpressions: [(value: JSONValue, id: Int)] = []
    /// Each expression's place in the file, by id, once `finish()` has found them.
    private(set) var expressionPaths: [Int: String] = [:]
    /// Text in all text documents, in UTF-8 bytes; laying out and drawing cost grows with it.
    private var textBytes = 0
    /// Far beyond an icon's labels, and enough for pages of text.
    static let maximumTextBytes = 100_000

    func countText(_ text: String, at value: JSONValue) throws(LottieDecodingError) {
        textBytes += text.utf8.count
        guard textBytes <= Self.maximumTextBytes else {
            throw LottieDecodingError(
                path: value.path.description,
                reason: .limitExceeded(
                    "the document's text documents hold more than \(Self.maximumTextBytes) bytes of text"))
        }
    }

    /// Expressions a document may carry; each is compiled, and may run on every frame.
    static let maximumExpressions = 10_000
    private var expressionCount = 0
    /// Whether any property carried an expression, counted or past the limit.
    var hasExpressions: Bool { expressionCount > 0 }
    /// Expressions already read, by the JSON value of their property: an effect's parameter is read twice (as a
    /// parameter, and as what a drawn effect needs) and must keep one id.
    private var expressionsByValue: [UnsafeMutableRawPointer: PropertyExpression] = [:]

    /// An expression for the property `value`, with a document-unique id; nil (with a diagnostic) past the limit.
    func expression(_ source: String, at value: JSONValue) -> PropertyExpression? {
        if let known = expressionsByValue[value.identity] { return known }
        expressionCount += 1
        guard expressionCount <= Self.maximumExpressions else {
            if expressionCount == Self.maximumExpressions + 1 {
                note(
                    value,
                    "more than \(Self.maximumExpressions) expressions; this one and later ones are ignored and their properties keep their own values"
                )
            }
            return nil
        }
        let expression = PropertyExpression(source: source, id: expressionCount - 1)
        unplacedExpressions.append((value, expression.id))
        expressionsByValue[value.identity] = expression
        return expression
    }

    /// Slot values by id: the document's `slots`, then the caller's, which win. Each is the slot's property object
    /// (`p`).
    private var slotValues: [String: JSONValue] = [:]
    /// The document's own slot values as JSON text, and its slot ids in order, for listing them.
    private var fileSlots: [(id: String, json: String?)] = []
    /// What each named slot holds and how many properties name it, in the order first named.
    private var slotUses: [String: (kind: Slot.Kind, count: Int)] = [:]
    private var slotOrder: [String] = []

    /// Reads a `slots` object, `{"id": {"p": property}}` (a bare property for `p` is accepted too); `isDocument` marks
    /// the document's own, which are listed with their JSON.
    func addSlots(_ slots: JSONValue, isDocument: Bool) throws(LottieDecodingError) {
        try slots.requireObject()
        for id in slots.keys {
            guard let entry = slots.member(id) else { continue }
            let value = entry.kind == .object ? entry["p"] ?? entry : entry
            slotValues[id] = value
            if isDocument { fileSlots.append((id, value.compactJSON)) }
        }
    }

    /// What the values decoded from slots may add up to (`LottieDecoder.maximumSlotByteCount`).
    let maximumSlotBytes: Int

    init(maximumSlotBytes: Int = 16 << 20) {
        self.maximumSlotBytes = maximumSlotBytes
    }
    private var slotBytes: [String: Int] = [:]
    private var expandedSlotBytes = 0

    /// The slot value that `property` takes, when it names a slot (`sid`) that is filled; records the use either way.
    func slotValue(for property: JSONValue, kind: Slot.Kind) throws(LottieDecodingError) -> JSONValue? {
        guard let id = property["sid"]?.string else { return nil }
        if let use = slotUses[id] {
            slotUses[id] = (use.kind, use.count + 1)
        } else {
            slotUses[id] = (kind, 1)
            slotOrder.append(id)
        }
        guard let value = slotValues[id] else { return nil }
        let size = slotBytes[id] ?? value.compactJSON?.utf8.count ?? 0
        slotBytes[id] = size
        expandedSlotBytes += size
        guard expandedSlotBytes <= maximumSlotBytes else {
            throw LottieDecodingError(
                path: property.path.description,
                reason: .limitExceeded(
                    "the properties naming slots take more than \(maximumSlotBytes) bytes of slot values in all"))
        }
        return value
    }

    /// The document's slots and the ones only properties name, with what they hold.
    var slots: [Slot] {
        var listed = fileSlots.map { slot in
            Slot(
                id: slot.id, kind: slotUses[slot.id]?.kind ?? .unused, defaultJSON: slot.json,
                propertyCount: slotUses[slot.id]?.count ?? 0)
        }
        let fileIDs = Set(fileSlots.map(\.id))
        for id in slotOrder where !fileIDs.contains(id) {
            listed.append(Slot(id: id, kind: slotUses[id]!.kind, defaultJSON: nil, propertyCount: slotUses[id]!.count))
        }
        return listed
    }

    func note(_ value: JSONValue, _ message: String) {
        notes.append((.value(value, key: nil), message))
    }

    /// A note about the member `key` of `value`, whether or not the member is there.
    func note(_ value: JSONValue, key: String, _ message: String) {
        notes.append((.value(value, key: key), message))
    }

    func note(path: String, _ message: String) {
        notes.append((.written(path), message))
    }

    /// The diagnostics in the order noted, and every expression's place set: the places found in one walk per
    /// document.
    func finish() -> [Diagnostic] {
        var wanted: [ObjectIdentifier: (value: JSONValue, targets: Set<UnsafeMutableRawPointer>)] = [:]
        let values =
            notes.compactMap { note -> JSONValue? in if case .value(let value, _) = note.place { value } else { nil } }
            + unplacedExpressions.map(\.value)
        for value in values {
            wanted[value.documentIdentity, default: (value, [])].targets.insert(value.identity)
        }
        var found: [UnsafeMutableRawPointer: JSONPath] = [:]
        for (value, targets) in wanted.values {
            found.merge(value.paths(to: targets)) { first, _ in first }
        }
        func written(_ value: JSONValue, key: String?) -> String {
            let path = found[value.identity] ?? .root
            return (key.map { path.appending(key: $0) } ?? path).description
        }
        for (value, id) in unplacedExpressions { expressionPaths[id] = written(value, key: nil) }
        unplacedExpressions = []
        return notes.map { note in
            switch note.place {
            case .value(let value, let key): Diagnostic(path: written(value, key: key), message: note.message)
            case .written(let path): Diagnostic(path: path, message: note.message)
            }
        }
    }
}
