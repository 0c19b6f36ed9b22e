import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: no port, no socket
/// library), so that a test can click where a person would: the browser runs with no network (every host resolves
/// to nothing, every request goes to a closed port), the test opens a page, evaluates script, sends real mouse
/// events through the browser's input pipeline and takes screenshots.
final class DevToolsBrowser {
    private let processID: pid_t
    /// Commands go to the browser's fd 3, answers come from its fd 4, each message ended by a NUL byte.
    private let commands: FileHandle
    private let answers: FileHandle
    private var pending = Data()
    private var nextID = 1
    /// The page's session; nil until attached, when commands go to the browser itself.
    private var pageSession: String?

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `browser` with a page of `width` × `height` pixels.
    init(browser: String, profile: URL, width: Int, height: Int) throws {
        let toBrowser = Pipe(), fromBrowser = Pipe()
        let arguments = [
            browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9", "--remote-debugging-pipe", "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser.fileHandleForReading.fileDescriptor, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.fileHandleForWriting.fileDescriptor, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, browser, &actions, nil, argv, environ)
        guard status == 0 else { throw Failure(description: "\(browser) did not start (\(status))") }
        processID = pid
        try? toBrowser.fileHandleForReading.close()
        try? fromBrowser.fileHandleForWriting.close()
        commands = toBrowser.fileHandleForWriting
        answers = fromBrowser.fileHandleForReading
        // One page, attached to in flat mode: its commands carry its session id.
        guard let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String,
              let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String else {
            throw Failure(description: "Chromium made no page")
        }
        pageSession = attached
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        try? commands.close()
        kill(processID, SIGTERM)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
    }

    /// Sends one command and waits for its answer (events that come before it are passed over).
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var envelope: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let pageSession { envelope["sessionId"] = pageSession }
        try commands.write(contentsOf: try JSONSerialization.data(withJSONObject: envelope) + [0])
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            guard let end = pending.firstIndex(of: 0) else {
                let chunk = answers.availableData
                guard !chunk.isEmpty else { throw Failure(description: "the browser closed its pipe") }
                pending += chunk
                continue
            }
            let message = pending[pending.startIndex..<end]
            pending = Data(pending[(end + 1)...])
            guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any], object["id"] as? Int == id else { continue }
            if let error = object["error"] { throw Failure(description: "\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
        throw Failure(description: "the browser did not answer \(method) within 30 s")
    }

    /// Opens `url` and waits until it has loaded.
    func open(_ url: URL) throws {
        try send("Page.navigate", ["url": url.absoluteString])
        let deadline = Date().addingTimeInterval(30)
        while try evaluate("document.readyState") as? String != "complete" {
            guard Date() < deadline else { throw Failure(description: "\(url.lastPathComponent) did not finish loading") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// The value of a script expression.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A left click at (`x`, `y`) in the page's CSS pixels: the mouse moves there, presses and releases.
    func click(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1])
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "clickCount": 1])
    }

    /// A PNG of the page's view.
    func screenshot() throws -> Data {
        guard let encoded = try send("Page.captureScreenshot", ["format": "png"])["data"] as? String, let data = Data(base64Encoded: encoded) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }
}
