import Foundation
import LottieStateMachines
import VectorGraphics

/// The top of the preview of an animation with a state machine: the animation at rest, with a button over each
/// place a click does something (each layer a click, pointer-down or pointer-up interaction names; the whole
/// animation for one that names none). What the machine does is worked out here, not in the page: from the start,
/// every button is tried in every configuration the machine reaches (its state and inputs, up to
/// `maximumConfigurations`), and what each click plays until the animation rests becomes an animated image. The
/// page's few lines of script look up where a click leads and play that image once.
enum TappableMachine {
    /// The script, as the page holds it; `scriptHash` must be its SHA-256 (`PreviewPageTests` checks it). Recompute
    /// with `printf %s "$SCRIPT" | openssl dgst -sha256 -binary | base64`.
    static let script = """
        (function () {
          var area = document.getElementById("tap-machine");
          if (!area) return;
          var image = document.getElementById("tap-machine-image"), shown = null, edges = {};
          area.dataset.edges.split(";").forEach(function (edge) {
            var parts = edge.split(",");
            edges[parts[0] + "," + parts[1]] = { to: parts[2], recording: parts[3] };
          });
        \(PlayOnce.function)
          area.addEventListener("click", function (event) {
            var button = event.target.closest("button[data-target]");
            if (!button) return;
            var edge = edges[area.dataset.configuration + "," + button.dataset.target];
            if (!edge) return;
            var recording = document.querySelector("#machine-recording-" + edge.recording + " img");
            area.dataset.configuration = edge.to;
            area.dataset.state = recording.parentNode.dataset.state;
            if (shown) URL.revokeObjectURL(shown);
            shown = playOnce(recording.src);
            image.src = shown;
          });
        })();
        """

    /// The SHA-256 of `script`, base64, as the policy lists it.
    static let scriptHash = "sha256-Tf9ACczaaOM2Fyx9tLxKwAOb9dnafS5cE+6Ht2sVgUk="

    static let maximumConfigurations = 32
    static let maximumTargets = 12

    /// The section that can be tapped and the section of what taps play; nil when the file has no state machine or
    /// nothing in it can be clicked.
    static func sections(for document: AnimationDocument, viewport: Viewport) throws(PlayerError) -> [String]? {
        guard let id = document.stateMachineIDs.first else { return nil }
        let machine = try document.stateMachine(id: id).machine
        func fresh() throws(PlayerError) -> InteractiveAnimation {
            let player = try InteractiveAnimation(document: document, machine: machine, viewport: viewport)
            try player.start()
            player.settle()
            return player
        }
        let first = try fresh()
        var layers: [String?] = []
        for interaction in machine.interactions
        where [.click, .pointerDown, .pointerUp].contains(interaction.kind) && !layers.contains(interaction.layerName) {
            layers.append(interaction.layerName)
        }
        let hitTest = LayerHitTest(document: document, viewport: viewport)
        var targets: [(name: String, box: Rect, point: Point)] = []
        for layer in layers.prefix(maximumTargets) {
            if let layer {
                if let found = hitTest.target(layer: layer, frame: first.frame) {
                    targets.append((layer, found.box, found.point))
                }
            } else {
                let whole = Rect(x: 0, y: 0, width: Double(viewport.width), height: Double(viewport.height))
                targets.append(("the animation", whole, Point(x: whole.midX, y: whole.midY)))
            }
        }
        guard !targets.isEmpty else { return nil }
        func configuration(_ player: InteractiveAnimation) -> String {
            player.stateName + "|"
                + machine.inputs.map { input in
                    switch input {
                    case .numeric(let name, _): "\(player.numericInput(name) ?? 0)"
                    case .string(let name, _): player.stringInput(name) ?? ""
                    case .boolean(let name, _): "\(player.booleanInput(name) ?? false)"
                    case .event: ""
                    }
                }.joined(separator: "|")
        }
        var configurations = [configuration(first)], paths: [[Int]] = [[]]
        var recordings: [(data: Data, state: String)] = [], recordingIndex: [[InteractionRecording.Frame]: Int] = [:]
        var edges: [String] = []
        var index = 0
        while index < configurations.count {
            for (target, place) in targets.enumerated() {
                let player = try fresh()
                for step in paths[index] {
                    player.click(x: targets[step].point.x, y: targets[step].point.y)
                    player.settle()
                }
                player.click(x: place.point.x, y: place.point.y)
                let recording = player.recordUntilRest(framesPerSecond: 30, seconds: 6)
                let reached = configuration(player)
                if reached == configurations[index] && recording.frameCount <= 1 { continue }
                var destination = configurations.firstIndex(of: reached)
                if destination == nil, configurations.count < maximumConfigurations {
                    configurations.append(reached)
                    paths.append(paths[index] + [target])
                    destination = configurations.count - 1
                }
                guard let destination else { continue }
                // Clicks that play the same frames (a shift into a tab, whichever shift ended there) share one image.
                let played: Int
                if let known = recordingIndex[recording.frames] {
                    played = known
                } else {
                    recordings.append((try recording.animatedImage(format: .webp), player.stateName))
                    played = recordings.count - 1
                    recordingIndex[recording.frames] = played
                }
                edges.append("\(index),\(target),\(destination),\(played)")
            }
            index += 1
        }
        let png = try first.pngData()
        let buttons = targets.enumerated().map { target, place in
            let box =
                "left:\(Int(clampingRounded: place.box.x, to: 0...16384))px;top:\(Int(clampingRounded: place.box.y, to: 0...16384))px;"
                + "width:\(Int(clampingRounded: place.box.width, to: 1...16384))px;height:\(Int(clampingRounded: place.box.height, to: 1...16384))px"
            return
                "<button type=\"button\" data-target=\"\(target)\" aria-label=\"\(HTMLText.escape(place.name))\" style=\"\(box)\"></button>"
        }
        let area = """
            <section><h2>Tap it: state machine \(HTMLText.escape(id))</h2><div class="tap-bar" id="tap-machine" data-configuration="0" \
            data-state="\(HTMLText.escape(first.stateName))" data-edges="\(edges.joined(separator: ";"))" style="width:\(viewport.width)px;height:\(viewport.height)px">\
            <img id="tap-machine-image" src="data:image/png;base64,\(png.base64EncodedString())" width="\(viewport.width)" height="\(viewport.height)" \
            alt="the animation at rest; click where it reacts">\(buttons.joined())</div>\
            <p>\(configurations.count) configurations of the machine reached from the start, \(edges.count) clicks that do something.</p></section>
            """
        let figures = recordings.enumerated().map { number, recording in
            PreviewPage.figure(
                webP: recording.data, viewport: viewport, caption: "to \(recording.state)",
                background: PreviewPage.lightBackground,
                id: "machine-recording-\(number)", attributes: " data-state=\"\(HTMLText.escape(recording.state))\"")
        }
        return [area, PreviewPage.section("What each click plays", figures: figures)]
    }
}
