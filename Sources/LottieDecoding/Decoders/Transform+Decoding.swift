@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// A layer's `ks` or a group's `tr`. Opacity is converted from percent to 0...1.
    func transform(context: DecodingContext) throws(LottieDecodingError) -> Transform {
        try requireObject()
        var transform = Transform()
        transform.anchor = try animatedValue("a", .point, default: .zero, context: context)
        transform.position = try position(context: context)
        transform.scale = try animatedValue("s", .point, default: Point(x: 100, y: 100), context: context)
        // 3D layers keep their z rotation in `rz`; x and y rotations cannot be shown flat.
        let rotationKey: StaticString = self["r"] == nil && self["rz"] != nil ? "rz" : "r"
        transform.rotation = try animatedValue(rotationKey, .scalar, default: 0, context: context)
        transform.skew = try animatedValue("sk", .scalar, default: 0, context: context)
        transform.skewAxis = try animatedValue("sa", .scalar, default: 0, context: context)
        transform.opacity = try animatedValue("o", .scalar, default: 100, context: context).fractionOfPercent()
        // Orientation is static in practice; its x and y add to the rotations, its z to the flat rotation.
        let orientation = try self["or"]?.animatedValue(.numbers, context: context).initialValue ?? []
        let angle = { (index: Int) in index < orientation.count ? orientation[index] : 0 }
        transform.rotationX = try animatedValue("rx", .scalar, default: 0, context: context).map { $0 + angle(0) }
        transform.rotationY = try animatedValue("ry", .scalar, default: 0, context: context).map { $0 + angle(1) }
        if angle(2) != 0 { transform.rotation = transform.rotation.map { $0 + angle(2) } }
        if try self["or"]?.animatedValue(.numbers, context: context).isAnimated == true {
            context.note(self, key: "or", "an animated orientation is read at its first value")
        }
        return transform
    }

    /// `p` as one animated point, or split into `{"s": true, "x": …, "y": …}` (also written as `px`/`py`).
    private func position(context: DecodingContext) throws(LottieDecodingError) -> PositionValue {
        if let position = self["p"], position.kind == .object, position.flag("s") {
            return .split(
                x: try position.animatedValue("x", .scalar, default: 0, context: context),
                y: try position.animatedValue("y", .scalar, default: 0, context: context)
            )
        }
        if self["p"] == nil, self["px"] != nil || self["py"] != nil {
            return .split(
                x: try animatedValue("px", .scalar, default: 0, context: context),
                y: try animatedValue("py", .scalar, default: 0, context: context)
            )
        }
        return .combined(try animatedValue("p", .point, default: .zero, context: context))
    }
}
