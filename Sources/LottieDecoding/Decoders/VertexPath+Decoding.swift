import LottieModel
import VectorGraphics

extension ValueReader where Value == VertexPath {
    static var vertexPath: ValueReader<VertexPath> {
        ValueReader<VertexPath>(slotKind: .bezier) { value throws(LottieDecodingError) in try value.requireVertexPath() }
    }
}

extension JSONValue {
    /// `{"v": [[x,y]…], "i": […], "o": […], "c": true}`: vertices with tangents relative to them.
    func requireVertexPath() throws(LottieDecodingError) -> VertexPath {
        guard kind == .object else { throw wrongType("a bezier shape object {v, i, o, c}") }
        let vertices = try (self["v"]?.requireArray() ?? []).map { (point) throws(LottieDecodingError) in try point.requirePoint() }
        let inTangents = try (self["i"]?.requireArray() ?? []).map { (point) throws(LottieDecodingError) in try point.requirePoint() }
        let outTangents = try (self["o"]?.requireArray() ?? []).map { (point) throws(LottieDecodingError) in try point.requirePoint() }
        return VertexPath(vertices: vertices, inTangents: inTangents, outTangents: outTangents, isClosed: flag("c"))
    }
}
