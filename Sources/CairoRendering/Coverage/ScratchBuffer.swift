/// A growable run of elements in memory its owner frees (`deallocate()`, in the owner's `deinit`), reused from
/// one path to the next: the rasterizer's lists, without an array's reference counting and uniqueness checks on
/// every element written.
struct ScratchBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 64) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func deallocate() { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = element
        count += 1
    }

    /// Appends `count` elements copied from `source`.
    @inline(__always)
    mutating func append(copying source: UnsafePointer<Element>, count added: Int) {
        reserve(count + added)
        (base + count).update(from: source, count: added)
        count += added
    }

    mutating func removeAll() { count = 0 }

    /// Counts `added` more elements, written into the room past `count` through `base` rather than appended.
    mutating func countWritten(_ added: Int) {
        precondition(count + added <= capacity, "written past the buffer's room")
        count += added
    }

    mutating func removeLast() { count -= 1 }

    /// Makes room for `needed` elements in all.
    mutating func reserve(_ needed: Int) {
        if needed > capacity { grow(to: max(needed, capacity * 2)) }
    }

    private mutating func grow(to larger: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }
}
