import CTabShift
import Foundation
@_spi(Model) import LottieModel
import LottiePlayer

// The C functions on animations (tabshift.h, "Animations"). Each checks its arguments, then does its work through
// LottiePlayer; `call` turns what is thrown into a status and a message.

/// The expressions mode `TABSHIFT_OPEN_...` flags ask for.
func expressions(_ flags: UInt32) -> ExpressionMode {
    flags & UInt32(TABSHIFT_OPEN_NO_EXPRESSIONS) != 0 ? .off : .on
}

@_cdecl("tabshift_animation_open_file")
public func tabshiftAnimationOpenFile(
    _ path: UnsafePointer<CChar>?, _ animationID: UnsafePointer<CChar>?, _ flags: UInt32,
    _ animation: UnsafeMutablePointer<OpaquePointer?>?
) -> tabshift_status {
    call {
        let path = try text(path, "path"), out = try output(animation, "animation")
        let document = try AnimationDocument(
            contentsOfFile: path, animation: optionalText(animationID), expressions: expressions(flags))
        Handle.give(AnimationHandle(document), to: out)
    }
}

@_cdecl("tabshift_animation_open_bytes")
public func tabshiftAnimationOpenBytes(
    _ bytes: UnsafeRawPointer?, _ length: Int, _ name: UnsafePointer<CChar>?, _ animationID: UnsafePointer<CChar>?,
    _ flags: UInt32, _ animation: UnsafeMutablePointer<OpaquePointer?>?
) -> tabshift_status {
    call {
        guard let bytes else { throw CallFailure.invalidArgument("bytes is NULL") }
        let out = try output(animation, "animation")
        let data = Data(bytes: bytes, count: length)
        let document = try AnimationDocument(
            data: data, name: optionalText(name) ?? "animation", animation: optionalText(animationID),
            expressions: expressions(flags))
        Handle.give(AnimationHandle(document), to: out)
    }
}

@_cdecl("tabshift_animation_free")
public func tabshiftAnimationFree(_ animation: OpaquePointer?) {
    Handle.release(animation, as: AnimationHandle.self)
}

@_cdecl("tabshift_animation_size")
public func tabshiftAnimationSize(
    _ animation: OpaquePointer?, _ width: UnsafeMutablePointer<Double>?, _ height: UnsafeMutablePointer<Double>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let width = try output(width, "width"), height = try output(height, "height")
        width.pointee = document.animation.width
        height.pointee = document.animation.height
    }
}

@_cdecl("tabshift_animation_frame_rate")
public func tabshiftAnimationFrameRate(
    _ animation: OpaquePointer?, _ rate: UnsafeMutablePointer<Double>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        try output(rate, "frames_per_second").pointee = document.animation.frameRate
    }
}

@_cdecl("tabshift_animation_frame_range")
public func tabshiftAnimationFrameRange(
    _ animation: OpaquePointer?, _ first: UnsafeMutablePointer<Double>?, _ last: UnsafeMutablePointer<Double>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let first = try output(first, "first"), last = try output(last, "last")
        first.pointee = document.firstFrame
        last.pointee = document.lastFrame
    }
}

@_cdecl("tabshift_animation_marker_count")
public func tabshiftAnimationMarkerCount(
    _ animation: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        try output(count, "count").pointee = handle.markerNames.count
    }
}

@_cdecl("tabshift_animation_marker")
public func tabshiftAnimationMarker(
    _ animation: OpaquePointer?, _ index: Int, _ name: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    _ start: UnsafeMutablePointer<Double>?, _ duration: UnsafeMutablePointer<Double>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        let markers = handle.document.animation.markers
        guard index >= 0, index < markers.count else {
            throw CallFailure.invalidArgument("marker \(index) of \(markers.count)")
        }
        let name = try output(name, "name"), start = try output(start, "start"),
            duration = try output(duration, "duration")
        name.pointee = handle.markerNames[index]
        start.pointee = markers[index].frame
        duration.pointee = markers[index].durationFrames
    }
}

@_cdecl("tabshift_animation_slot_count")
public func tabshiftAnimationSlotCount(
    _ animation: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        try output(count, "count").pointee = handle.slotIDs.count
    }
}

@_cdecl("tabshift_animation_slot")
public func tabshiftAnimationSlot(
    _ animation: OpaquePointer?, _ index: Int, _ id: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    _ kind: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        guard index >= 0, index < handle.slotIDs.count else {
            throw CallFailure.invalidArgument("slot \(index) of \(handle.slotIDs.count)")
        }
        let id = try output(id, "id"), kind = try output(kind, "kind")
        id.pointee = handle.slotIDs[index]
        kind.pointee = handle.slotKinds[index]
    }
}

