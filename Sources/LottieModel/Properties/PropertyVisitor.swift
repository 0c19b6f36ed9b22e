/// Something that reads or rewrites every animated property of a document in turn: the interpreter strips or
/// folds expressions with one, and slots and overrides replace values with one.
@_spi(Model) public protocol PropertyVisitor {
    mutating func visit<Value>(_ property: inout AnimatedValue<Value>)
    /// A text layer's source text, which is not an `AnimatedValue` but may carry an expression.
    mutating func visitText(_ text: inout TextContent)
}

extension PropertyVisitor {
    /// Text is left alone unless a visitor cares about it.
    public mutating func visitText(_ text: inout TextContent) {}
}

extension LottieAnimation {
    /// Hands every animated property of every layer (precompositions' and glyphs' included) to `visitor`, which may
    /// change it in place.
    public mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        for index in layers.indices { layers[index].visitProperties(&visitor) }
        for id in precompositions.keys.sorted() {
            for index in precompositions[id]!.layers.indices {
                precompositions[id]!.layers[index].visitProperties(&visitor)
            }
        }
        for index in glyphs.indices { ShapeItem.visit(&glyphs[index].shapes, &visitor) }
    }

    /// The same document with every expression removed, as a player that does not run them draws it.
    public var withoutExpressions: LottieAnimation {
        struct Stripper: PropertyVisitor {
            mutating func visit<Value>(_ property: inout AnimatedValue<Value>) { property.expression = nil }
            mutating func visitText(_ text: inout TextContent) { text.expression = nil }
        }
        var copy = self
        var stripper = Stripper()
        copy.visitProperties(&stripper)
        return copy
    }

    /// Every expression the document carries, in the order the visitor meets them.
    public var expressions: [PropertyExpression] {
        if isKnownFreeOfExpressions { return [] }
        struct Collector: PropertyVisitor {
            var found: [PropertyExpression] = []
            mutating func visit<Value>(_ property: inout AnimatedValue<Value>) {
                if let expression = property.expression { found.append(expression) }
            }
            mutating func visitText(_ text: inout TextContent) {
                if let expression = text.expression { found.append(expression) }
            }
        }
        var copy = self
        var collector = Collector()
        copy.visitProperties(&collector)
        return collector.found
    }
}

extension Layer {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        transform.visitProperties(&visitor)
        switch content {
        case .shapes(var items):
            ShapeItem.visit(&items, &visitor)
            content = .shapes(items)
        case .text(var text):
            visitor.visitText(&text)
            for index in text.animators.indices { text.animators[index].visitProperties(&visitor) }
            content = .text(text)
        case .precomposition(var reference):
            if var remap = reference.timeRemap {
                visitor.visit(&remap)
                reference.timeRemap = remap
                content = .precomposition(reference)
            }
        case .none, .solid, .image:
            break
        }
        for index in masks.indices {
            visitor.visit(&masks[index].path)
            visitor.visit(&masks[index].opacity)
            visitor.visit(&masks[index].expansion)
            visitor.visit(&masks[index].feather)
        }
        for index in effects.indices { effects[index].visitProperties(&visitor) }
        for index in effectInstances.indices { EffectParameter.visit(&effectInstances[index].parameters, &visitor) }
    }
}

extension Transform {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&anchor)
        switch position {
        case .combined(var value):
            visitor.visit(&value)
            position = .combined(value)
        case .split(var x, var y):
            visitor.visit(&x)
            visitor.visit(&y)
            position = .split(x: x, y: y)
        }
        visitor.visit(&scale)
        visitor.visit(&rotation)
        visitor.visit(&skew)
        visitor.visit(&skewAxis)
        visitor.visit(&opacity)
        visitor.visit(&rotationX)
        visitor.visit(&rotationY)
    }
}

extension ShapeItem {
    static func visit<Visitor: PropertyVisitor>(_ items: inout [ShapeItem], _ visitor: inout Visitor) {
        for index in items.indices { items[index].kind.visitProperties(&visitor) }
    }
}

