import CTabShift
import Foundation
import LottiePlayer

// The C functions on tab bars and shifts (tabshift.h, "Tab bars and shifts").

@_cdecl("tabshift_tab_bar_open")
public func tabshiftTabBarOpen(
    _ path: UnsafePointer<CChar>?, _ flags: UInt32, _ bar: UnsafeMutablePointer<OpaquePointer?>?
) -> tabshift_status {
    call {
        let path = try text(path, "manifest_path"), out = try output(bar, "bar")
        Handle.give(TabBarHandle(try TabBarDocument(contentsOfFile: path, expressions: expressions(flags))), to: out)
    }
}

@_cdecl("tabshift_tab_bar_free")
public func tabshiftTabBarFree(_ bar: OpaquePointer?) {
    Handle.release(bar, as: TabBarHandle.self)
}

@_cdecl("tabshift_tab_bar_set_theme")
public func tabshiftTabBarSetTheme(_ bar: OpaquePointer?, _ theme: UnsafePointer<CChar>?) -> tabshift_status {
    call {
        let handle = try Handle.object(bar, "bar", as: TabBarHandle.self)
        handle.document = try handle.document.applyingTheme(named: try text(theme, "theme"))
    }
}

@_cdecl("tabshift_tab_bar_size")
public func tabshiftTabBarSize(
    _ bar: OpaquePointer?, _ width: UnsafeMutablePointer<UInt32>?, _ height: UnsafeMutablePointer<UInt32>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(bar, "bar", as: TabBarHandle.self)
        let width = try output(width, "width"), height = try output(height, "height")
        let viewport = handle.document.viewport()
        width.pointee = UInt32(viewport.width)
        height.pointee = UInt32(viewport.height)
    }
}

@_cdecl("tabshift_tab_bar_tab_count")
public func tabshiftTabBarTabCount(_ bar: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tabshift_status {
    call {
        let handle = try Handle.object(bar, "bar", as: TabBarHandle.self)
        try output(count, "count").pointee = handle.tabIDs.count
    }
}

@_cdecl("tabshift_tab_bar_tab")
public func tabshiftTabBarTab(
    _ bar: OpaquePointer?, _ index: Int, _ id: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(bar, "bar", as: TabBarHandle.self)
        guard index >= 0, index < handle.tabIDs.count else {
            throw CallFailure.invalidArgument("tab \(index) of \(handle.tabIDs.count)")
        }
        try output(id, "id").pointee = handle.tabIDs[index]
    }
}

/// A tab id argument that the bar has.
private func tabID(
    _ pointer: UnsafePointer<CChar>?, _ name: String, in bar: TabBarDocument
) throws(CallFailure) -> String {
    let id = try text(pointer, name)
    let ids = bar.manifest.tabs.map(\.id)
    guard ids.contains(id) else {
        throw .notFound("\(bar.name): no tab \"\(id)\"; its tabs: \(ids.joined(separator: ", "))")
    }
    return id
}

/// A time into a shift, in seconds.
private func seconds(_ value: Double, _ name: String) throws(CallFailure) -> Double {
    guard value.isFinite, value >= 0, value <= 60 else {
        throw .invalidArgument("\(name) \(value) is not between 0 and 60 seconds")
    }
    return value
}

@_cdecl("tabshift_shift_new")
public func tabshiftShiftNew(
    _ bar: OpaquePointer?, _ from: UnsafePointer<CChar>?, _ to: UnsafePointer<CChar>?, _ framesPerSecond: Double,
    _ shift: UnsafeMutablePointer<OpaquePointer?>?
) -> tabshift_status {
    call {
        let document = try Handle.object(bar, "bar", as: TabBarHandle.self).document
        let out = try output(shift, "shift")
        let from = try tabID(from, "from_id", in: document), to = try tabID(to, "to_id", in: document)
        guard framesPerSecond.isFinite, framesPerSecond >= 0, framesPerSecond <= 1000 else {
            throw CallFailure.invalidArgument("frames_per_second \(framesPerSecond) is not between 0 (60) and 1000")
        }
        let plan = TabShiftPlan(from: .id(from), to: .id(to))
        Handle.give(
            ShiftHandle(bar: document, plan: plan, framesPerSecond: framesPerSecond > 0 ? framesPerSecond : 60), to: out
        )
    }
}

