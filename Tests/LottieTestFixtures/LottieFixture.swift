import Foundation

/// Small Lottie documents written inline, so that each test shows the JSON it is about.
public enum LottieFixture {
    public static func document(width: Double = 100, height: Double = 100, frameRate: Double = 30, inPoint: Double = 0, outPoint: Double = 60, layers: [String], assets: [String] = [], markers: [String] = []) -> String {
        """
        {"v": "5.7.0", "nm": "fixture", "fr": \(frameRate), "ip": \(inPoint), "op": \(outPoint), "w": \(width), "h": \(height),
         "assets": [\(assets.joined(separator: ","))], "markers": [\(markers.joined(separator: ","))],
         "layers": [\(layers.joined(separator: ","))]}
        """
    }

    /// A shape layer; `extra` adds members such as `"ind": 1, "parent": 2`.
    public static func shapeLayer(_ shapes: [String], transform: String = "{}", inPoint: Double = 0, outPoint: Double = 60, extra: String = "") -> String {
        let tail = extra.isEmpty ? "" : ", " + extra
        return #"{"ty": 4, "nm": "layer", "ip": \#(inPoint), "op": \#(outPoint), "st": 0, "ks": \#(transform), "shapes": [\#(shapes.joined(separator: ","))]\#(tail)}"#
    }

    public static func rectangle(x: Double, y: Double, width: Double, height: Double, roundness: Double = 0, extra: String = "") -> String {
        let tail = extra.isEmpty ? "" : ", " + extra
        return #"{"ty": "rc", "nm": "Rectangle", "p": {"a": 0, "k": [\#(x), \#(y)]}, "s": {"a": 0, "k": [\#(width), \#(height)]}, "r": {"a": 0, "k": \#(roundness)}\#(tail)}"#
    }

    public static func ellipse(x: Double, y: Double, width: Double, height: Double) -> String {
        #"{"ty": "el", "nm": "Ellipse", "p": {"a": 0, "k": [\#(x), \#(y)]}, "s": {"a": 0, "k": [\#(width), \#(height)]}}"#
    }

    public static func fill(red: Double, green: Double, blue: Double, opacity: Double = 100, name: String = "Fill") -> String {
        #"{"ty": "fl", "nm": "\#(name)", "c": {"a": 0, "k": [\#(red), \#(green), \#(blue), 1]}, "o": {"a": 0, "k": \#(opacity)}, "r": 1}"#
    }

    public static func stroke(red: Double, green: Double, blue: Double, width: Double, name: String = "Stroke") -> String {
        #"{"ty": "st", "nm": "\#(name)", "c": {"a": 0, "k": [\#(red), \#(green), \#(blue), 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": \#(width)}, "lc": 1, "lj": 1, "ml": 4}"#
    }

    public static func trim(start: Double, end: Double, offset: Double = 0, mode: Int = 1) -> String {
        #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": \#(start)}, "e": {"a": 0, "k": \#(end)}, "o": {"a": 0, "k": \#(offset)}, "m": \#(mode)}"#
    }

    public static func group(_ items: [String], transform: String = transform(), name: String = "Group") -> String {
        #"{"ty": "gr", "nm": "\#(name)", "it": [\#((items + [transform]).joined(separator: ","))]}"#
    }

    /// A group's `tr` item (or with `type: nil`, a layer's `ks`), static values.
    public static func transform(anchor: (Double, Double) = (0, 0), position: (Double, Double) = (0, 0), scale: (Double, Double) = (100, 100), rotation: Double = 0, opacity: Double = 100, skew: Double = 0, skewAxis: Double = 0, type: String? = "tr") -> String {
        let typeMember = type.map { #""ty": "\#($0)", "# } ?? ""
        return #"{\#(typeMember)"a": {"a": 0, "k": [\#(anchor.0), \#(anchor.1)]}, "p": {"a": 0, "k": [\#(position.0), \#(position.1)]}, "s": {"a": 0, "k": [\#(scale.0), \#(scale.1)]}, "r": {"a": 0, "k": \#(rotation)}, "o": {"a": 0, "k": \#(opacity)}, "sk": {"a": 0, "k": \#(skew)}, "sa": {"a": 0, "k": \#(skewAxis)}}"#
    }

    public static func data(_ json: String) -> Data { Data(json.utf8) }
}
