import Foundation
import LottieEncoding
import TabBarComposing
import TabBarExport

extension ShiftComposition {
    /// `recordings` of `document`'s bar laid end to end, each with its marker name (nil for a single shift) and
    /// sampled at `framesPerSecond`; the icons' JSON is read again here, as written.
    init(
        document: TabBarDocument, recordings: [(name: String?, recording: TabShiftRecording)],
        framesPerSecond: Double, tabAreas: Bool = false
    ) throws(PlayerError) {
        var icons: [ExportedIcon] = []
        for icon in document.icons {
            icons.append(
                ExportedIcon(
                    name: icon.name, json: try icon.sourceJSON(), animation: icon.animation, keypaths: icon.keypaths))
        }
        let shifts = recordings.map { name, recording in
            Shift(name: name, poses: recording.times(framesPerSecond: framesPerSecond).map(recording.pose(at:)))
        }
        self.init(
            composer: TabBarComposer(document: document), icons: icons, shifts: shifts,
            framesPerSecond: framesPerSecond, tabAreas: tabAreas)
    }

    /// The composition as Lottie JSON bytes, named `name`.
    func encoded(name: String) throws(PlayerError) -> Data {
        do {
            return try json(name: name).encoded()
        } catch {
            throw .invalidArgument(error.description)
        }
    }
}
