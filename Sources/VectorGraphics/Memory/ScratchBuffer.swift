/// A growable run of elements in memory its owner frees (`deallocate()`, in the owner's `deinit`), reused from
/// one path (or image) to the next: the rasterizer's lists and the PNG encoder's rows, without an array's reference
/// counting and uniqueness checks on every element written.
///
/// Inlinable, as it was when its users shared its module: it is written in their innermost loops. Public only to the
/// project's own targets (`@_spi(Buffers)`): this toolchain inlines across modules only what is public, and a user
/// of `LottiePlayer` never sees it.
@_spi(Buffers)
public struct ScratchBuffer<Element> {
    /// The first element.
    public var base: UnsafeMutablePointer<Element>
    /// Elements written.
    public var count = 0
    /// Elements there is room for.
    public var capacity: Int

    /// An empty buffer with room for `capacity` elements.
    @inlinable
    public init(capacity: Int = 64) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Frees the memory; the owner calls it once, in its `deinit`.
    @inlinable
    public func deallocate() { base.deallocate() }

    /// Nothing written.
    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// The element at `index`, below `count`.
    @inlinable
    public subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    /// The last element written.
    @inlinable
    public var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Writes `element` after the others, growing when full.
    @inlinable @inline(__always)
    public mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = element
        count += 1
    }

    /// Appends `count` elements copied from `source`.
    @inlinable @inline(__always)
    public mutating func append(copying source: UnsafePointer<Element>, count added: Int) {
        reserve(count + added)
        (base + count).update(from: source, count: added)
        count += added
    }

    /// Forgets every element, keeping the room.
    @inlinable
    public mutating func removeAll() { count = 0 }

    /// Counts `added` more elements, written into the room past `count` through `base` rather than appended.
    @inlinable
    public mutating func countWritten(_ added: Int) {
        precondition(count + added <= capacity, "written past the buffer's room")
        count += added
    }

    /// Forgets the last element.
    @inlinable
    public mutating func removeLast() { count -= 1 }

    /// Makes room for `needed` elements in all.
    @inlinable
    public mutating func reserve(_ needed: Int) {
        if needed > capacity { grow(to: max(needed, capacity * 2)) }
    }

    @usableFromInline
    mutating func grow(to larger: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }
}
