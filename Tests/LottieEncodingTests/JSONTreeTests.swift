import Foundation
import LottieEncoding
import Testing

@Suite("JSON trees keep their members in order")
struct JSONTreeTests {
    @Test("members come out in the order they went in, ty first when written first, after a round trip through jansson")
    func order() throws {
        var shape = JSONObject()
        shape["ty"] = "rc"
        shape["nm"] = "Pill"
        shape["a"] = 0
        shape["p"] = [1.5, 2]
        let text = String(decoding: JSONTree.object(shape).encoded(), as: UTF8.self)
        #expect(text == #"{"ty":"rc","nm":"Pill","a":0,"p":[1.5,2]}"#)
        let reread = try JSONTree(parsing: Data(#"{"z":1,"ty":"gr","it":[{"b":true,"a":null}],"s":"é"}"#.utf8))
        #expect(reread.object?.keys == ["z", "ty", "it", "s"])
        #expect(String(decoding: reread.encoded(), as: UTF8.self) == #"{"z":1,"ty":"gr","it":[{"b":true,"a":null}],"s":"é"}"#)
    }

    @Test("setting a key again replaces it in place; nil removes it")
    func replacing() {
        var object = JSONObject(["a": 1, "b": 2, "c": 3])
        object["b"] = "two"
        object["a"] = nil
        object["d"] = 4
        #expect(object.keys == ["b", "c", "d"] && object["b"] == "two")
    }

    @Test("numbers: whole ones without a fraction, others to the digits asked; non-finite ones as null")
    func numbers() {
        #expect(String(decoding: JSONTree.array([.number(0.1 + 0.2), 3, -2.5, .number(.infinity)]).encoded(significantDigits: 6), as: UTF8.self) == "[0.3,3,-2.5,null]")
    }

    @Test("broken JSON is an error with its place, not a crash")
    func broken() {
        #expect(throws: JSONTree.ParseError.self) { try JSONTree(parsing: Data("{\"a\": [1, 2".utf8)) }
    }
}
