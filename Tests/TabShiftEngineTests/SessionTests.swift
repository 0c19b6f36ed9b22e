@_spi(Model) import LottieModel
@testable import TabShiftEngine
import Testing
import VectorGraphics

@Suite("Tab shift sessions")
struct SessionTests {
    let bar: TabBar

    init() throws {
        bar = try TabFixtures.bar()
    }

    func frame(_ pose: TabBarPose, _ tab: Int) -> Double { pose.tabs[tab].frame }

    @Test("at rest, the selected icon shows select's last frame and the others its first")
    func rest() {
        let pose = TabShiftSession(bar: bar, selected: 1).pose(at: 0)
        #expect(pose.tabs.map(\.frame) == [0, TabFixtures.end(24), 0, 0])
        #expect(pose.tabs[1].tint == bar.manifest.theme.selectedTint && pose.tabs[0].tint == bar.manifest.theme.unselectedTint)
        #expect(pose.indicator?.rect.isClose(to: bar.layout.indicatorRect(1)) == true)
        #expect(pose.isSettled)
    }

    @Test("a forward tap: the outgoing icon plays deselect.forward, the incoming select.forward, and both end at rest")
    func forwardShift() throws {
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(2, at: 1)
        let end = try #require(session.endTime)
        #expect(abs(end - 1.5) < 1e-9)
        let middle = session.pose(at: 1.25)
        #expect((96...120).contains(frame(middle, 0)))
        #expect((48...72).contains(frame(middle, 2)))
        let final = session.pose(at: end)
        #expect(frame(final, 0) == TabFixtures.end(120) && frame(final, 2) == TabFixtures.end(72))
        #expect(final.indicator?.rect.isClose(to: bar.layout.indicatorRect(2)) == true)
        #expect(final.isSettled && final.selectedIndex == 2)
        #expect(session.pose(at: 0.5) == TabShiftSession(bar: bar, selected: 0).pose(at: 0.5))
    }

    @Test("tracks start and end where their windows say")
    func trackEdges() throws {
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(1, at: 0)
        // The incoming track starts at 10% of 0.5 s; the outgoing one ends at 75%.
        #expect(frame(session.pose(at: 0.05 - 1e-6), 1) == 48)
        #expect(frame(session.pose(at: 0.05 + 0.01), 1) > 48)
        #expect(frame(session.pose(at: 0.375 - 0.01), 0) < 120)
        #expect(frame(session.pose(at: 0.375), 0) == TabFixtures.end(120))
        let completions = session.events(through: 10).compactMap { event -> (ShiftTrackKind, Double)? in
            if case .trackCompleted(let kind, let time) = event { return (kind, time) }
            return nil
        }
        #expect(completions.first { $0.0 == .outgoing }.map { abs($0.1 - 0.375) < 1e-9 } == true)
        #expect(completions.first { $0.0 == .incoming }.map { abs($0.1 - 0.5) < 1e-9 } == true)
    }

    @Test("events: began, track completions, finished, in time order")
    func events() throws {
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(3, at: 0)
        let events = session.events(through: 10)
        #expect(events.first == .began(from: 0, to: 3, time: 0, interactive: false))
        #expect(events.last == .finished(selected: 3, cancelled: false, time: 0.5))
        #expect(events.map(\.time) == events.map(\.time).sorted())
        #expect(session.events(through: 0.1).count == 1)
    }

    @Test("the icons lean toward the direction of travel, mirrored in right-to-left layouts", arguments: [(TabBarLayoutDirection.leftToRight, 1.0), (.rightToLeft, -1.0)])
    func iconShift(direction: TabBarLayoutDirection, sign: Double) throws {
        var session = TabShiftSession(bar: try TabFixtures.bar(direction: direction), selected: 0)
        try session.select(2, at: 0)
        let middle = session.pose(at: 0.25)
        #expect(middle.tabs[2].offset.x * sign > 0)
        #expect(middle.tabs[0].offset.x * sign > 0)
        #expect(middle.tabs[1].offset.x == 0)
        #expect(abs(session.pose(at: 0.5).tabs[2].offset.x) < 1e-9)
    }

    @Test("the indicator's leading edge leads")
    func indicatorLead() throws {
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(3, at: 0)
        let rect = try #require(session.pose(at: 0.2).indicator?.rect)
        let start = bar.layout.indicatorRect(0), end = bar.layout.indicatorRect(3)
        let rightShare = (rect.maxX - start.maxX) / (end.maxX - start.maxX)
        let leftShare = (rect.minX - start.minX) / (end.minX - start.minX)
        #expect(rightShare > leftShare + 0.05)
    }

    @Test("a reselect tap plays the reselect segment and stays selected")
    func reselect() throws {
        var session = TabShiftSession(bar: bar, selected: 1)
        try session.select(1, at: 0)
        #expect((144...156).contains(frame(session.pose(at: 0.3), 1)))
        #expect(session.pose(at: 1).selectedIndex == 1)
    }

    @Test("evaluation order does not matter")
    func determinism() throws {
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(3, at: 0)
        try session.select(1, at: 0.2)
        let times = stride(from: 0.0, through: 1.2, by: 0.01).map { $0 }
        let forward = times.map(session.pose(at:))
        for index in times.indices.shuffled() { #expect(session.pose(at: times[index]) == forward[index]) }
    }

    @Test("requests must be in time order and name real tabs")
    func errors() throws {
        var session = TabShiftSession(bar: bar)
        #expect(throws: TabShiftError.noSuchTab(7, count: 4)) { try session.select(7, at: 0) }
        try session.select(2, at: 1)
        #expect(throws: TabShiftError.timeWentBackwards(requested: 0.5, last: 1)) { try session.select(1, at: 0.5) }
        #expect(throws: TabShiftError.noInteractiveShift) { try session.updateInteractive(progress: 0.5, at: 2) }
        #expect(TabShiftError.noSuchTab(7, count: 4).description == "there is no tab 7; the bar has tabs 0 to 3")
    }
}
