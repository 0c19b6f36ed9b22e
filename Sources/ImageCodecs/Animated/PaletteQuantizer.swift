/// Chooses a palette of at most 256 colours for a frame whose pixels are opaque or fully transparent (a GIF frame
/// after matting), and maps each pixel to it.
///
/// A frame with few enough colours keeps them exactly. Otherwise the colours are counted in a histogram of 5 bits a
/// channel, split into boxes by variance (each split at the point that leaves the least squared error on its two
/// sides, as Wu's quantizer does), refined by a round of k-means over the histogram, and the pixels are mapped with
/// Floyd–Steinberg dithering. Fully transparent pixels get one palette entry of their own and take no part in
/// the dithering. docs/gif-palettes.md compares it with libimagequant.
struct PaletteQuantizer: FrameQuantizer {
    static let maximumColors = 256

    func quantize(rgba: [UInt8], width: Int, height: Int) -> IndexedImage {
        rgba.withUnsafeBufferPointer { pixels in
            let hasTransparency = stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] < 128 }
            let opaqueSlots = Self.maximumColors - (hasTransparency ? 1 : 0)
            if let exact = ExactPalette(pixels, limit: opaqueSlots) {
                return exact.indexedImage(pixels, transparentIndex: hasTransparency ? exact.colors.count : nil)
            }
            var histogram = ColorHistogram(pixels)
            var colors = histogram.splitIntoBoxes(count: opaqueSlots)
            colors = histogram.refine(colors)
            var palette = colors.map { (red: $0.red, green: $0.green, blue: $0.blue, alpha: UInt8(255)) }
            let transparentIndex = hasTransparency ? palette.count : nil
            if hasTransparency { palette.append((0, 0, 0, 0)) }
            var map = DitheringMap(colors)
            let indices = map.remap(pixels, width: width, height: height, transparentIndex: transparentIndex)
            return IndexedImage(palette: palette, indices: indices)
        }
    }
}

/// An opaque palette colour.
struct PaletteColor: Equatable {
    var red: UInt8, green: UInt8, blue: UInt8
}

/// The distinct opaque colours of a frame, when there are at most `limit` of them.
private struct ExactPalette {
    var colors: [PaletteColor] = []
    private var slots: [UInt32]
    private var slotIndex: [UInt8]
    private let mask: Int

    init?(_ pixels: UnsafeBufferPointer<UInt8>, limit: Int) {
        // Open addressing at a quarter full keeps probes short; a key is the colour with the top bit set.
        mask = 1023
        slots = [UInt32](repeating: 0, count: mask + 1)
        slotIndex = [UInt8](repeating: 0, count: mask + 1)
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] >= 128 {
            if index(of: pixels, at: offset) != nil { continue }
            guard colors.count < limit else { return nil }
            insert(pixels, at: offset)
        }
    }

    private static func key(_ pixels: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        0x8000_0000 | UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
    }

    private func index(of pixels: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let key = Self.key(pixels, offset)
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 22) & mask
        while slots[slot] != 0 {
            if slots[slot] == key { return Int(truncatingIfNeeded: slotIndex[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ pixels: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let key = Self.key(pixels, offset)
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 22) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = key
        slotIndex[slot] = UInt8(truncatingIfNeeded: colors.count)
        colors.append(PaletteColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2]))
    }

    func indexedImage(_ pixels: UnsafeBufferPointer<UInt8>, transparentIndex: Int?) -> IndexedImage {
        var indices = [UInt8](repeating: 0, count: pixels.count / 4)
        for pixel in indices.indices {
            let offset = pixel * 4
            indices[pixel] =
                pixels[offset + 3] >= 128
                ? UInt8(truncatingIfNeeded: index(of: pixels, at: offset)!)
                : UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        }
        var palette = colors.map { (red: $0.red, green: $0.green, blue: $0.blue, alpha: UInt8(255)) }
        if transparentIndex != nil { palette.append((0, 0, 0, 0)) }
        return IndexedImage(palette: palette, indices: indices)
    }
}

