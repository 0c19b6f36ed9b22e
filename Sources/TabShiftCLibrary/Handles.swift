import CTabShift
import Foundation
@_spi(Model) import LottieModel
import LottiePlayer

/// Turns a Swift object into the opaque pointer C holds, and back. The C caller owns one retain, given up by `free`.
enum Handle {
    static func give<Object: AnyObject>(_ object: Object, to pointer: UnsafeMutablePointer<OpaquePointer?>) {
        pointer.pointee = OpaquePointer(Unmanaged.passRetained(object).toOpaque())
    }

    static func object<Object: AnyObject>(
        _ pointer: OpaquePointer?, _ name: String, as type: Object.Type = Object.self
    ) throws(CallFailure) -> Object {
        guard let pointer else { throw .invalidArgument("\(name) is NULL") }
        return Unmanaged<Object>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    static func release<Object: AnyObject>(_ pointer: OpaquePointer?, as type: Object.Type) {
        guard let pointer else { return }
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}

/// What a `tabshift_animation` holds: the document as its setters have left it, shared by any number of threads.
final class AnimationHandle: @unchecked Sendable {
    // The lock guards `current` only; a document is a value, so readers copy it out and work on their copy.
    private let lock = NSLock()
    private var current: AnimationDocument
    let markerNames: OwnedStrings
    let slotIDs: OwnedStrings
    let slotKinds: OwnedStrings
    let themeIDs: OwnedStrings

    init(_ document: AnimationDocument) {
        current = document
        markerNames = OwnedStrings(document.animation.markers.map(\.name))
        slotIDs = OwnedStrings(document.slots.map(\.id))
        slotKinds = OwnedStrings(document.slots.map(\.kind.rawValue))
        themeIDs = OwnedStrings(document.themeIDs)
    }

    var document: AnimationDocument {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Replaces the document with `change` of it, atomically.
    func update(_ change: (AnimationDocument) throws(PlayerError) -> AnimationDocument) throws(PlayerError) {
        lock.lock()
        defer { lock.unlock() }
        current = try change(current)
    }
}

/// What a `tabshift_renderer` holds.
final class RendererHandle {
    let renderer: AnimationRenderer

    init(_ renderer: AnimationRenderer) { self.renderer = renderer }
}

/// What a `tabshift_tab_bar` holds.
final class TabBarHandle {
    var document: TabBarDocument
    let tabIDs: OwnedStrings

    init(_ document: TabBarDocument) {
        self.document = document
        tabIDs = OwnedStrings(document.manifest.tabs.map(\.id))
    }
}

/// What a `tabshift_shift` holds: the bar, the requests so far, and once played, the recording and a renderer.
final class ShiftHandle {
    let bar: TabBarDocument
    var plan: TabShiftPlan { didSet { played = nil } }
    let framesPerSecond: Double
    private var played: TabShiftRecording?
    private var renderer: TabBarRenderer?

    init(bar: TabBarDocument, plan: TabShiftPlan, framesPerSecond: Double) {
        self.bar = bar
        self.plan = plan
        self.framesPerSecond = framesPerSecond
    }

    /// The shift as planned, played once and kept until the plan changes.
    func recording() throws(PlayerError) -> TabShiftRecording {
        if let played { return played }
        let recording = try TabShiftRecording(document: bar, plan: plan, framesPerSecond: framesPerSecond)
        played = recording
        return recording
    }

    /// A renderer of the bar at `viewport`, kept for the frames that follow.
    func renderer(at viewport: Viewport) throws(PlayerError) -> TabBarRenderer {
        if let renderer, renderer.canvas.viewport == viewport { return renderer }
        let made = try TabBarRenderer(document: bar, viewport: viewport)
        renderer = made
        return made
    }
}
