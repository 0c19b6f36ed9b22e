@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// A shape list (`shapes` or `it`). Unsupported items become diagnostics; a group's `tr` becomes its transform.
    func shapeItems(context: DecodingContext) throws(LottieDecodingError) -> (items: [ShapeItem], transform: Transform?)
    {
        var items: [ShapeItem] = []
        var transform: Transform?
        for element in try requireArray() {
            try element.requireObject()
            let type = try element.required("ty").requireString()
            if type == "tr" {
                transform = try element.transform(context: context)
                continue
            }
            guard let kind = try element.shapeKind(type: type, context: context) else { continue }
            items.append(ShapeItem(name: element.displayName, isHidden: element.flag("hd"), kind: kind))
        }
        return (items, transform)
    }

    private func shapeKind(type: String, context: DecodingContext) throws(LottieDecodingError) -> ShapeItem.Kind? {
        switch type {
        case "gr":
            let (items, transform) = try self["it"]?.shapeItems(context: context) ?? ([], nil)
            return .group(ShapeGroup(items: items, transform: transform ?? .identity))
        case "rc":
            return .rectangle(
                RectangleShape(
                    position: try animatedValue("p", .point, default: .zero, context: context),
                    size: try animatedValue("s", .point, default: .zero, context: context),
                    roundness: try animatedValue("r", .scalar, default: 0, context: context),
                    direction: direction
                ))
        case "el":
            return .ellipse(
                EllipseShape(
                    position: try animatedValue("p", .point, default: .zero, context: context),
                    size: try animatedValue("s", .point, default: .zero, context: context),
                    direction: direction
                ))
        case "sr":
            return .polystar(try polystar(context: context))
        case "sh":
            return .path(
                PathShape(path: try required("ks").animatedValue(.vertexPath, context: context), direction: direction))
        case "fl":
            return .fill(
                Fill(
                    color: try animatedValue("c", .color, default: .black, context: context),
                    opacity: try opacityPercent(context: context),
                    rule: fillRule
                ))
        case "st":
            return .stroke(
                Stroke(
                    color: try animatedValue("c", .color, default: .black, context: context),
                    opacity: try opacityPercent(context: context),
                    outline: try strokeOutline(context: context)
                ))
        case "gf":
            return .gradientFill(
                GradientFill(
                    gradient: try gradient(context: context), opacity: try opacityPercent(context: context),
                    rule: fillRule))
        case "gs":
            return .gradientStroke(
                GradientStroke(
                    gradient: try gradient(context: context), opacity: try opacityPercent(context: context),
                    outline: try strokeOutline(context: context)))
        case "tm":
            return .trimPath(
                TrimPath(
                    start: try animatedValue("s", .scalar, default: 0, context: context),
                    end: try animatedValue("e", .scalar, default: 100, context: context),
                    offset: try animatedValue("o", .scalar, default: 0, context: context),
                    mode: self["m"]?.number == 2 ? .individually : .simultaneously
                ))
        case "rp":
            return .repeater(try repeater(context: context))
        case "rd":
            return .modifier(.roundCorners(radius: try animatedValue("r", .scalar, default: 0, context: context)))
        case "op":
            let join: StrokeAttributes.Join =
                switch self["lj"]?.number {
                case 2: .round
                case 3: .bevel
                default: .miter
                }
            return .modifier(
                .offsetPath(
                    amount: try animatedValue("a", .scalar, default: 0, context: context), join: join,
                    miterLimit: try animatedValue("ml", .scalar, default: 4, context: context)))
        case "zz":
            return .modifier(
                .zigZag(
                    ridges: try animatedValue("r", .scalar, default: 0, context: context),
                    size: try animatedValue("s", .scalar, default: 0, context: context),
                    smooth: self["pt"]?["k"]?.number == 2 || self["pt"]?.number == 2))
        case "pb":
            return .modifier(.puckerBloat(amount: try animatedValue("a", .scalar, default: 0, context: context)))
        case "tw":
            return .modifier(
                .twist(
                    angle: try animatedValue("a", .scalar, default: 0, context: context),
                    center: try animatedValue("c", .point, default: .zero, context: context)))
        case "mm":
            let modes: [Int: MergeMode] = [1: .merge, 2: .add, 3: .subtract, 4: .intersect, 5: .exclude]
            return .mergePaths(modes[self["mm"]?.code ?? 1] ?? .merge)
        default:
            let name = Self.unsupportedShapeNames[type].map { "\($0) (\(type))" } ?? "shape type \"\(type)\""
            context.note(self, "\(name) is not supported yet; skipped")
            return nil
        }
    }

    private static let unsupportedShapeNames = ["no": "no-style", "gm": "gradient mask"]

    /// `c` copies, `o` offset, `m` composite (1 above, 2 below), `tr` its transform with `so`/`eo` opacities.
    private func repeater(context: DecodingContext) throws(LottieDecodingError) -> Repeater {
        let transformValue = try self["tr"]?.requireObject()
        return Repeater(
            copies: try animatedValue("c", .scalar, default: 1, context: context),
            offset: try animatedValue("o", .scalar, default: 0, context: context),
            composite: self["m"]?.number == 2 ? .below : .above,
            transform: try transformValue?.transform(context: context) ?? .identity,
            startOpacity: try transformValue?.animatedValue("so", .scalar, default: 100, context: context)
                .fractionOfPercent() ?? .constant(1),
            endOpacity: try transformValue?.animatedValue("eo", .scalar, default: 100, context: context)
                .fractionOfPercent() ?? .constant(1)
        )
    }

    /// `d: 3` reverses a shape's direction; anything else is the default clockwise.
    private var direction: PathDirection { self["d"]?.number == 3 ? .counterclockwise : .clockwise }

    private var fillRule: FillRule { self["r"]?.number == 2 ? .evenOdd : .nonZero }

    private func opacityPercent(context: DecodingContext) throws(LottieDecodingError) -> AnimatedValue<Double> {
        try animatedValue("o", .scalar, default: 100, context: context).fractionOfPercent()
    }

    private func polystar(context: DecodingContext) throws(LottieDecodingError) -> Polystar {
        Polystar(
            kind: self["sy"]?.number == 2 ? .polygon : .star,
            position: try animatedValue("p", .point, default: .zero, context: context),
            pointCount: try animatedValue("pt", .scalar, default: 5, context: context),
            rotation: try animatedValue("r", .scalar, default: 0, context: context),
            outerRadius: try animatedValue("or", .scalar, default: 0, context: context),
            outerRoundness: try animatedValue("os", .scalar, default: 0, context: context),
            innerRadius: try animatedValue("ir", .scalar, default: 0, context: context),
            innerRoundness: try animatedValue("is", .scalar, default: 0, context: context),
            direction: direction
        )
    }

    private func strokeOutline(context: DecodingContext) throws(LottieDecodingError) -> StrokeOutline {
        let cap: StrokeAttributes.Cap =
            switch self["lc"]?.number {
            case 1: .butt
            case 3: .square
            default: .round
            }
        let join: StrokeAttributes.Join =
            switch self["lj"]?.number {
            case 1: .miter
            case 3: .bevel
            default: .round
            }
        let miterLimit: AnimatedValue<Double> =
            if let animated = self["ml2"] {
                try animated.animatedValue(.scalar, context: context)
            } else {
                .constant(try optionalNumber("ml") ?? 4)
            }
        var dashes: [StrokeDash] = []
        for entry in try self["d"]?.requireArray() ?? [] {
            let kind: StrokeDash.Kind =
                switch entry["n"]?.string {
                case "g": .gap
                case "o": .offset
                default: .dash
                }
            dashes.append(
                StrokeDash(kind: kind, length: try entry.required("v").animatedValue(.scalar, context: context)))
        }
        return StrokeOutline(
            width: try animatedValue("w", .scalar, default: 1, context: context), cap: cap, join: join,
            miterLimit: miterLimit, dashes: dashes)
    }

    private func gradient(context: DecodingContext) throws(LottieDecodingError) -> ShapeGradient {
        let declared = try required("g")
        // A slot named by `g` itself fills the stop count and the colours (`{"p": 3, "k": {…}}`); one named by `g.k`
        // only the colours.
        let slot = try context.slotValue(for: declared, kind: .gradient)
        let colors = slot?.kind == .object ? slot! : declared
        return ShapeGradient(
            kind: self["t"]?.number == 2 ? .radial : .linear,
            startPoint: try animatedValue("s", .point, default: .zero, context: context),
            endPoint: try animatedValue("e", .point, default: .zero, context: context),
            highlightLength: try animatedValue("h", .scalar, default: 0, context: context),
            highlightAngle: try animatedValue("a", .scalar, default: 0, context: context),
            colors: try Self.gradientColors(
                counted: colors["p"] != nil ? colors : declared, valued: colors["k"] != nil ? colors : declared,
                context: context)
        )
    }

    /// A gradient's colours: how many colour stops there are (`p`, 0 to 1024) read from `counted`, and the stops'
    /// numbers (`k`, animatable) from `valued`; a slot may fill the two apart.
    static func gradientColors(
        counted: JSONValue, valued: JSONValue, context: DecodingContext
    ) throws(LottieDecodingError) -> GradientColors {
        let stopCount = try counted.optionalInt("p") ?? 0
        guard (0...1024).contains(stopCount) else {
            throw LottieDecodingError(
                path: counted.path.appending(key: "p").description,
                reason: .invalidValue("a gradient needs 0 to 1024 colour stops, not \(stopCount)"))
        }
        return GradientColors(
            colorStopCount: stopCount, values: try valued.required("k").animatedValue(.numbers, context: context))
    }
}
