import CTabShift
import LottiePlayer

/// Why a C call failed: the status it returns and the message `tabshift_last_error` gives.
struct CallFailure: Error {
    let status: tabshift_status
    let message: String

    static func invalidArgument(_ message: String) -> CallFailure {
        CallFailure(status: TABSHIFT_ERROR_INVALID_ARGUMENT, message: message)
    }
    static func notFound(_ message: String) -> CallFailure {
        CallFailure(status: TABSHIFT_ERROR_NOT_FOUND, message: message)
    }

    init(status: tabshift_status, message: String) {
        self.status = status
        self.message = message
    }

    init(_ error: PlayerError) {
        self.init(status: Self.status(of: error), message: error.description)
    }

    private static func status(of error: PlayerError) -> tabshift_status {
        switch error {
        case .unreadableFile, .unwritableFile: TABSHIFT_ERROR_FILE
        case .decoding: TABSHIFT_ERROR_INVALID_INPUT
        case .rendering, .encoding: TABSHIFT_ERROR_RENDERING
        case .frameOutOfRange, .invalidArgument: TABSHIFT_ERROR_INVALID_ARGUMENT
        case .tabShift(_, let error):
            switch error {
            case .noSuchTab, .noSuchTabID: TABSHIFT_ERROR_NOT_FOUND
            case .invalidBar: TABSHIFT_ERROR_INVALID_INPUT
            default: TABSHIFT_ERROR_INVALID_ARGUMENT
            }
        case .tabIcon(_, _, let error): status(of: error)
        }
    }
}

/// Runs the body of one C call and turns what it throws into a status, keeping the message for
/// `tabshift_last_error` on this thread. Nothing thrown crosses into C.
func call(_ body: () throws -> Void) -> tabshift_status {
    let failure: CallFailure
    do {
        try body()
        return TABSHIFT_OK
    } catch let error as CallFailure {
        failure = error
    } catch let error as PlayerError {
        failure = CallFailure(error)
    } catch {
        failure = CallFailure(status: TABSHIFT_ERROR_INVALID_ARGUMENT, message: String(describing: error))
    }
    tabshift_library_set_last_error(failure.message)
    return failure.status
}

/// The text of a C string argument, which must not be NULL.
func text(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CallFailure) -> String {
    guard let pointer else { throw .invalidArgument("\(name) is NULL") }
    return String(cString: pointer)
}

/// The text of a C string argument, or nil for NULL.
func optionalText(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// An output parameter, which must not be NULL.
func output<Value>(
    _ pointer: UnsafeMutablePointer<Value>?, _ name: String
) throws(CallFailure) -> UnsafeMutablePointer<Value> {
    guard let pointer else { throw .invalidArgument("\(name) is NULL") }
    return pointer
}

/// A colour argument: "#RRGGBB[AA]", or nil for NULL.
func color(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CallFailure) -> LottieColor? {
    guard let text = optionalText(pointer) else { return nil }
    guard let color = LottieColor(hex: text) else {
        throw .invalidArgument("\(name) \"\(text)\" is not a colour #RRGGBB[AA]")
    }
    return color
}

/// A width and height that make an output.
func viewport(_ width: UInt32, _ height: UInt32) throws(CallFailure) -> Viewport {
    let viewport = Viewport(width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height))
    guard width > 0, height > 0, Int(truncatingIfNeeded: width) <= Viewport.maximumSide,
        Int(truncatingIfNeeded: height) <= Viewport.maximumSide
    else {
        throw .invalidArgument(
            "a \(width)x\(height) output is not allowed: each side from 1 to \(Viewport.maximumSide) pixels")
    }
    return viewport
}

/// A frame number argument, which must be finite.
func frameNumber(_ frame: Double) throws(CallFailure) -> Double {
    guard frame.isFinite else { throw .invalidArgument("frame \(frame) is not a finite number") }
    return frame
}
