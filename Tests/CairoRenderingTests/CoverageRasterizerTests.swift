@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// The rasterizer's coverage is the area of each pixel inside the path under its fill rule: checked against boxes
/// whose coverage is known exactly, and against a fine grid of point samples on random self-crossing polygons.
@Suite("Coverage rasterizer")
struct CoverageRasterizerTests {
    let box = PixelBox(rows: 0..<24, columns: 0..<24)

    /// Coverage of every pixel of `box` as 0…1, zero outside the mask's spans.
    static func coverage(of path: BezierPath, rule: FillRule = .nonZero, transform: AffineTransform = .identity, box: PixelBox) -> [[Double]] {
        let rasterizer = CoverageRasterizer(), mask = rasterizer.mask
        rasterizer.edges.addFill(of: path, transform: transform, within: box)
        var result = Array(repeating: Array(repeating: 0.0, count: box.columns.count), count: box.rows.count)
        guard rasterizer.rasterize(rule: rule, within: box) else { return result }
        for row in 0..<mask.box.rows.count {
            for run in mask.runs(ofRow: row) {
                let entry = mask.runs[run]
                for column in Int(entry.start)..<Int(entry.start + entry.length) {
                    result[row + mask.box.rows.lowerBound - box.rows.lowerBound][column - box.columns.lowerBound] = Double(entry.coverage) / 255
                }
            }
        }
        return result
    }

    static func polygon(_ points: [Point]) -> BezierContour {
        var contour = BezierContour(start: points[0], isClosed: true)
        for (start, end) in zip(points, points.dropFirst() + [points[0]]) { contour.segments.append(.line(from: start, to: end)) }
        return contour
    }

