/// Grows the coverage of premultiplied ARGB32 pixels by a distance, for a layer style's stroke: every pixel within
/// `distance` of a covered pixel becomes covered, with an anti-aliased rim.
///
/// Distances are exact Euclidean ones (Felzenszwalb and Huttenlocher's lower envelope of parabolas, one pass down
/// the columns and one along the rows), so the cost is linear in the pixels of the box around the ink, whatever the
/// distance; a square or diamond max filter would have been as cheap but draws corners After Effects rounds.
struct CoverageOutline {
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int

    /// A stroke wider than this many pixels is drawn at this width: it covers any output already.
    static let largestDistance = 4096

    /// Replaces each pixel by its grown coverage, colour dropped (the result is a mask).
    func grow(_ pixels: UnsafeMutablePointer<UInt8>, by distance: Double) {
        let reach = min(max(distance, 0), Double(Self.largestDistance))
        guard reach > 0, width > 0, height > 0,
            let ink = GaussianBlur.inkBounds(pixels, width: width, height: height, stride: stride, channels: 4)
        else { return }
        let margin = Int(clampingRounded: reach, to: 0...Self.largestDistance, rule: .up) + 1
        let left = max(0, ink.left - margin), right = min(width, ink.right + margin)
        let top = max(0, ink.top - margin), bottom = min(height, ink.bottom + margin)
        let boxWidth = right - left, boxHeight = bottom - top
        // Covered pixels are the seeds; a drawing of only faint pixels (a hairline) seeds from any ink.
        let threshold: UInt32 = hasCoverage(pixels, within: ink, atLeast: 128) ? 128 : 1
        let unreached = Double(boxWidth * boxWidth + boxHeight * boxHeight + 1)
        var squared = [Double](repeating: unreached, count: boxWidth * boxHeight)
        for y in 0..<boxHeight {
            let row = words(pixels, row: top + y)
            for x in 0..<boxWidth where row[left + x] >> 24 >= threshold { squared[y * boxWidth + x] = 0 }
        }
        squared.withUnsafeMutableBufferPointer { field in
            let longest = max(boxWidth, boxHeight)
            var line = [Double](repeating: 0, count: longest), result = [Double](repeating: 0, count: longest)
            var hull = [Int](repeating: 0, count: longest), bounds = [Double](repeating: 0, count: longest + 1)
            for x in 0..<boxWidth {
                for y in 0..<boxHeight { line[y] = field[y * boxWidth + x] }
                Self.transform(line, count: boxHeight, into: &result, hull: &hull, bounds: &bounds)
                for y in 0..<boxHeight { field[y * boxWidth + x] = result[y] }
            }
            for y in 0..<boxHeight {
                for x in 0..<boxWidth { line[x] = field[y * boxWidth + x] }
                Self.transform(line, count: boxWidth, into: &result, hull: &hull, bounds: &bounds)
                for x in 0..<boxWidth { field[y * boxWidth + x] = result[x] }
            }
        }
        for y in 0..<boxHeight {
            let row = words(pixels, row: top + y)
            for x in 0..<boxWidth {
                // A seed's centre lies about half a pixel inside the outline's edge.
                let grown = min(max(reach + 0.5 - squared[y * boxWidth + x].squareRoot(), 0), 1) * 255
                let alpha = max(UInt32(grown.rounded()), row[left + x] >> 24)
                row[left + x] = alpha << 24
            }
        }
    }

    /// The squared distance transform of one line (`values` holding 0 at seeds, a large number elsewhere).
    private static func transform(
        _ values: [Double], count: Int, into result: inout [Double], hull: inout [Int], bounds: inout [Double]
    ) {
        guard count > 0 else { return }
        func intersection(_ q: Int, _ p: Int) -> Double {
            ((values[q] + Double(q * q)) - (values[p] + Double(p * p))) / Double(2 * (q - p))
        }
        var k = 0
        hull[0] = 0
        bounds[0] = -.infinity
        bounds[1] = .infinity
        if count > 1 {
            for q in 1..<count {
                // The parabola from q overtakes the hull's last ones where they no longer reach below it.
                var s = intersection(q, hull[k])
                while s <= bounds[k] {
                    k -= 1
                    s = intersection(q, hull[k])
                }
                k += 1
                hull[k] = q
                bounds[k] = s
                bounds[k + 1] = .infinity
            }
        }
        k = 0
        for q in 0..<count {
            while bounds[k + 1] < Double(q) { k += 1 }
            let p = hull[k], offset = Double(q - p)
            result[q] = offset * offset + values[p]
        }
    }

    private func words(_ pixels: UnsafeMutablePointer<UInt8>, row: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Whether a pixel of the box around the ink (where all of it is) covers at least `level` of 255.
    private func hasCoverage(
        _ pixels: UnsafeMutablePointer<UInt8>, within ink: (left: Int, top: Int, right: Int, bottom: Int),
        atLeast level: UInt32
    ) -> Bool {
        (ink.top..<ink.bottom).contains { y in
            let row = words(pixels, row: y)
            return (ink.left..<ink.right).contains { row[$0] >> 24 >= level }
        }
    }
}
