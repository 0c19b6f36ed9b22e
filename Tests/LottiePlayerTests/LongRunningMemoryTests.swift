import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// A long-running process (a service, a test suite) renders thousands of frames: its memory must stay flat in
/// every output format.
@Suite("Long-running memory", .serialized)
struct LongRunningMemoryTests {
    /// Resident memory of this process in bytes, from the kernel's own count.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    // AddressSanitizer keeps freed memory in quarantine, so resident memory grows whatever the code does.
    @Test("rendering thousands of frames keeps memory flat", .disabled(if: ProcessInfo.processInfo.environment["TABSHIFT_SANITIZER"] != nil, "a sanitizer holds freed memory"), arguments: OutputFormat.allCases)
    func flatMemory(format: OutputFormat) throws {
        // The fixture with masks, mattes and a precomposition makes Cairo's vector backends create group surfaces.
        let document = try AnimationDocument(contentsOfFile: PackagePaths.root.appendingPathComponent("Tests/SnapshotTests/Fixtures/mattes.json").path)
        let viewport = Viewport(width: 32, height: 32)
        func renderMany(_ count: Int) throws {
            for index in 0..<count {
                let frame = document.firstFrame + Double(index % 30)
                _ = try document.render(frame: frame, viewport: viewport, format: format)
            }
        }
        try renderMany(300)
        let before = Self.residentBytes()
        try renderMany(2000)
        let growth = Self.residentBytes() - before
        // Other suites run in parallel in this process, so up to 16 MB of growth is theirs or the allocator's.
        // Cairo 1.16's SVG backend loses about 0.5 KB inside cairo_surface_destroy for every group surface of a
        // document (README, Limits): this file's mattes and masks cost 3.3 KB a frame. A loss of TabShift's own
        // (the SVG leak once reported was 18 KB a frame: 36 MB here) would exceed either bound.
        let noise = 16 << 20
        let allowed = format == .svg ? noise + 2000 * (4 << 10) : noise
        #expect(growth < allowed, "\(format): memory grew by \(growth >> 10) KiB over 2000 frames")
    }
}
