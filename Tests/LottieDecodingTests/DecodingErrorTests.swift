import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import Testing

@Suite("Decoding errors")
struct DecodingErrorTests {
    func decode(_ json: String) throws(LottieDecodingError) -> DecodedAnimation {
        try LottieDecoder().decode(Data(json.utf8))
    }

    func error(_ json: String) -> LottieDecodingError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test("invalid JSON reports its line and column")
    func malformedJSON() throws {
        let failure = try #require(error("{\n  \"v\": \"5.7\",\n  \"fr\": 30,,\n}"))
        guard case .malformedJSON(let line, let column, _) = failure.reason else {
            Issue.record("expected malformed JSON, got \(failure)")
            return
        }
        #expect(line == 3)
        #expect(column > 0)
        #expect(failure.description.contains("line 3"))
    }

    @Test("an empty document is malformed JSON")
    func emptyDocument() throws {
        let failure = try #require(error(""))
        #expect(failure.description.contains("empty"))
    }

    @Test("a missing required key names its object's path and the key", arguments: [
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10}"#, "$", "layers"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "layers": []}"#, "$", "h"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ip": 0, "op": 10}]}"#, "layers[0]", "ty"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 0, "ip": 0, "op": 10}]}"#, "layers[0]", "refId"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 4, "ip": 0, "op": 10, "shapes": [{"ty": "fl", "c": {"a": 0}}]}]}"#, "layers[0].shapes[0].c", "k"),
    ])
    func missingKey(json: String, path: String, key: String) throws {
        let failure = try #require(error(json))
        #expect(failure.reason == .missingKey(key))
        #expect(failure.path == path)
    }

    @Test("a wrong type names the path and what was expected", arguments: [
        (#"{"fr": "30", "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#, "fr", "a number"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": {}}"#, "layers", "an array"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 4, "ip": 0, "op": 10, "ks": {"p": {"k": "here"}}}]}"#, "layers[0].ks.p.k", "an array of two numbers"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 4, "ip": 0, "op": 10, "shapes": [{"ty": "gr", "it": [{"ty": "fl", "c": {"k": [1, 0]}}]}]}]}"#, "layers[0].shapes[0].it[0].c.k", "a colour array [r, g, b] or [r, g, b, a]"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [3]}"#, "layers[0]", "an object"),
        ("[1, 2]", "$", "an object"),
    ])
    func wrongType(json: String, path: String, expected: String) throws {
        let failure = try #require(error(json))
        guard case .wrongType(let wanted, _) = failure.reason else {
            Issue.record("expected a wrong-type error, got \(failure)")
            return
        }
        #expect(wanted == expected)
        #expect(failure.path == path)
        #expect(failure.description.hasPrefix(path == "$" ? "expected" : path + ": expected"))
    }

    @Test("impossible header values are refused with their key", arguments: [
        (#"{"fr": 0, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#, "fr"),
        (#"{"fr": 30, "ip": 0, "op": 10, "w": 0, "h": 10, "layers": []}"#, "w"),
        (#"{"fr": 30, "ip": 10, "op": 10, "w": 10, "h": 10, "layers": []}"#, "op"),
    ])
    func invalidValues(json: String, path: String) throws {
        let failure = try #require(error(json))
        guard case .invalidValue = failure.reason else {
            Issue.record("expected an invalid-value error, got \(failure)")
            return
        }
        #expect(failure.path == path)
    }

    /// What ThorVG or lottie-web draws must not be refused: a value an exporter writes oddly becomes a diagnostic
    /// with its path and a documented default.
    @Test("an unreadable solid colour, a layer without an in point and x/y rotation on a 2D layer are diagnostics, not errors")
    func forgiving() throws {
        let json = ##"""
        {"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
          {"ty": 1, "ip": 0, "op": 10, "sc": "", "sw": 10, "sh": 10},
          {"ty": 1, "op": 10, "sc": "#ff0000", "sw": 10, "sh": 10},
          {"ty": 3, "ip": 0, "op": 10, "ks": {"rx": {"a": 0, "k": 90}, "ry": {"a": 0, "k": 30}}},
          {"ty": 3, "ddd": 1, "ip": 0, "op": 10, "ks": {"rx": {"a": 0, "k": 90}}}]}
        """##
        let decoded = try decode(json)
        #expect(decoded.diagnostics.map(\.path) == ["layers[0].sc", "layers[1]", "layers[2].ks", "layers[3].ddd"], "\(decoded.diagnostics)")
        guard case .solid(let solid) = decoded.animation.layers[0].content else {
            Issue.record("the solid decoded as something else")
            return
        }
        #expect(solid.color == .black)
        #expect(decoded.animation.layers[1].inPoint == 0)
        #expect(decoded.animation.layers[2].transform.rotationX == .constant(0) && decoded.animation.layers[2].transform.rotationY == .constant(0))
        #expect(decoded.animation.layers[3].transform.rotationX == .constant(90), "a 3D layer keeps its x rotation")
    }

    @Test("documents over the size limit are refused before parsing")
    func sizeLimit() throws {
        let decoder = LottieDecoder(maximumByteCount: 16)
        #expect(throws: LottieDecodingError.self) { try decoder.decode(Data(repeating: 0x20, count: 17)) }
    }

    @Test("the file name is prefixed once it is known")
    func fileName() throws {
        let failure = try #require(error(#"{"fr": "x", "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#)).inFile("icon.json")
        #expect(failure.description == #"icon.json: fr: expected a number, found a string "x""#)
    }
}
