@_spi(Model) import LottieModel
@testable import TabShiftEngine
import Testing
import VectorGraphics

@Suite("Interactive and interrupted shifts")
struct InteractionTests {
    @Test("a drag past the threshold finishes; one short of it cancels and goes back", arguments: [(0.7, 0.0, true), (0.3, 0.0, false), (0.3, 3.0, true), (0.8, -3.0, false)])
    func release(progress: Double, velocity: Double, finishes: Bool) throws {
        let bar = try TabFixtures.bar()
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.beginInteractive(toward: 2, at: 0)
        try session.updateInteractive(progress: progress / 2, at: 0.1)
        try session.updateInteractive(progress: progress, at: 0.2)
        #expect(session.endTime == nil)
        let heldFrame = session.pose(at: 0.25).tabs[2].frame
        #expect(heldFrame == session.pose(at: 0.2).tabs[2].frame, "a held gesture holds the pose")
        #expect(try session.releaseInteractive(velocity: velocity, at: 0.3) == finishes)
        let end = try #require(session.endTime)
        let remaining = finishes ? 1 - progress : progress
        #expect(abs(end - (0.3 + remaining * 0.5 / 1.5)) < 1e-9, "the rest plays at the completion speed")
        #expect(session.pose(at: 0.3).tabs[2].frame == heldFrame, "release does not jump")
        let final = session.pose(at: end)
        #expect(final.selectedIndex == (finishes ? 2 : 0))
        #expect(final.indicator?.rect.isClose(to: bar.layout.indicatorRect(finishes ? 2 : 0)) == true)
        #expect(session.events(through: end).last == .finished(selected: finishes ? 2 : 0, cancelled: !finishes, time: end))
        #expect(session.selectedIndex == (finishes ? 2 : 0))
    }

    /// The largest jump, between just before and just after `time`, of the frames of the icons that were in
    /// flight and of the indicator's edges. (An icon at rest that starts a new segment changes frame by design:
    /// segments rest on frames that look alike.)
    func jump(_ session: TabShiftSession, at time: Double, tabs: [Int]) -> Double {
        let before = session.pose(at: time - 1e-7), after = session.pose(at: time)
        let frames = tabs.map { abs(before.tabs[$0].frame - after.tabs[$0].frame) }
        let edges = [abs((before.indicator?.rect.minX ?? 0) - (after.indicator?.rect.minX ?? 0)), abs((before.indicator?.rect.maxX ?? 0) - (after.indicator?.rect.maxX ?? 0))]
        return (frames + edges).max() ?? 0
    }

    @Test("reverse: the segment in flight plays back from its current frame; nothing jumps")
    func reverseInterruption() throws {
        let bar = try TabFixtures.bar(timing: ShiftTiming(duration: 0.5, curve: .easeInOut, interruption: .reverse))
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(2, at: 0)
        try session.select(0, at: 0.2)
        #expect(jump(session, at: 0.2, tabs: [0, 2]) < 0.01)
        let atInterruption = session.pose(at: 0.2).tabs[2].frame
        #expect((48...72).contains(atInterruption), "tab 2 was part way through select.forward")
        #expect(session.pose(at: 0.3).tabs[2].frame < atInterruption, "and now plays it back")
        #expect(session.pose(at: 0.3).tabs[2].frame >= 48)
        let end = try #require(session.endTime)
        let final = session.pose(at: end)
        #expect(final.selectedIndex == 0 && final.indicator?.rect.isClose(to: bar.layout.indicatorRect(0)) == true)
        #expect(final.tabs[2].frame == 48 && final.tabs[0].frame == 96, "tab 0 is back at the selected look of its deselect segment")
        #expect(session.events(through: end).contains(.interrupted(time: 0.2)))
    }

    @Test("retarget: values become springs from their position and velocity; nothing jumps, speed carries over")
    func retargetInterruption() throws {
        let bar = try TabFixtures.bar(timing: ShiftTiming(duration: 0.5, curve: .easeInOut, interruption: .retarget))
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(3, at: 0)
        try session.select(1, at: 0.2)
        #expect(jump(session, at: 0.2, tabs: [0, 3]) < 0.01)
        let step = 0.002
        func edgeVelocity(at time: Double) -> Double {
            ((session.pose(at: time + step).indicator?.rect.maxX ?? 0) - (session.pose(at: time).indicator?.rect.maxX ?? 0)) / step
        }
        let before = edgeVelocity(at: 0.2 - step), after = edgeVelocity(at: 0.2)
        #expect(before > 100, "the indicator was moving right")
        #expect(abs(after - before) < abs(before) * 0.1, "and keeps its speed through the interruption")
        let end = try #require(session.endTime)
        #expect(session.pose(at: end).selectedIndex == 1)
        let indicatorEnd = try #require(session.pose(at: end).indicator?.rect)
        #expect(abs(indicatorEnd.minX - bar.layout.indicatorRect(1).minX) < 0.5)
    }

    @Test("reduced motion: icons jump to their end frames and cross-fade briefly; nothing moves or overshoots")
    func reducedMotion() throws {
        let bar = try TabFixtures.bar(timing: ShiftTiming(duration: 0.5, curve: .spring(SpringParameters(dampingRatio: 0.3, response: 0.4))))
        var session = TabShiftSession(bar: bar, selected: 0, reducedMotion: true)
        try session.select(2, at: 0)
        let during = session.pose(at: 0.05)
        #expect(during.tabs[2].frame == TabFixtures.end(24) && during.tabs[0].frame == 0)
        #expect(during.tabs[2].crossFade?.fromFrame == 0 && during.tabs[0].crossFade?.fromFrame == TabFixtures.end(24))
        #expect(during.tabs[1].crossFade == nil)
        #expect(during.tabs.allSatisfy { $0.offset == .zero && $0.scale == 1 })
        #expect(during.indicator?.rect.isClose(to: bar.layout.indicatorRect(2)) == true)
        #expect(abs((during.tabs[2].crossFade?.progress ?? 0) - 0.05 / 0.15) < 1e-9)
        let after = session.pose(at: 0.15)
        #expect(after.tabs.allSatisfy { $0.crossFade == nil } && after.isSettled)
    }
}