/// The opaque pixels of a frame counted in cells of 5 bits a channel, each keeping the exact sum of its colours.
private struct ColorHistogram {
    struct Cell {
        var count = 0.0
        var red = 0.0, green = 0.0, blue = 0.0
        var squares = 0.0

        var mean: (Double, Double, Double) { (red / count, green / count, blue / count) }

        static func + (left: Cell, right: Cell) -> Cell {
            Cell(
                count: left.count + right.count, red: left.red + right.red, green: left.green + right.green,
                blue: left.blue + right.blue, squares: left.squares + right.squares)
        }

        static func - (left: Cell, right: Cell) -> Cell {
            Cell(
                count: left.count - right.count, red: left.red - right.red, green: left.green - right.green,
                blue: left.blue - right.blue, squares: left.squares - right.squares)
        }

        /// The summed squared distance of the cell's colours from their mean.
        var squaredError: Double {
            count > 0 ? squares - (red * red + green * green + blue * blue) / count : 0
        }
    }

    /// The cells that hold any pixel.
    private(set) var cells: [Cell]

    init(_ pixels: UnsafeBufferPointer<UInt8>) {
        var grid = [Cell](repeating: Cell(), count: 1 << 15)
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] >= 128 {
            let red = Int(truncatingIfNeeded: pixels[offset]), green = Int(truncatingIfNeeded: pixels[offset + 1]),
                blue = Int(truncatingIfNeeded: pixels[offset + 2])
            let cell = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
            grid[cell].count += 1
            grid[cell].red += Double(red)
            grid[cell].green += Double(green)
            grid[cell].blue += Double(blue)
            grid[cell].squares += Double(red * red + green * green + blue * blue)
        }
        cells = grid.filter { $0.count > 0 }
    }

    /// A box: a range of `cells`, with its totals.
    private struct Box {
        var range: Range<Int>
        var total: Cell
    }

    /// At most `count` colours: the means of boxes split, largest squared error first, at their best cut.
    mutating func splitIntoBoxes(count: Int) -> [PaletteColor] {
        var boxes = [Box(range: cells.indices, total: cells.reduce(Cell(), +))]
        while boxes.count < count {
            guard
                let widest = boxes.indices.filter({ boxes[$0].range.count > 1 }).max(by: {
                    boxes[$0].total.squaredError < boxes[$1].total.squaredError
                }),
                boxes[widest].total.squaredError > 0
            else { break }
            let (first, second) = split(boxes[widest])
            boxes[widest] = first
            boxes.append(second)
        }
        return boxes.map { Self.color($0.total) }
    }

    /// Sorts the box's cells along each axis in turn and cuts where the two halves' squared errors sum least.
    private mutating func split(_ box: Box) -> (Box, Box) {
        var best: (error: Double, axis: Int, cut: Int) = (.infinity, 0, box.range.lowerBound + 1)
        for axis in 0..<3 {
            sort(box.range, along: axis)
            var before = Cell()
            for cut in box.range.dropLast() {
                before = before + cells[cut]
                let error = before.squaredError + (box.total - before).squaredError
                if error < best.error { best = (error, axis, cut + 1) }
            }
        }
        sort(box.range, along: best.axis)
        let first = cells[box.range.lowerBound..<best.cut].reduce(Cell(), +)
        return (
            Box(range: box.range.lowerBound..<best.cut, total: first),
            Box(range: best.cut..<box.range.upperBound, total: box.total - first)
        )
    }

    private mutating func sort(_ range: Range<Int>, along axis: Int) {
        cells[range].sort { left, right in
            switch axis {
            case 0: left.red * right.count < right.red * left.count
            case 1: left.green * right.count < right.green * left.count
            default: left.blue * right.count < right.blue * left.count
            }
        }
    }

    /// One round of k-means: each cell goes to its nearest colour, and each colour moves to the mean of its cells.
    func refine(_ colors: [PaletteColor]) -> [PaletteColor] {
        var members = [Cell](repeating: Cell(), count: colors.count)
        for cell in cells {
            let (red, green, blue) = cell.mean
            var nearest = 0, nearestDistance = Double.infinity
            for (index, color) in colors.enumerated() {
                let dr = red - Double(color.red), dg = green - Double(color.green), db = blue - Double(color.blue)
                let distance = dr * dr + dg * dg + db * db
                if distance < nearestDistance { nearest = index; nearestDistance = distance }
            }
            members[nearest] = members[nearest] + cell
        }
        return zip(colors, members).map { color, cell in cell.count > 0 ? Self.color(cell) : color }
    }

    private static func color(_ cell: Cell) -> PaletteColor {
        let (red, green, blue) = cell.mean
        return PaletteColor(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: UInt8(blue.rounded()))
    }
}

