import Foundation
import LottieEncoding
import TabBarExport
import TabShiftEngine

extension TabBarDocument {
    /// The bar as a dotLottie state machine over the export of every shift with tab areas
    /// (`lottieJSONOfEveryShift(tabAreas: true)`), so that a dotLottie player runs the bar with no code in the app:
    /// a click on a tab's area sets the input `tab` to its position, which plays the shift from the tab selected to
    /// it (the `from→to` segment) and rests on its last frame. The machine starts at rest on the initial tab (the
    /// last frame of a shift into it, shown without playing). A click during a shift starts the next shift from its
    /// beginning: the export holds shifts from rest only, where TabShift's own engine turns an interrupted shift
    /// around from where it is.
    public func stateMachineOfEveryShift() throws(PlayerError) -> Data {
        let ids = manifest.tabs.map(\.id)
        guard ids.count >= 2 else {
            throw .invalidArgument("\(name): a bar of one tab has no shifts to choose between")
        }
        let initial = manifest.initialIndex
        func shift(_ from: Int, _ to: Int) -> String { "\(ids[from])→\(ids[to])" }
        func rest(_ index: Int) -> String { "at \(ids[index])" }
        func transitions(from selected: Int) -> JSONTree {
            .array(
                ids.indices.filter { $0 != selected }.map { target in
                    .object(
                        JSONObject([
                            "type": "Transition", "toState": .string(shift(selected, target)),
                            "guards": .array([
                                .object(
                                    JSONObject([
                                        "type": "Numeric", "inputName": "tab", "conditionType": "Equal",
                                        "compareTo": .number(Double(target))
                                    ]))
                            ])
                        ]))
                })
        }
        let before = initial == 0 ? 1 : 0
        var states: [JSONTree] = [
            .object(
                JSONObject([
                    "type": "PlaybackState", "name": .string(rest(initial)), "animation": "",
                    "segment": .string(shift(before, initial)),
                    "mode": "Reverse", "autoplay": false, "loop": false, "transitions": transitions(from: initial)
                ]))
        ]
        for from in ids.indices {
            for to in ids.indices where to != from {
                states.append(
                    .object(
                        JSONObject([
                            "type": "PlaybackState", "name": .string(shift(from, to)), "animation": "",
                            "segment": .string(shift(from, to)),
                            "autoplay": true, "loop": false, "transitions": transitions(from: to)
                        ])))
            }
        }
        let interactions: [JSONTree] = ids.indices.map { index in
            .object(
                JSONObject([
                    "type": "Click", "layerName": .string(ShiftComposition.tabAreaName(ids[index])),
                    "actions": .array([
                        .object(JSONObject(["type": "SetNumeric", "inputName": "tab", "value": .number(Double(index))]))
                    ])
                ]))
        }
        let machine = JSONObject([
            "initial": .string(rest(initial)), "states": .array(states), "interactions": .array(interactions),
            "inputs": .array([
                .object(JSONObject(["type": "Numeric", "name": "tab", "value": .number(Double(initial))]))
            ])
        ])
        return JSONTree.object(machine).encoded()
    }
}
