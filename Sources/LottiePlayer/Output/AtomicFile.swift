import CFileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes files so that a reader never sees half of one and a killed process leaves nothing behind.
///
/// The bytes go into an unnamed file in the target's folder (Linux `O_TMPFILE`), which the system deletes if the
/// process dies; only when every byte is written does it get a name, which then replaces the target in one
/// rename. Where unnamed files are not supported, a hidden `.NAME.UUID.partial` file takes its place, removed on
/// any error and on interruption (`PendingOutputs`).
package enum AtomicFile {
    /// Replaces `path` with `data` in one step: a reader sees the old file or the new one, never part of either.
    package static func write(_ data: Data, to path: String) throws(PlayerError) {
        try write(to: path) { (descriptor) throws(PlayerError) in try writeAll(data, to: descriptor, path: path) }
    }

    /// Replaces `path` with what `fill` writes into the file descriptor it is given, in one step.
    package static func write(to path: String, _ fill: (Int32) throws(PlayerError) -> Void) throws(PlayerError) {
        var existing = stat()
        if stat(path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG, existing.st_mode & S_IFMT != S_IFDIR {
            // A device, pipe or socket (`-o /dev/null`, a FIFO) is written into: renaming over it would replace it.
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            return try fill(descriptor)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = (directory as NSString).appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).partial")
        PendingOutputs.add(temporary)
        defer {
            PendingOutputs.remove(temporary)
            unlink(temporary)
        }
        let unnamed = tabshift_open_unnamed_file(directory, 0o644)
        if unnamed >= 0 {
            defer { close(unnamed) }
            try fill(unnamed)
            // linkat cannot replace an existing file, so the unnamed file gets the temporary name first.
            guard linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
            }
        } else {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            try fill(descriptor)
        }
        guard rename(temporary, path) == 0 else {
            throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes a file that must not exist yet, reporting failures under `reportedAs` (the name the user knows).
    static func writeNewFile(_ data: Data, at file: String, reportedAs path: String) throws(PlayerError) {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
    }

    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(PlayerError) {
        let failure = data.withUnsafeBytes { writeOrFailure($0, to: descriptor) }
        if failure != 0 { throw .unwritableFile(path: path, reason: String(cString: strerror(failure))) }
    }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(PlayerError) {
        let failure = writeOrFailure(bytes, to: descriptor)
        if failure != 0 { throw .unwritableFile(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Writes every byte; 0, or the errno of the write that failed.
    private static func writeOrFailure(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Creates `path` and its parents when missing.
    package static func createDirectory(_ path: String) throws(PlayerError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: path, reason: Self.reason(error))
        }
    }

    /// The operating system's words for why a file operation failed.
    package static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
