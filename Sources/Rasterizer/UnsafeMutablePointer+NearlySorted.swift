extension UnsafeMutablePointer {
    /// Sorts the first `count` elements by insertion, fastest when they are nearly in order, as the last row or band
    /// leaves the sweep's lists; past `moveLimit` moves (elements arriving in no useful order) it sorts outright.
    @inline(__always)
    func sortNearlySorted(count: Int, moveLimit: Int = .max, by areInIncreasingOrder: (Pointee, Pointee) -> Bool) {
        var moves = 0
        var index = 1
        while index < count {
            let element = self[index]
            var slot = index
            while slot > 0, areInIncreasingOrder(element, self[slot - 1]) {
                self[slot] = self[slot - 1]
                slot -= 1
            }
            self[slot] = element
            moves += index - slot
            index += 1
            if moves > moveLimit {
                var all = UnsafeMutableBufferPointer(start: self, count: count)
                all.sort(by: areInIncreasingOrder)
                return
            }
        }
    }
}
