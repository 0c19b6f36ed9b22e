import Foundation
import ImageCodecs
#if canImport(Glibc)
import Glibc
import VectorGraphics
#endif

/// Encoded frames kept on disk until the file is assembled, so that memory does not grow with the video's length:
/// an anonymous temporary file (`tmpfile`, gone when closed or when the process ends, however it ends).
final class Spool {
    private let file: UnsafeMutablePointer<FILE>
    private(set) var count = 0

    init() throws(OutputError) {
        guard let file = tmpfile() else {
            throw OutputError(
                operation: "encoding video",
                message: "no temporary file for the encoded frames: \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit {
        fclose(file)
    }

    func append(_ data: Data) throws(OutputError) {
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == data.count else {
            throw OutputError(
                operation: "encoding video",
                message: "cannot keep the encoded frames: \(String(cString: strerror(errno)))")
        }
        count += data.count
    }

    /// Copies everything appended into `sink`, a block at a time.
    func copy(into sink: any ByteSink) throws(OutputError) {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else {
            throw OutputError(
                operation: "encoding video",
                message: "cannot read back the encoded frames: \(String(cString: strerror(errno)))")
        }
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { block.deallocate() }
        var remaining = count
        while remaining > 0 {
            let read = fread(block.baseAddress, 1, min(block.count, remaining), file)
            guard read > 0 else {
                throw OutputError(
                    operation: "encoding video",
                    message: "the encoded frames are cut short: \(String(cString: strerror(errno)))")
            }
            try sink.write(UnsafeRawBufferPointer(rebasing: block[..<read]))
            remaining -= read
        }
        fseek(file, 0, SEEK_END)
    }
}
