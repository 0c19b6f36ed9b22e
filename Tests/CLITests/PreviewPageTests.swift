import CairoRendering
import Foundation
import ImageCodecs
import Testing

/// `tabshift preview` pages opened in a real browser: headless Chromium with every network request refused loads
/// the page and takes a screenshot; the page must log nothing to the console and show its animated images.
///
/// Runs when Chromium is installed (`Tools/install-system-dependencies.sh --with-browser`); `.ci/run` installs it and sets TABSHIFT_REQUIRE_BROWSER,
/// which turns a missing browser into a failure instead of a skip.
@Suite("Preview pages in a browser", .serialized)
struct PreviewPageTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["TABSHIFT_REQUIRE_BROWSER"] != nil
    static let runs = chromium != nil || required

    struct Screenshot {
        let image: PixelImage
        let consoleMessages: [String]
    }

    /// Loads `page` offline at 1280 pixels wide (or `windowSize`), with any `extraArguments` for Chromium, and
    /// returns the screenshot and everything the page logged.
    static func screenshot(of page: URL, in folder: URL, windowSize: String = "1280,1400", extraArguments: [String] = []) throws -> Screenshot {
        let browser = try #require(chromium, "Chromium is not installed (apt-get install chromium)")
        let shot = folder.appendingPathComponent("screenshot.png")
        let result = try CommandRunner.run(arguments: [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            // No network: every host resolves to nothing and every request goes to a closed port.
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
            "--enable-logging=stderr", "--v=0", "--window-size=\(windowSize)",
        ] + extraArguments + ["--screenshot=\(shot.path)", page.absoluteString], executable: browser)
        #expect(result.status == 0, "\(result.error)")
        let console = result.error.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Screenshot(image: try PixelImage(decodingPNG: Data(contentsOf: shot)), consoleMessages: console)
    }

    /// Pixels in rows `rows` whose colour is within `tolerance` of `color` (straight RGB bytes).
    static func count(_ color: [Int], in image: PixelImage, rows: Range<Int>, tolerance: Int = 12) -> Int {
        count(in: image, rows: rows) { red, green, blue in
            abs(red - color[0]) <= tolerance && abs(green - color[1]) <= tolerance && abs(blue - color[2]) <= tolerance
        }
    }

    static func count(in image: PixelImage, rows: Range<Int>, where matches: (Int, Int, Int) -> Bool) -> Int {
        var total = 0
        for y in rows where y < image.height {
            for x in 0..<image.width {
                let pixel = image.bytes(x: x, y: y)
                if matches(Int(pixel[0]), Int(pixel[1]), Int(pixel[2])) { total += 1 }
            }
        }
        return total
    }

    /// `tabshift preview FILE` as HTML and as Chromium shows it; the page is written into `folder` (by default a
    /// temporary one, removed afterwards).
    static func preview(_ file: String, in given: URL? = nil) throws -> (html: String, screenshot: Screenshot) {
        let folder = try given ?? CommandRunner.temporaryFolder()
        defer { if given == nil { try? FileManager.default.removeItem(at: folder) } }
        let page = folder.appendingPathComponent("preview.html")
        let result = try CommandRunner.run(["preview", file, "-o", page.path])
        #expect(result.status == 0, "\(result.error)")
        let shot = try screenshot(of: page, in: folder)
        #expect(shot.consoleMessages.isEmpty, "\(shot.consoleMessages)")
        return (try String(contentsOf: page, encoding: .utf8), shot)
    }

    @Test("Chromium plays a WebM transparently: over a checkerboard page, both squares show where the icon is clear and its stroke is black", .enabled(if: runs))
    func transparentWebM() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("favourites.webm")
        let written = try CommandRunner.run(["render", "Animations/favourites.json", "--size", "256x256", "-o", video.path])
        #expect(written.status == 0, "\(written.error)")
        let page = folder.appendingPathComponent("video.html")
        try Data("""
            <!doctype html><html><body style="margin:0;background:repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%) 0 0/32px 32px">
            <video src="favourites.webm" autoplay muted loop playsinline style="display:block;width:256px;height:256px"></video>
            </body></html>
            """.utf8).write(to: page)
        let image = try Self.screenshot(
            of: page, in: folder, windowSize: "320,320",
            extraArguments: ["--autoplay-policy=no-user-gesture-required", "--virtual-time-budget=3000"]
        ).image
        // The video's top rows are clear in every frame: the page's two squares, untouched.
        #expect(Self.count([200, 200, 200], in: image, rows: 0..<24, tolerance: 0) > 1000)
        #expect(Self.count([255, 255, 255], in: image, rows: 0..<24, tolerance: 0) > 1000)
        // The heart's black outline is drawn.
        #expect(Self.count([0, 0, 0], in: image, rows: 40..<220, tolerance: 24) > 2000)
    }

    @Test("an animation's preview shows its images at 1x and 3x on light and dark, offline, without console errors", .enabled(if: runs))
    func animationPreview() throws {
        let (html, shot) = try Self.preview("Animations/search.json")
        // Self-contained: every image is a data: URI and nothing else is referenced.
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"file"))
        #expect(html.components(separatedBy: "data:image/webp;base64,").count - 1 == 4 + 6 + 6)
        // The first section holds the whole animation: two dark figures (96² and 288²) and the icon drawn in black
        // on all four (the 3x ring alone is thousands of pixels). A WebP that did not decode draws neither.
        let firstSection = 0..<480
        #expect(Self.count([0x1C, 0x1C, 0x1E], in: shot.image, rows: firstSection, tolerance: 0) > 288 * 288 / 2)
        #expect(Self.count([0, 0, 0], in: shot.image, rows: firstSection, tolerance: 4) > 5000)
    }

    /// One page serves both tab-bar tests: the bar's preview draws 41 animated images, the longest job here.
    @Test("a tab bar's preview shows every shift, offline, without console errors; it is a bar you can tap: a click plays the shift to the tab clicked, and the 3x card fits a 1200-pixel window", .enabled(if: runs))
    func tabBarPreview() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (html, shot) = try Self.preview("Animations/tabbar.json", in: folder)
        // 5 tabs: 20 shifts, each also with reduced motion, and one at 3x.
        #expect(html.components(separatedBy: "data:image/webp;base64,").count - 1 == 41)
        #expect(html.contains("id=\"shift-profile-home-reduced-motion\""))
        // The 3x bar at the top, at whatever moment of its shift the screenshot caught: the pill indicator, icons
        // in the unselected grey (#8E8E93), and the selected tint, a strong blue, on one icon or across two.
        let top = 0..<420
        #expect(Self.count([220, 237, 255], in: shot.image, rows: top, tolerance: 8) > 10_000, "the pill")
        #expect(Self.count([0x8E, 0x8E, 0x93], in: shot.image, rows: top, tolerance: 6) > 1000, "unselected icons")
        #expect(Self.count(in: shot.image, rows: top) { red, _, blue in blue - red > 120 } > 400, "the selected tint")
        try tappable(page: folder.appendingPathComponent("preview.html"), profile: folder.appendingPathComponent("tapping"))
    }

    /// The bar on `page` as a person taps it.
    func tappable(page: URL, profile: URL) throws {
        let browser = try #require(Self.chromium, "Chromium is not installed (apt-get install chromium)")
        let chromium = try DevToolsBrowser(browser: browser, profile: profile, width: 1200, height: 900)
        try chromium.open(page)
        #expect(try chromium.evaluate("document.documentElement.scrollWidth <= window.innerWidth") as? Bool == true, "the page is wider than the window")
        #expect(try chromium.evaluate("(function(){var f=document.getElementById('shift-3x'); return f.getBoundingClientRect().right <= window.innerWidth})()") as? Bool == true, "the 3x card overflows")
        _ = try chromium.evaluate("document.getElementById('tap-bar').scrollIntoView()")
        // Where each tab's button is, in the page's pixels.
        func centre(_ index: Int) throws -> (x: Double, y: Double) {
            let box = try #require(try chromium.evaluate("(function(){var r=document.querySelector('#tap-bar button[data-index=\"\(index)\"]').getBoundingClientRect(); return [r.left+r.width/2, r.top+r.height/2, r.top, r.bottom]})()") as? [Double])
            return (box[0], box[1])
        }
        func pillPixels(around x: Double, in shot: PixelImage, rows: Range<Int>) -> Int {
            var total = 0
            for y in rows where y < shot.height {
                for px in max(Int(x) - 30, 0)..<min(Int(x) + 30, shot.width) {
                    let pixel = shot.bytes(x: px, y: y)
                    if abs(Int(pixel[0]) - 220) <= 10, abs(Int(pixel[1]) - 237) <= 10, abs(Int(pixel[2]) - 255) <= 6 { total += 1 }
                }
            }
            return total
        }
        let home = try centre(0), favourites = try centre(2), inbox = try centre(3)
        let rows = Int(home.y) - 40..<Int(home.y) + 40
        let before = try PixelImage(decodingPNG: chromium.screenshot())
        #expect(pillPixels(around: home.x, in: before, rows: rows) > 500 && pillPixels(around: favourites.x, in: before, rows: rows) < 50, "at rest on home")
        // The shift plays for under a second; screenshots until it has come to rest (or a deadline far beyond it,
        // for a busy machine) rather than one after a fixed wait.
        func settled(at x: Double, leaving left: Double) throws -> PixelImage {
            let deadline = Date().addingTimeInterval(20)
            while true {
                let shot = try PixelImage(decodingPNG: chromium.screenshot())
                if (pillPixels(around: x, in: shot, rows: rows) > 500 && pillPixels(around: left, in: shot, rows: rows) < 50) || Date() > deadline { return shot }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        try chromium.click(x: favourites.x, y: favourites.y)
        #expect(try chromium.evaluate("document.getElementById('tap-bar').dataset.selected") as? String == "2")
        let after = try settled(at: favourites.x, leaving: home.x)
        #expect(pillPixels(around: favourites.x, in: after, rows: rows) > 500, "the pill moved to favourites")
        #expect(pillPixels(around: home.x, in: after, rows: rows) < 50, "and left home")
        // A second tap goes on from there.
        try chromium.click(x: inbox.x, y: inbox.y)
        let last = try settled(at: inbox.x, leaving: favourites.x)
        #expect(pillPixels(around: inbox.x, in: last, rows: rows) > 500 && pillPixels(around: favourites.x, in: last, rows: rows) < 50, "then to inbox")
        #expect(try chromium.evaluate("document.querySelector('#tap-bar button[data-index=\"3\"]').getAttribute('aria-pressed')") as? String == "true")
    }

    @Test("an animation with a state machine opens as something to tap: a click plays what the machine does, and the next click goes on from there", .enabled(if: runs))
    func tappableMachine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (html, shot) = try Self.preview("Animations/favourites.lottie", in: folder)
        #expect(shot.consoleMessages.isEmpty, "\(shot.consoleMessages)")
        #expect(html.contains("id=\"tap-machine\"") && html.contains("3 configurations of the machine"))
        let browser = try #require(Self.chromium, "Chromium is not installed (apt-get install chromium)")
        let chromium = try DevToolsBrowser(browser: browser, profile: folder.appendingPathComponent("tapping"), width: 1200, height: 900)
        try chromium.open(folder.appendingPathComponent("preview.html"))
        _ = try chromium.evaluate("document.getElementById('tap-machine').scrollIntoView()")
        let box = try #require(try chromium.evaluate("(function(){var r=document.querySelector('#tap-machine button').getBoundingClientRect(); return [r.left+r.width/2, r.top+r.height/2]})()") as? [Double])
        // The heart's pixels in the area: few at rest (an outline), many once the click has filled it.
        func heart() throws -> Int {
            let image = try PixelImage(decodingPNG: chromium.screenshot())
            var dark = 0
            for y in max(Int(box[1]) - 40, 0)..<min(Int(box[1]) + 40, image.height) {
                for x in max(Int(box[0]) - 40, 0)..<min(Int(box[0]) + 40, image.width) where image.bytes(x: x, y: y)[0] < 60 { dark += 1 }
            }
            return dark
        }
        let before = try heart()
        try chromium.click(x: box[0], y: box[1])
        #expect(try chromium.evaluate("document.getElementById('tap-machine').dataset.state") as? String == "on")
        let deadline = Date().addingTimeInterval(20)
        var filled = try heart()
        while filled < before * 2 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            filled = try heart()
        }
        #expect(filled > before * 2, "the heart filled: \(before) dark pixels at rest, \(filled) after the click")
        try chromium.click(x: box[0], y: box[1])
        #expect(try chromium.evaluate("document.getElementById('tap-machine').dataset.state") as? String == "off")
    }
}
