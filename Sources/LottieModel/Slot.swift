/// A value the file names with an id so that a player can replace it at run time: Lottie 1.0's slots. Every
/// property that carries the id (`sid`) takes the slot's value.
public struct Slot: Sendable, Equatable {
    /// What the properties that take the slot hold, which decides what a value for it may be.
    public enum Kind: String, Sendable, CaseIterable {
        case color, scalar, vector, gradient, bezier, text, image
        /// Named in `slots` but by no property, so nothing says what it holds.
        case unused
    }

    /// The id properties name it by.
    public var id: String
    /// What it holds, from the first property that names it.
    public var kind: Kind
    /// The value the file gives it: the slot's property object as Lottie JSON (`{"a":0,"k":[1,0,0,1]}`), or nil when
    /// properties name it and `slots` does not fill it (they keep their own values).
    public var defaultJSON: String?
    /// How many properties take their value from it.
    public var propertyCount: Int

    /// A slot as the decoder finds it.
    public init(id: String, kind: Kind, defaultJSON: String?, propertyCount: Int) {
        self.id = id
        self.kind = kind
        self.defaultJSON = defaultJSON
        self.propertyCount = propertyCount
    }
}