    @Test("a rectangle with fractional sides covers each pixel by its overlap", arguments: 0..<30)
    func rectangle(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 11)
        let x = Double.random(in: -3...12, using: &random), y = Double.random(in: -3...12, using: &random)
        let width = Double.random(in: 0.1...14, using: &random), height = Double.random(in: 0.1...14, using: &random)
        let path = BezierPath.rectangle(x: x, y: y, width: width, height: height)
        let coverage = Self.coverage(of: path, box: box)
        // The corners land on Cairo's grid first (1/256 of a pixel across, 1/15 down).
        let topLeft = PolygonEdges.onCairoGrid(Point(x: x, y: y)), bottomRight = PolygonEdges.onCairoGrid(Point(x: x + width, y: y + height))
        for row in 0..<24 {
            for column in 0..<24 {
                let overlapX = max(0, min(Double(column + 1), bottomRight.x) - max(Double(column), topLeft.x))
                let overlapY = max(0, min(Double(row + 1), bottomRight.y) - max(Double(row), topLeft.y))
                #expect(abs(coverage[row][column] - overlapX * overlapY) <= 0.5 / 255 + 1e-9, "pixel (\(column), \(row))")
            }
        }
    }

    @Test("rectangles and rounded ones are swept in the order kept from row to row, wherever their contour starts", arguments: 0..<20)
    func flatTopsKeepTheOrder(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 31 &+ 7)
        let x = Double.random(in: 0.5...8, using: &random), y = Double.random(in: 0.5...8, using: &random)
        let width = Double.random(in: 2...14, using: &random), height = Double.random(in: 2...14, using: &random)
        let corners = [Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height), Point(x: x, y: y)]
        let rasterizer = CoverageRasterizer()
        // A flat top belongs to one of the two chains leaving its corner: where the contour starts and which way it
        // runs decide which.
        for start in corners.indices {
            for reversed in [false, true] {
                let rotated = Array(corners[start...] + corners[..<start])
                let path = BezierPath(contours: [Self.polygon(reversed ? rotated.reversed() : rotated)])
                rasterizer.edges.addFill(of: path, transform: .identity, within: box)
                #expect(rasterizer.rasterize(rule: .nonZero, within: box))
                #expect(rasterizer.lastSortedBandCount == 0, "from corner \(start), reversed \(reversed)")
            }
        }
        let rounded = BezierPath.roundedRectangle(Rect(x: x, y: y, width: width, height: height), radius: min(width, height) / 4)
        rasterizer.edges.addFill(of: rounded, transform: .identity, within: box)
        #expect(rasterizer.rasterize(rule: .nonZero, within: box))
        #expect(rasterizer.lastSortedBandCount == 0, "rounded")
    }

    @Test("a shape starting beside a slanted side is put where that side is at its height, not where it started", arguments: 0..<20)
    func startsBesideSlantedSides(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 53 &+ 1)
        // A parallelogram leaning left (its left side runs from x 10 to 2 down 16 rows), and inside it a small
        // square starting lower down, left of where that side started and right of where it has got to.
        let lean = Double.random(in: 6...9, using: &random)
        let outer = Self.polygon([Point(x: 10, y: 0.5), Point(x: 20, y: 0.5), Point(x: 20 - lean, y: 16.5), Point(x: 10 - lean, y: 16.5)])
        let top = Double.random(in: 6...10, using: &random)
        let left = 10 - lean * (top - 0.5) / 16 + Double.random(in: 0.5...1.5, using: &random)
        let inner = Self.polygon([Point(x: left, y: top), Point(x: left + 1.5, y: top), Point(x: left + 1.5, y: top + 3), Point(x: left, y: top + 3)])
        let rasterizer = CoverageRasterizer()
        for rule in [FillRule.nonZero, .evenOdd] {
            let path = BezierPath(contours: [outer, inner])
            rasterizer.edges.addFill(of: path, transform: .identity, within: box)
            #expect(rasterizer.rasterize(rule: rule, within: box))
            #expect(rasterizer.lastSortedBandCount == 0, "rule \(rule)")
            let worst = Self.largestDifference(
                Self.coverage(of: path, rule: rule, box: box),
                Self.scanlineCoverage(of: Self.onCairoGrid(path), rule: rule, box: box, linesPerRow: 240))
            #expect(worst < 0.03, "rule \(rule), worst difference \(worst)")
        }
    }

    @Test("random self-crossing polygons match fine scanlines under both rules", arguments: 0..<40)
    func randomPolygons(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 977 &+ 5)
        let path = Self.randomPolygons(&random, corners: 3...9) { random in
            Point(x: Double.random(in: -4...28, using: &random), y: Double.random(in: -4...28, using: &random))
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let coverage = Self.coverage(of: path, rule: rule, box: box)
            let reference = Self.scanlineCoverage(of: Self.onCairoGrid(path), rule: rule, box: box, linesPerRow: 128)
            let worst = Self.largestDifference(coverage, reference)
            // 128 lines a row misjudge a pixel by a line's height per vertex or crossing inside it, at most a few.
            #expect(worst < 0.03, "rule \(rule), worst difference \(worst)")
        }
    }

    @Test("chains that swap places where one runs level are ordered on each side of that height")
    func swapAtLevelRun() {
        // One contour from a corpus frame, moved near the origin. Its first side runs level at y = 21/15, back left
        // and then right, and leaves that height right of the side coming down from the contour's second top: the
        // two swap places right there, not between two of their points.
        let grid: [(Double, Double)] = [
            (0.3671875, 12), (1.43359375, 21), (1.34765625, 21), (1.66796875, 21), (1.61328125, 24),
            (1.62109375, 21), (1.84375, 19), (1.83203125, 22), (1.77734375, 25), (1.45703125, 25),
            (1.37109375, 25), (0.203125, 15),
        ]
        let points = grid.map { Point(x: $0.0, y: $0.1 / 15) }
        let small = PixelBox(rows: 0..<3, columns: 0..<3)
        let reference = Self.scanlineCoverage(
            of: BezierPath(contours: [Self.polygon(points)]), rule: .nonZero, box: small, linesPerRow: 3000)
        // Where the contour starts and which way it runs decide the order in which its sides reach the sweep.
        for start in points.indices {
            for reversed in [false, true] {
                let rotated = Array(points[start...] + points[..<start])
                let path = BezierPath(contours: [Self.polygon(reversed ? rotated.reversed() : rotated)])
                let worst = Self.largestDifference(Self.coverage(of: path, box: small), reference)
                #expect(worst < 2 / 255, "from point \(start), reversed \(reversed): off by \(worst * 255)/255")
            }
        }
    }

    @Test("random polygons with level runs on Cairo's rows match fine scanlines under both rules", arguments: 0..<120)
    func levelRuns(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 3)
        // Few heights, on the rows Cairo samples, so that sides run level and cross others right there.
        let path = Self.randomPolygons(&random, corners: 4...12) { random in
            Point(
                x: Double(Int.random(in: 0...(6 * 256), using: &random)) / 256,
                y: Double(Int.random(in: 0...8, using: &random) * 4) / 15)
        }
        let small = PixelBox(rows: 0..<3, columns: 0..<7)
        for rule in [FillRule.nonZero, .evenOdd] {
            let worst = Self.largestDifference(
                Self.coverage(of: path, rule: rule, box: small),
                Self.scanlineCoverage(of: path, rule: rule, box: small, linesPerRow: 600))
            #expect(worst < 2 / 255, "rule \(rule), off by \(worst * 255)/255")
        }
    }

    /// One to three closed polygons of `corners` corners each, every corner drawn by `corner`.
    static func randomPolygons(
        _ random: inout SeededGenerator, corners: ClosedRange<Int>, corner: (inout SeededGenerator) -> Point
    ) -> BezierPath {
        var path = BezierPath()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let count = Int.random(in: corners, using: &random)
            var points: [Point] = []
            for _ in 0..<count { points.append(corner(&random)) }
            path.contours.append(polygon(points))
        }
        return path
    }

    /// The largest difference between two grids of coverage.
    static func largestDifference(_ first: [[Double]], _ second: [[Double]]) -> Double {
        zip(first, second).map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
    }

    /// The polygon with every point where the rasterizer puts it.
    static func onCairoGrid(_ path: BezierPath) -> BezierPath {
        BezierPath(contours: path.contours.map { contour in
            var result = BezierContour(start: PolygonEdges.onCairoGrid(contour.start), isClosed: contour.isClosed)
            result.segments = contour.segments.map { .line(from: .zero, to: PolygonEdges.onCairoGrid($0.end)) }
            return result
        })
    }

    /// Coverage from many horizontal lines per row, each exact along x: a slow reference for polygons.
    static func scanlineCoverage(of path: BezierPath, rule: FillRule, box: PixelBox, linesPerRow: Int) -> [[Double]] {
        var segments: [(Point, Point)] = []
        for contour in path.contours {
            var previous = contour.start
            for segment in contour.segments + [.line(from: contour.last, to: contour.start)] {
                segments.append((previous, segment.end))
                previous = segment.end
            }
        }
        var result = Array(repeating: Array(repeating: 0.0, count: box.columns.count), count: box.rows.count)
        for row in 0..<box.rows.count {
            for line in 0..<linesPerRow {
                let y = Double(box.rows.lowerBound + row) + (Double(line) + 0.5) / Double(linesPerRow)
                var crossings: [(x: Double, direction: Int)] = []
                for (a, b) in segments where (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += crossing.direction
                    let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside, index + 1 < crossings.count else { continue }
                    let start = crossing.x, end = crossings[index + 1].x
                    for column in 0..<box.columns.count {
                        let left = Double(box.columns.lowerBound + column)
                        let overlap = max(0, min(left + 1, end) - max(left, start))
                        result[row][column] += overlap / Double(linesPerRow)
                    }
                }
            }
        }
        return result
    }

    @Test("random curved paths cover what Cairo's scan converter covers, under both rules", arguments: RandomSeeds.upTo(80))
    func agreesWithCairo(seed: Int) throws {
        let (ours, cairo) = try Self.curvedFill(seed: seed)
        let (share, largest) = CairoReference.difference(ours, cairo, threshold: 16)
        // Cairo samples 15 lines a row on the same grid of points; where two edges meet inside a pixel the samples and
        // the area part a little more.
        #expect(share < 0.003, "seed \(seed): \(share * 100)% of pixels differ beyond 16/255 (largest \(largest))")
    }

    @Test("curves are cut into the pieces Cairo cuts them into: across the random curved paths, edges differ from Cairo's by rounding alone")
    func curvesCutAsCairoCutsThem() throws {
        // Pieces of a different flattening (evenly spaced, within 0.05 pixel) move edges by up to a tenth of a pixel,
        // and about 0.6% of pixels differ beyond 8/255; Cairo's own pieces leave only sampling, about 0.12%.
        var total = 0.0
        for seed in 0..<80 {
            let (ours, cairo) = try Self.curvedFill(seed: seed)
            total += CairoReference.difference(ours, cairo, threshold: 8).share
        }
        #expect(total / 80 < 0.002, "\(total / 80 * 100)% of pixels differ beyond 8/255 on average")
    }

    /// Curved fill number `seed`, drawn by TabShift and by Cairo.
    static func curvedFill(seed: Int) throws -> (ours: [UInt32], cairo: [UInt32]) {
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 17)
        var path = BezierPath()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            path.append(CairoReference.randomPath(&random, pieces: Int.random(in: 2...6, using: &random), closed: true))
        }
        let rule = seed % 2 == 0 ? FillRule.nonZero : .evenOdd
        let transform = seed % 3 == 2 ? AffineTransform(a: 0.6, b: 0.25, c: -0.3, d: 0.9, tx: 14, ty: 2) : .identity
        let node = SceneNode.fill(FillNode(path: path, paint: .solid(LottieColor(red: 0, green: 0, blue: 0, alpha: 1)), rule: rule))
        return try CairoReference.render(node, transform: transform)
    }
}