@_cdecl("tabshift_shift_free")
public func tabshiftShiftFree(_ shift: OpaquePointer?) {
    Handle.release(shift, as: ShiftHandle.self)
}

@_cdecl("tabshift_shift_interrupt")
public func tabshiftShiftInterrupt(
    _ shift: OpaquePointer?, _ tab: UnsafePointer<CChar>?, _ at: Double
) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        handle.plan.interruption = .init(
            tab: .id(try tabID(tab, "tab_id", in: handle.bar)), at: try seconds(at, "at_seconds"))
    }
}

@_cdecl("tabshift_shift_release")
public func tabshiftShiftRelease(_ shift: OpaquePointer?, _ progress: Double, _ velocity: Double) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        guard (0...1).contains(progress) else {
            throw CallFailure.invalidArgument("progress \(progress) is not between 0 and 1")
        }
        guard velocity.isFinite else {
            throw CallFailure.invalidArgument("velocity \(velocity) is not a finite number")
        }
        handle.plan.release = .init(progress: progress, velocity: velocity)
    }
}

@_cdecl("tabshift_shift_set_badge")
public func tabshiftShiftSetBadge(
    _ shift: OpaquePointer?, _ tab: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, _ at: Double
) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        let tab = try tabID(tab, "tab_id", in: handle.bar), value = try text(value, "value")
        guard value.count <= 40 else { throw CallFailure.invalidArgument("a badge text is at most 40 characters") }
        handle.plan.badgeChanges.append(
            .init(tab: .id(tab), badge: TabBadge(value: value), at: try seconds(at, "at_seconds")))
    }
}

@_cdecl("tabshift_shift_set_reduced_motion")
public func tabshiftShiftSetReducedMotion(_ shift: OpaquePointer?, _ reducedMotion: Int32) -> tabshift_status {
    call {
        try Handle.object(shift, "shift", as: ShiftHandle.self).plan.reducedMotion = reducedMotion != 0
    }
}

@_cdecl("tabshift_shift_duration")
public func tabshiftShiftDuration(_ shift: OpaquePointer?, _ duration: UnsafeMutablePointer<Double>?) -> tabshift_status
{
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        let out = try output(duration, "seconds")
        out.pointee = try handle.recording().duration
    }
}

@_cdecl("tabshift_shift_frame_count")
public func tabshiftShiftFrameCount(_ shift: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        let out = try output(count, "count")
        out.pointee = try handle.recording().times.count
    }
}

@_cdecl("tabshift_shift_render")
public func tabshiftShiftRender(
    _ shift: OpaquePointer?, _ at: Double, _ width: UInt32, _ height: UInt32, _ layout: tabshift_pixel_layout,
    _ buffer: UnsafeMutableRawPointer?, _ bytesPerRow: Int
) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        guard buffer != nil else { throw CallFailure.invalidArgument("buffer is NULL") }
        guard at.isFinite, at >= 0 else {
            throw CallFailure.invalidArgument("at_seconds \(at) is not a time from 0 on")
        }
        let recording = try handle.recording()
        let renderer = try handle.renderer(at: try viewport(width, height))
        try renderer.render(recording.pose(at: at))
        try copyPixels(of: renderer.canvas, layout: layout, into: buffer, bytesPerRow: bytesPerRow)
    }
}

@_cdecl("tabshift_shift_save_animated")
public func tabshiftShiftSaveAnimated(
    _ shift: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ width: UInt32, _ height: UInt32,
    _ options: UnsafePointer<tabshift_animated_options>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        let path = try text(path, "path")
        let options = try AnimatedOptions(options?.pointee ?? AnimatedOptions.defaults(), path: path)
        var recording = try handle.recording()
        if let rate = options.framesPerSecond, rate != recording.framesPerSecond {
            recording = try TabShiftRecording(document: handle.bar, plan: handle.plan, framesPerSecond: rate)
        }
        try recording.writeAnimatedImage(
            viewport: try viewport(width, height), format: options.format, settings: options.settings,
            background: options.background, to: path)
    }
}

@_cdecl("tabshift_shift_export_lottie")
public func tabshiftShiftExportLottie(_ shift: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> tabshift_status {
    call {
        let handle = try Handle.object(shift, "shift", as: ShiftHandle.self)
        let path = try text(path, "path")
        try AtomicFile.write(try handle.recording().lottieJSON(), to: path)
    }
}