/// Maps pixels to the nearest palette colour with Floyd–Steinberg error diffusion.
private struct DitheringMap {
    let colors: [PaletteColor]
    /// The nearest colour of each cell of 6 bits a channel, found when first asked for (-1 until then).
    private var nearest: [Int16]

    init(_ colors: [PaletteColor]) {
        self.colors = colors
        nearest = [Int16](repeating: -1, count: 1 << 18)
    }

    /// How much of a pixel's error its neighbours receive, in sixteenths; less than all of it keeps flat areas of
    /// consecutive frames from shimmering.
    private static let carriedSixteenths = 14

    mutating func remap(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, transparentIndex: Int?
    ) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: width * height)
        // Errors in sixteenths of a level per channel, for this row and the next, with a pixel of margin each side.
        var current = [Int](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            for index in next.indices { next[index] = 0 }
            for x in 0..<width {
                let offset = (y * width + x) * 4
                guard pixels[offset + 3] >= 128 else {
                    indices[y * width + x] = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
                    continue
                }
                let errorOffset = (x + 1) * 3
                var wanted = (0, 0, 0)
                wanted.0 = Self.clamp(Int(truncatingIfNeeded: pixels[offset]) + current[errorOffset] / 16)
                wanted.1 = Self.clamp(Int(truncatingIfNeeded: pixels[offset + 1]) + current[errorOffset + 1] / 16)
                wanted.2 = Self.clamp(Int(truncatingIfNeeded: pixels[offset + 2]) + current[errorOffset + 2] / 16)
                let chosen = nearestIndex(wanted.0, wanted.1, wanted.2)
                indices[y * width + x] = UInt8(truncatingIfNeeded: chosen)
                let color = colors[chosen]
                Self.diffuse(wanted.0 - Int(truncatingIfNeeded: color.red), at: errorOffset, into: &current, &next)
                Self.diffuse(
                    wanted.1 - Int(truncatingIfNeeded: color.green), at: errorOffset + 1, into: &current, &next)
                Self.diffuse(wanted.2 - Int(truncatingIfNeeded: color.blue), at: errorOffset + 2, into: &current, &next)
            }
            swap(&current, &next)
        }
        return indices
    }

    /// Floyd–Steinberg's shares: 7 to the right, 3, 5 and 1 to the row below.
    private static func diffuse(_ error: Int, at offset: Int, into current: inout [Int], _ next: inout [Int]) {
        let carried = error * carriedSixteenths
        current[offset + 3] += carried * 7 / 16
        next[offset - 3] += carried * 3 / 16
        next[offset] += carried * 5 / 16
        next[offset + 3] += carried / 16
    }

    private static func clamp(_ value: Int) -> Int { min(max(value, 0), 255) }

    private mutating func nearestIndex(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        let cell = (red >> 2) << 12 | (green >> 2) << 6 | blue >> 2
        if nearest[cell] >= 0 { return Int(truncatingIfNeeded: nearest[cell]) }
        // The cell's centre stands for every colour in it: at most 2 levels a channel away.
        let centre = (red & ~3 | 2, green & ~3 | 2, blue & ~3 | 2)
        var best = 0, bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = centre.0 - Int(truncatingIfNeeded: color.red),
                dg = centre.1 - Int(truncatingIfNeeded: color.green),
                db = centre.2 - Int(truncatingIfNeeded: color.blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        nearest[cell] = Int16(best)
        return best
    }
}
