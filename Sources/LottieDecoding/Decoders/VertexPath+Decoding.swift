@_spi(Model) import LottieModel
import VectorGraphics

extension ValueReader where Value == VertexPath {
    static var vertexPath: ValueReader<VertexPath> {
        ValueReader<VertexPath>(slotKind: .bezier) { value throws(LottieDecodingError) in try value.requireVertexPath()
        }
    }
}

extension JSONValue {
    /// `{"v": [[x,y]…], "i": […], "o": […], "c": true}`: vertices with tangents relative to them.
    func requireVertexPath() throws(LottieDecodingError) -> VertexPath {
        guard kind == .object else { throw wrongType("a bezier shape object {v, i, o, c}") }
        func points(_ key: StaticString) throws(LottieDecodingError) -> [Point] {
            guard let list = self[key] else { return [] }
            guard list.kind == .array else { throw list.wrongType("an array") }
            return try list.mapElements { (point) throws(LottieDecodingError) in try point.requirePoint() }
        }
        let vertices = try points("v"), inTangents = try points("i"), outTangents = try points("o")
        return VertexPath(vertices: vertices, inTangents: inTangents, outTangents: outTangents, isClosed: flag("c"))
    }
}
