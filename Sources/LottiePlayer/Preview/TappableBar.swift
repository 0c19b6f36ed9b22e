import Foundation
import TabBarComposing
import TabShiftEngine
import VectorGraphics

/// The top of a bar's preview: the bar at rest, with a button over each tab. A click plays the shift from the
/// tab selected to the one clicked, taken from the page's own shift images: a few lines of script copy that
/// image, set it to play once (the loop count in its `ANIM` chunk) and show it. The page's content security policy
/// allows this one script by its hash, and nothing from the network.
enum TappableBar {
    /// The script, as the page holds it; `scriptHash` must be its SHA-256 (the browser test fails otherwise:
    /// Chromium refuses a script whose hash the policy does not list). Recompute with
    /// `printf %s "$SCRIPT" | openssl dgst -sha256 -binary | base64`.
    static let script = """
        (function () {
          var bar = document.getElementById("tap-bar");
          if (!bar) return;
          var image = document.getElementById("tap-bar-image"), shown = null;
        \(PlayOnce.function)
          bar.addEventListener("click", function (event) {
            var button = event.target.closest("button[data-index]");
            if (!button) return;
            var from = bar.dataset.selected, to = button.dataset.index;
            var shift = document.querySelector('figure[data-from="' + from + '"][data-to="' + to + '"]:not([data-reduced-motion]) img');
            bar.dataset.selected = to;
            bar.querySelectorAll("button").forEach(function (each) { each.setAttribute("aria-pressed", each === button ? "true" : "false"); });
            if (!shift) return;
            if (shown) URL.revokeObjectURL(shown);
            shown = playOnce(shift.src);
            image.src = shown;
          });
        })();
        """

    /// The SHA-256 of `script`, base64, as the policy lists it.
    static let scriptHash = "sha256-hRbzCsShWOwn2VItNSh/0kyyVHIrESJbm6PzAtNhr5A="

    /// The section: the bar at rest on its first selection as a PNG, a button over each tab's slot.
    static func section(for bar: TabBarDocument, viewport: Viewport) throws(PlayerError) -> String {
        let selected = bar.bar.manifest.initialIndex
        let rest = TabShiftSession(bar: bar.bar, selected: selected).pose(at: 0)
        let png = try OutputFormat.png.encode(
            TabBarComposer(document: bar).scene(for: rest), viewport: viewport, file: bar.name)
        let scale = Double(viewport.width) / max(bar.manifest.width, 1)
        var buttons: [String] = []
        for (index, tab) in bar.manifest.tabs.enumerated() {
            let slot = bar.bar.layout.slot(index)
            let label = HTMLText.escape(tab.title ?? tab.id)
            buttons.append(
                "<button type=\"button\" data-index=\"\(index)\" aria-label=\"\(label)\" aria-pressed=\"\(index == selected)\" style=\"left:\(Int(clampingRounded: slot.x * scale, to: 0...16384))px;width:\(Int(clampingRounded: slot.width * scale, to: 0...16384))px\"></button>"
            )
        }
        return """
            <section><h2>Tap a tab</h2><div class="tap-bar" id="tap-bar" data-selected="\(selected)" style="width:\(viewport.width)px;height:\(viewport.height)px">\
            <img id="tap-bar-image" src="data:image/png;base64,\(png.base64EncodedString())" width="\(viewport.width)" height="\(viewport.height)" alt="the bar; click a tab to shift to it">\
            \(buttons.joined())</div></section>
            """
    }
}
