@_spi(Model) import LottieModel
@testable import TabShiftEngine
import Testing
import VectorGraphics

@Suite("Segments from markers")
struct SegmentResolutionTests {
    @Test("direction comes from the indices", arguments: [(0, 2, ShiftDirection.forward), (3, 1, .backward), (2, 2, .none)])
    func direction(from: Int, to: Int, expected: ShiftDirection) {
        #expect(ShiftDirection(from: from, to: to) == expected)
    }

    @Test("direction variants win when present", arguments: [
        (SegmentRole.select, ShiftDirection.forward, "select.forward", 48.0, 71.999),
        (.select, .backward, "select.backward", 72, 95.999),
        (.deselect, .forward, "deselect.forward", 96, 119.999),
        (.deselect, .backward, "deselect.backward", 120, 143.999),
        (.reselect, .forward, "reselect", 144, 155.999),
    ])
    func variants(role: SegmentRole, direction: ShiftDirection, source: String, start: Double, end: Double) {
        let segment = IconSegments(animation: TabFixtures.fullIcon).segment(role, direction: direction)
        #expect(segment.source == source)
        #expect(segment.startFrame == start)
        #expect(abs(segment.endFrame - end) < 1e-9)
    }

    @Test("without a variant, the plain marker plays")
    func plainFallback() {
        let segments = IconSegments(animation: TabFixtures.plainIcon)
        #expect(segments.segment(.select, direction: .forward).source == "select")
        #expect(segments.segment(.deselect, direction: .backward) == IconSegment(startFrame: 24, endFrame: 47.999, source: "deselect"))
        #expect(segments.segment(.select, direction: .forward).endFrame == 23.999, "a segment ends just before the next marker's first frame")
    }

    @Test("without deselect, select plays in reverse")
    func reversedSelect() {
        let segments = IconSegments(animation: TabFixtures.icon(markers: [("select", 10, 20)]))
        let deselect = segments.segment(.deselect, direction: .forward)
        #expect(deselect.source == "select reversed")
        #expect(deselect.startFrame == 29.999 && deselect.endFrame == 10)
    }

    @Test("without markers, the whole animation plays forward to select and backward to deselect")
    func wholeAnimation() {
        let segments = IconSegments(animation: TabFixtures.icon(markers: [], inPoint: 5, outPoint: 65))
        #expect(segments.segment(.select, direction: .none) == IconSegment(startFrame: 5, endFrame: 64.999, source: "whole animation"))
        #expect(segments.segment(.deselect, direction: .forward) == IconSegment(startFrame: 64.999, endFrame: 5, source: "whole animation reversed"))
        #expect(segments.segment(.reselect, direction: .none) == IconSegment(startFrame: 64.999, endFrame: 64.999, source: "no reselect marker: stays"))
        #expect(segments.restFrame(selected: false) == 5)
    }

    @Test("without a reselect marker nothing plays: the icon stays on its selected frame; markers of no length are ignored")
    func reselectAndEmptyMarkers() {
        let segments = IconSegments(animation: TabFixtures.icon(markers: [("select", 0, 24), ("reselect", 30, 0)]))
        let reselect = segments.segment(.reselect, direction: .none)
        #expect(reselect.startFrame == 23.999 && reselect.endFrame == 23.999)
        let marked = IconSegments(animation: TabFixtures.icon(markers: [("select", 0, 24), ("reselect", 30, 12)]))
        #expect(marked.segment(.reselect, direction: .none) == IconSegment(startFrame: 30, endFrame: 41.999, source: "reselect"))
    }

    @Test("segment frames are clamped and interpolated")
    func frames() {
        let segment = IconSegment(startFrame: 10, endFrame: 20, source: "select")
        #expect(segment.frame(at: -1) == 10 && segment.frame(at: 0.5) == 15 && segment.frame(at: 2) == 20)
        #expect(segment.reversed.frame(at: 0.25) == 17.5)
    }
}

@Suite("Layout")
struct LayoutTests {
    @Test("left to right: tab 0 on the left, after the leading inset")
    func leftToRight() throws {
        let layout = try TabFixtures.bar().layout
        #expect(layout.slot(0) == Rect(x: 20, y: 0, width: 95, height: 80))
        #expect(layout.slot(3).maxX == 400)
        #expect(layout.screenDirection(from: 0, to: 2) == 1)
    }

    @Test("right to left mirrors slots and insets: tab 0 on the right, forward moves left")
    func rightToLeft() throws {
        let layout = try TabFixtures.bar(direction: .rightToLeft).layout
        #expect(layout.slot(0) == Rect(x: 285, y: 0, width: 95, height: 80))
        #expect(layout.slot(3).minX == 0)
        #expect(layout.screenDirection(from: 0, to: 2) == -1)
        #expect(layout.iconRect(0).midX == 332.5)
    }
}
