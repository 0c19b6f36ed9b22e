#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// C copies of strings a handle gives out, alive as long as the handle and freed with it.
final class OwnedStrings {
    private(set) var pointers: [UnsafeMutablePointer<CChar>] = []

    init(_ strings: [String] = []) {
        pointers = strings.map { strdup($0)! }
    }

    /// Keeps a copy of `string` and returns it.
    func keep(_ string: String) -> UnsafePointer<CChar> {
        let copy = strdup(string)!
        pointers.append(copy)
        return UnsafePointer(copy)
    }

    subscript(index: Int) -> UnsafePointer<CChar> { UnsafePointer(pointers[index]) }

    var count: Int { pointers.count }

    deinit { pointers.forEach { free($0) } }
}