extension ShapeItem.Kind {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .group(var group):
            ShapeItem.visit(&group.items, &visitor)
            group.transform.visitProperties(&visitor)
            self = .group(group)
        case .rectangle(var shape):
            visitor.visit(&shape.position)
            visitor.visit(&shape.size)
            visitor.visit(&shape.roundness)
            self = .rectangle(shape)
        case .ellipse(var shape):
            visitor.visit(&shape.position)
            visitor.visit(&shape.size)
            self = .ellipse(shape)
        case .polystar(var shape):
            visitor.visit(&shape.position)
            visitor.visit(&shape.pointCount)
            visitor.visit(&shape.rotation)
            visitor.visit(&shape.outerRadius)
            visitor.visit(&shape.outerRoundness)
            visitor.visit(&shape.innerRadius)
            visitor.visit(&shape.innerRoundness)
            self = .polystar(shape)
        case .path(var shape):
            visitor.visit(&shape.path)
            self = .path(shape)
        case .fill(var fill):
            visitor.visit(&fill.color)
            visitor.visit(&fill.opacity)
            self = .fill(fill)
        case .stroke(var stroke):
            visitor.visit(&stroke.color)
            visitor.visit(&stroke.opacity)
            stroke.outline.visitProperties(&visitor)
            self = .stroke(stroke)
        case .gradientFill(var fill):
            fill.gradient.visitProperties(&visitor)
            visitor.visit(&fill.opacity)
            self = .gradientFill(fill)
        case .gradientStroke(var stroke):
            stroke.gradient.visitProperties(&visitor)
            visitor.visit(&stroke.opacity)
            stroke.outline.visitProperties(&visitor)
            self = .gradientStroke(stroke)
        case .trimPath(var trim):
            visitor.visit(&trim.start)
            visitor.visit(&trim.end)
            visitor.visit(&trim.offset)
            self = .trimPath(trim)
        case .repeater(var repeater):
            visitor.visit(&repeater.copies)
            visitor.visit(&repeater.offset)
            repeater.transform.visitProperties(&visitor)
            visitor.visit(&repeater.startOpacity)
            visitor.visit(&repeater.endOpacity)
            self = .repeater(repeater)
        case .modifier(let modifier):
            switch modifier {
            case .roundCorners(var radius):
                visitor.visit(&radius)
                self = .modifier(.roundCorners(radius: radius))
            case .offsetPath(var amount, let join, var miterLimit):
                visitor.visit(&amount)
                visitor.visit(&miterLimit)
                self = .modifier(.offsetPath(amount: amount, join: join, miterLimit: miterLimit))
            case .zigZag(var ridges, var size, let smooth):
                visitor.visit(&ridges)
                visitor.visit(&size)
                self = .modifier(.zigZag(ridges: ridges, size: size, smooth: smooth))
            case .puckerBloat(var amount):
                visitor.visit(&amount)
                self = .modifier(.puckerBloat(amount: amount))
            case .twist(var angle, var center):
                visitor.visit(&angle)
                visitor.visit(&center)
                self = .modifier(.twist(angle: angle, center: center))
            }
        case .mergePaths:
            break
        }
    }
}

extension StrokeOutline {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&width)
        visitor.visit(&miterLimit)
        for index in dashes.indices { visitor.visit(&dashes[index].length) }
    }
}

extension ShapeGradient {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&startPoint)
        visitor.visit(&endPoint)
        visitor.visit(&highlightLength)
        visitor.visit(&highlightAngle)
        visitor.visit(&colors.values)
    }
}

extension TextAnimator {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&selector.start)
        visitor.visit(&selector.end)
        visitor.visit(&selector.offset)
        visitor.visit(&selector.amount)
        visitor.visit(&selector.easeHigh)
        visitor.visit(&selector.easeLow)
        visitor.visit(&selector.smoothness)
        if var value = opacity { visitor.visit(&value); opacity = value }
        if var value = fillColor { visitor.visit(&value); fillColor = value }
        if var value = strokeColor { visitor.visit(&value); strokeColor = value }
        if var value = strokeWidth { visitor.visit(&value); strokeWidth = value }
        if var value = position { visitor.visit(&value); position = value }
        if var value = transform.anchor { visitor.visit(&value); transform.anchor = value }
        if var value = transform.scale { visitor.visit(&value); transform.scale = value }
        if var value = transform.skew { visitor.visit(&value); transform.skew = value }
        if var value = transform.skewAxis { visitor.visit(&value); transform.skewAxis = value }
        if var value = transform.rotation { visitor.visit(&value); transform.rotation = value }
        if var value = tracking { visitor.visit(&value); tracking = value }
        if var value = fillHue { visitor.visit(&value); fillHue = value }
        if var value = fillSaturation { visitor.visit(&value); fillSaturation = value }
        if var value = fillBrightness { visitor.visit(&value); fillBrightness = value }
    }
}

extension LayerEffect {
    mutating func visitProperties<Visitor: PropertyVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .fill(var color, var opacity):
            visitor.visit(&color)
            visitor.visit(&opacity)
            self = .fill(color: color, opacity: opacity)
        case .tint(var black, var white, var amount):
            visitor.visit(&black)
            visitor.visit(&white)
            visitor.visit(&amount)
            self = .tint(black: black, white: white, amountPercent: amount)
        case .tritone(var highlights, var midtones, var shadows, var blend):
            visitor.visit(&highlights)
            visitor.visit(&midtones)
            visitor.visit(&shadows)
            visitor.visit(&blend)
            self = .tritone(highlights: highlights, midtones: midtones, shadows: shadows, blendPercent: blend)
        case .dropShadow(var color, var opacity, var direction, var distance, var softness):
            visitor.visit(&color)
            visitor.visit(&opacity)
            visitor.visit(&direction)
            visitor.visit(&distance)
            visitor.visit(&softness)
            self = .dropShadow(
                color: color, opacity: opacity, direction: direction, distance: distance, softness: softness)
        case .gaussianBlur(var blurriness, let dimensions):
            visitor.visit(&blurriness)
            self = .gaussianBlur(blurriness: blurriness, dimensions: dimensions)
        }
    }
}

extension EffectParameter {
    static func visit<Visitor: PropertyVisitor>(_ parameters: inout [EffectParameter], _ visitor: inout Visitor) {
        for index in parameters.indices {
            switch parameters[index].value {
            case .number(var value):
                visitor.visit(&value)
                parameters[index].value = .number(value)
            case .layer(var value):
                visitor.visit(&value)
                parameters[index].value = .layer(value)
            case .color(var value):
                visitor.visit(&value)
                parameters[index].value = .color(value)
            case .point(var value):
                visitor.visit(&value)
                parameters[index].value = .point(value)
            case .group(var inner):
                visit(&inner, &visitor)
                parameters[index].value = .group(inner)
            case .none:
                break
            }
        }
    }
}
