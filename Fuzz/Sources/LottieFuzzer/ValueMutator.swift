import Foundation

/// Byte-level mutation rarely survives a JSON parser, so most mutations keep the document valid JSON and change
/// its values: a number becomes an extreme (0, -1, huge, tiny, non-integral, negative huge), an array is
/// shortened, lengthened or emptied, a string becomes a number, and a property gains an expression or has its
/// expression cut, spliced or replaced (`ExpressionMutator`). One in four mutations is libFuzzer's own, so broken
/// syntax is still explored.
@_cdecl("LLVMFuzzerCustomMutator")
public func mutate(_ bytes: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var generator = SplitMix(seed: UInt64(seed))
    if generator.next() % 4 == 0 { return LLVMFuzzerMutate(bytes, size, maxSize) }
    let data = Data(bytes: bytes, count: size)
    guard var root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
        return LLVMFuzzerMutate(bytes, size, maxSize)
    }
    let mutations = 1 + Int(generator.next() % 3)
    for _ in 0..<mutations { root = ValueMutator(generator: generator).mutated(root, generator: &generator) }
    guard let output = try? JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed]), output.count <= maxSize else {
        return LLVMFuzzerMutate(bytes, size, maxSize)
    }
    output.copyBytes(to: bytes, count: output.count)
    return output.count
}

@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

struct ValueMutator {
    static let extremes: [Double] = [0, -1, 1, 0.5, -0.5, 1e300, -1e300, 1e-300, 2147483648, -2147483649, 9.3e18, 1e10, 65536, 100000, 1e6, 3.5]

    init(generator: SplitMix) {}

    /// Walks to one randomly chosen value and changes it.
    func mutated(_ value: Any, generator: inout SplitMix) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            // A property ({"k": …}): one time in four, its expression changes instead.
            if object["k"] != nil, generator.next() % 4 == 0 {
                object["x"] = ExpressionMutator.mutated(object["x"] as? String, generator: &generator)
                return object
            }
            let keys = Array(object.keys).sorted()
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            if generator.next() % 3 == 0 { object[key] = changed(object[key]!, generator: &generator) }
            else { object[key] = mutated(object[key]!, generator: &generator) }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = Int(generator.next() % UInt64(array.count))
            switch generator.next() % 8 {
            case 0: array.removeLast(1 + Int(generator.next() % UInt64(array.count)))
            case 1: array.append(contentsOf: Array(repeating: array[index], count: 1 + Int(generator.next() % 8)))
            case 2: array[index] = changed(array[index], generator: &generator)
            default: array[index] = mutated(array[index], generator: &generator)
            }
            return array
        }
        return changed(value, generator: &generator)
    }

    /// A replacement for a value, whatever it was.
    func changed(_ value: Any, generator: inout SplitMix) -> Any {
        switch generator.next() % 6 {
        case 0: return [Any]()
        case 1: return Self.extremes[Int(generator.next() % UInt64(Self.extremes.count))] * -1
        default: return Self.extremes[Int(generator.next() % UInt64(Self.extremes.count))]
        }
    }
}

/// A small seeded generator, so that libFuzzer's seed decides every choice.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
