@testable import LottiePlayer
import TabBarComposing
import Testing
import VectorGraphics

/// A title drawn in the line its layout gives it is the path placed there once, the same storage frame after frame:
/// the canvas then knows it for the last frame's at once instead of comparing it point by point. Anywhere else it is
/// placed anew, as it always was.
@Suite("Tab bar titles placed once")
struct TabBarTitlePlacementTests {
    static func storage(_ path: BezierPath) -> UnsafeRawPointer? {
        path.contours.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("each title in its line is one path placed once, the path placing its outline there gives; in another line, that line's")
    func titlesPlacedOnce() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let labels = TabBarComposer(document: document).labels
        var titles = 0
        for index in document.manifest.tabs.indices {
            guard let title = labels.title(index) else { continue }
            titles += 1
            let line = labels.layout.titleRect(index)
            let elsewhere = Rect(x: line.x + 0.37, y: line.y - 1.25, width: line.width, height: line.height)
            for selected in [false, true] {
                let outline = selected ? title.selected : title.unselected
                let first = title.path(selected: selected, in: line), again = title.path(selected: selected, in: line)
                #expect(first == TabBarLabels.placed(outline, in: line), "tab \(index)")
                #expect(!first.contours.isEmpty && Self.storage(first) == Self.storage(again), "tab \(index): placed anew")
                #expect(title.path(selected: selected, in: elsewhere) == TabBarLabels.placed(outline, in: elsewhere))
                #expect(title.path(selected: selected, in: elsewhere) != first)
            }
        }
        #expect(titles >= 3)
    }
}
