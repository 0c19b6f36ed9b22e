import LottieEncoding
import VectorGraphics

/// The Lottie objects an export writes, each with `ty` first: layers, shape groups, rectangles, ellipses, paths,
/// fills and transforms, in the plain forms every major player draws.
enum LottieObjects {
    /// A value that never changes.
    static func still(_ components: [Double]) -> JSONTree {
        .object(JSONObject(["a": 0, "k": SampledTrack.value(components, bare: true)]))
    }

    /// A layer's transform (`ks`), or with `ty` a shape group's (`tr`).
    static func transform(
        anchor: JSONTree = still([0, 0]), position: JSONTree = still([0, 0]), scale: JSONTree = still([100, 100]),
        opacity: JSONTree = still([100]), isShapeTransform: Bool = false
    ) -> JSONTree {
        var object = JSONObject()
        if isShapeTransform { object["ty"] = "tr" }
        object["a"] = anchor
        object["p"] = position
        object["s"] = scale
        object["r"] = still([0])
        object["o"] = opacity
        if isShapeTransform {
            object["sk"] = still([0])
            object["sa"] = still([0])
        }
        return .object(object)
    }

    /// What every layer has: kind, name, index, the export's whole time range, and its transform.
    static func layer(kind: Int, name: String, index: Int, frames: Int, transform: JSONTree) -> JSONObject {
        JSONObject([
            "ty": .number(Double(kind)), "nm": .string(name), "ind": .number(Double(index)), "ddd": 0, "sr": 1, "ao": 0,
            "bm": 0,
            "ip": 0, "op": .number(Double(frames)), "st": 0, "ks": transform
        ])
    }

    /// A shape layer of `shapes`.
    static func shapeLayer(name: String, index: Int, frames: Int, transform: JSONTree, shapes: [JSONTree]) -> JSONObject
    {
        var layer = layer(kind: 4, name: name, index: index, frames: frames, transform: transform)
        layer["shapes"] = .array(shapes)
        return layer
    }

    /// A shape group: its items, then its transform (where `offset` places it).
    static func group(_ name: String, _ items: [JSONTree], offset: Point = Point(x: 0, y: 0)) -> JSONTree {
        .object(
            JSONObject([
                "ty": "gr", "nm": .string(name), "np": .number(Double(items.count)),
                "it": .array(items + [transform(position: still([offset.x, offset.y]), isShapeTransform: true)])
            ]))
    }

    /// A rectangle centred on `position`, `size` big, corners rounded by `roundness`.
    static func rectangle(position: JSONTree, size: JSONTree, roundness: JSONTree) -> JSONTree {
        .object(JSONObject(["ty": "rc", "nm": "Rectangle", "d": 1, "p": position, "s": size, "r": roundness]))
    }

    /// An ellipse centred on `position`, `size` big.
    static func ellipse(position: JSONTree, size: JSONTree) -> JSONTree {
        .object(JSONObject(["ty": "el", "nm": "Ellipse", "d": 1, "p": position, "s": size]))
    }

    /// A solid fill (non-zero winding); `opacity` in percent.
    static func fill(color: JSONTree, opacity: JSONTree) -> JSONTree {
        .object(JSONObject(["ty": "fl", "nm": "Fill", "c": color, "o": opacity, "r": 1, "bm": 0]))
    }

    /// A colour as Lottie writes it: red, green and blue, 0…1 (its alpha goes into an opacity).
    static func rgb(_ color: LottieColor) -> [Double] { [color.red, color.green, color.blue] }

    /// A path's contours, one `sh` each, as After Effects writes them: vertices with in and out tangents relative
    /// to them.
    static func paths(_ path: BezierPath) -> [JSONTree] {
        path.contours.filter { !$0.segments.isEmpty }.map { contour in
            var vertices = [contour.start], ins = [Point(x: 0, y: 0)], outs: [Point] = []
            for segment in contour.segments {
                let from = vertices[vertices.count - 1]
                outs.append(Point(x: segment.control1.x - from.x, y: segment.control1.y - from.y))
                vertices.append(segment.end)
                ins.append(Point(x: segment.control2.x - segment.end.x, y: segment.control2.y - segment.end.y))
            }
            outs.append(Point(x: 0, y: 0))
            // A closed contour that comes back to its start ends on the first vertex: that vertex takes the last
            // segment's in-tangent, and the closing segment is the one drawn.
            if contour.isClosed, vertices.count > 1, let end = vertices.last, abs(end.x - contour.start.x) < 1e-9,
                abs(end.y - contour.start.y) < 1e-9
            {
                ins[0] = ins[ins.count - 1]
                vertices.removeLast()
                ins.removeLast()
                outs.removeLast()
            }
            func points(_ list: [Point]) -> JSONTree {
                .array(list.map { SampledTrack.value([$0.x, $0.y], bare: false) })
            }
            let shape = JSONObject([
                "c": .bool(contour.isClosed), "v": points(vertices), "i": points(ins), "o": points(outs)
            ])
            return .object(
                JSONObject(["ty": "sh", "nm": "Path", "d": 1, "ks": .object(JSONObject(["a": 0, "k": .object(shape)]))])
            )
        }
    }
}