@_cdecl("tabshift_animation_theme_count")
public func tabshiftAnimationThemeCount(
    _ animation: OpaquePointer?, _ count: UnsafeMutablePointer<Int>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        try output(count, "count").pointee = handle.themeIDs.count
    }
}

@_cdecl("tabshift_animation_theme")
public func tabshiftAnimationTheme(
    _ animation: OpaquePointer?, _ index: Int, _ id: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        guard index >= 0, index < handle.themeIDs.count else {
            throw CallFailure.invalidArgument("theme \(index) of \(handle.themeIDs.count)")
        }
        try output(id, "id").pointee = handle.themeIDs[index]
    }
}

@_cdecl("tabshift_animation_set_slot")
public func tabshiftAnimationSetSlot(
    _ animation: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        let id = try text(id, "id"), value = try text(value, "value")
        let slots = handle.document.slots.map(\.id)
        guard slots.contains(id) else {
            throw CallFailure.notFound(
                "\(handle.document.name): no slot \"\(id)\"; its slots: \(slots.isEmpty ? "none" : slots.joined(separator: ", "))"
            )
        }
        try handle.update { document throws(PlayerError) in try document.settingSlot(id, parsing: value) }
    }
}

@_cdecl("tabshift_animation_set_slots_json")
public func tabshiftAnimationSetSlotsJSON(_ animation: OpaquePointer?, _ json: UnsafePointer<CChar>?) -> tabshift_status
{
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        let json = Data(try text(json, "json").utf8)
        try handle.update { document throws(PlayerError) in try document.settingSlots(json: json) }
    }
}

@_cdecl("tabshift_animation_set_theme")
public func tabshiftAnimationSetTheme(_ animation: OpaquePointer?, _ themeID: UnsafePointer<CChar>?) -> tabshift_status
{
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        let theme = optionalText(themeID)
        let themes = handle.document.themeIDs
        if let theme, !themes.contains(theme) {
            throw CallFailure.notFound(
                "\(handle.document.name): no theme \"\(theme)\"; its themes: \(themes.isEmpty ? "none" : themes.joined(separator: ", "))"
            )
        }
        try handle.update { document throws(PlayerError) in try document.applyingTheme(theme) }
    }
}

@_cdecl("tabshift_animation_set_property")
public func tabshiftAnimationSetProperty(
    _ animation: OpaquePointer?, _ keypath: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?
) -> tabshift_status {
    call {
        let handle = try Handle.object(animation, "animation", as: AnimationHandle.self)
        let pattern = KeypathPattern(try text(keypath, "keypath")), value = try text(value, "value")
        try handle.update { document throws(PlayerError) in try document.settingProperty(pattern, parsing: value) }
    }
}

@_cdecl("tabshift_animation_render")
public func tabshiftAnimationRender(
    _ animation: OpaquePointer?, _ frame: Double, _ width: UInt32, _ height: UInt32, _ layout: tabshift_pixel_layout,
    _ buffer: UnsafeMutableRawPointer?, _ bytesPerRow: Int
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let renderer = try AnimationRenderer(document: document, viewport: try viewport(width, height))
        try draw(renderer, frame: frame, layout: layout, into: buffer, bytesPerRow: bytesPerRow)
    }
}

@_cdecl("tabshift_animation_save_frame")
public func tabshiftAnimationSaveFrame(
    _ animation: OpaquePointer?, _ frame: Double, _ width: UInt32, _ height: UInt32,
    _ background: UnsafePointer<CChar>?, _ path: UnsafePointer<CChar>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let path = try text(path, "path")
        guard let format = OutputFormat(path: path) else {
            throw CallFailure.invalidArgument("\(path): a frame is saved as .png, .svg or .pdf")
        }
        let data = try document.render(
            frame: try frameNumber(frame), viewport: try viewport(width, height), format: format,
            background: try color(background, "background"))
        try AtomicFile.write(data, to: path)
    }
}

@_cdecl("tabshift_animated_options_default")
public func tabshiftAnimatedOptionsDefault() -> tabshift_animated_options {
    AnimatedOptions.defaults()
}

@_cdecl("tabshift_animation_save_animated")
public func tabshiftAnimationSaveAnimated(
    _ animation: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ width: UInt32, _ height: UInt32,
    _ options: UnsafePointer<tabshift_animated_options>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let path = try text(path, "path")
        let options = try AnimatedOptions(options?.pointee ?? AnimatedOptions.defaults(), path: path)
        let selection = try options.selection(in: document)
        try document.writeAnimatedImage(
            selection, viewport: try viewport(width, height), format: options.format,
            framesPerSecond: options.framesPerSecond,
            settings: options.settings, background: options.background, to: path
        )
    }
}
