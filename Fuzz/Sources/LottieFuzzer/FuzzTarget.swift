import Foundation
import LottiePlayer

/// One input: decode it as a Lottie document and draw its first, middle and last frames at 24x24, as the CLI
/// would, the middle one also as SVG (TabShift's own writer). Errors are expected; a trap, an ASan report, a
/// timeout or an out-of-memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let document = try? AnimationDocument(data: data, name: "fuzz-input") else { return 0 }
    let viewport = Viewport(width: 24, height: 24)
    let middle = (document.firstFrame + document.lastFrame) / 2
    for frame in [document.firstFrame, middle, document.lastFrame] {
        _ = try? document.render(frame: frame, viewport: viewport, format: .png)
    }
    _ = try? document.render(frame: middle, viewport: viewport, format: .svg)
    return 0
}
