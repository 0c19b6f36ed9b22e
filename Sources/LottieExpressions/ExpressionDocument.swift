import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// The document as expressions see it: every composition, its layers, their transforms, contents, effects, masks
/// and text, and every property with its keyframes, built once from the model. Expressions find things here by
/// name and index (`thisComp.layer("Ball").content("Group 1")`), and the interpreter finds each expression's
/// property by the expression's id.
final class ExpressionDocument: @unchecked Sendable {
    let root: HostComposition
    let compositions: [HostComposition]
    /// Each expression's property, by expression id.
    private(set) var properties: [Int: HostProperty] = [:]
    /// Text layers' source-text expressions, by expression id.
    private(set) var texts: [Int: HostText] = [:]

    init(animation: LottieAnimation) {
        let root = HostComposition(
            name: animation.name, width: animation.width, height: animation.height, frameRate: animation.frameRate,
            inPoint: animation.inPoint, outPoint: animation.outPoint, markers: animation.markers)
        self.root = root
        var compositions = [root]
        var byID: [String: HostComposition] = [:]
        for id in animation.precompositions.keys.sorted() {
            let asset = animation.precompositions[id]!
            let composition = HostComposition(
                name: asset.name ?? id, width: 0, height: 0, frameRate: asset.frameRate ?? animation.frameRate,
                inPoint: animation.inPoint, outPoint: animation.outPoint, markers: [])
            compositions.append(composition)
            byID[id] = composition
        }
        self.compositions = compositions
        root.layers = animation.layers.enumerated().map { makeLayer($1, position: $0, in: root) }
        for (id, composition) in byID {
            composition.layers = animation.precompositions[id]!.layers.enumerated().map {
                makeLayer($1, position: $0, in: composition)
            }
        }
        // A precomposition takes the size of the first layer found placing it.
        for composition in compositions {
            for layer in composition.layers {
                guard case .precomposition(let reference) = layer.model.content, let placed = byID[reference.assetID]
                else { continue }
                if placed.width == 0 { placed.width = reference.width }
                if placed.height == 0 { placed.height = reference.height }
                layer.placedComposition = placed
            }
        }
        for composition in compositions { composition.resolveParents() }
    }

    /// A composition by the name expressions give it (`comp("Palette")`).
    func composition(named name: String) -> HostComposition? {
        compositions.first { $0.name == name }
    }

    // MARK: - Building

    private func makeLayer(_ layer: Layer, position: Int, in composition: HostComposition) -> HostLayer {
        let host = HostLayer(model: layer, position: position, composition: composition)
        host.transform = makeTransform(layer.transform, owner: host, isLayer: true)
        switch layer.content {
        case .shapes(let items):
            host.contents = makeContents(items, name: "Contents", owner: host)
        case .text(let text):
            let hostText = HostText(content: text)
            hostText.parent = host
            host.text = hostText
            if let expression = text.expression { texts[expression.id] = hostText }
        case .precomposition(let reference):
            host.timeRemap = reference.timeRemap.map {
                property("Time Remap", $0, index: nil, owner: host, dimensions: 1)
            }
        default:
            break
        }
        host.effects = layer.effectInstances.enumerated().map { offset, instance in
            let effect = HostEffect(name: instance.name, matchName: instance.matchName, index: offset + 1)
            effect.parent = host
            effect.parameters = makeParameters(instance.parameters, owner: effect)
            return effect
        }
        host.masks = layer.masks.map { mask in
            let node = HostMask(name: mask.name)
            node.parent = host
            node.properties = [
                property("Mask Path", mask.path, index: 1, owner: node, dimensions: 0),
                property("Mask Opacity", mask.opacity, index: 2, owner: node, dimensions: 1),
                property("Mask Expansion", mask.expansion, index: 4, owner: node, dimensions: 1),
                property("Mask Feather", mask.feather, index: 3, owner: node, dimensions: 2)
            ]
            return node
        }
        return host
    }

    /// Compiles each layer's transform and shapes, for the matrix (`toComp`) and bounds (`sourceRectAtTime`) other
    /// expressions read. Called by the host under `ExpressionHooks.compiling`, so that these timelines run the
    /// expressions the drawn ones run: once before its first-frame analysis, and again after it, to take the
    /// constants it found.
    func compileTimelines() {
        for composition in compositions {
            for layer in composition.layers {
                layer.transformTimeline = TransformTimeline(layer.model.transform, autoOrient: layer.model.autoOrient)
                if case .shapes(let items) = layer.model.content {
                    layer.shapeItems = CompiledShapeItem.compile(items, keypath: [])
                }
            }
        }
    }

    private func makeParameters(_ parameters: [EffectParameter], owner: HostNode) -> [HostEffectParameter] {
        parameters.enumerated().map { offset, parameter in
            let node = HostEffectParameter(name: parameter.name, matchName: parameter.matchName, index: offset + 1)
            node.parent = owner
            switch parameter.value {
            case .number(let value):
                node.property = property(parameter.name, value, index: offset + 1, owner: owner, dimensions: 1)
            case .layer(let value):
                node.property = property(parameter.name, value, index: offset + 1, owner: owner, dimensions: 1)
                node.isLayerReference = true
            case .color(let value):
                node.property = property(parameter.name, value, index: offset + 1, owner: owner, dimensions: 4)
            case .point(let value):
                node.property = property(parameter.name, value, index: offset + 1, owner: owner, dimensions: 2)
            case .group(let inner): node.group = makeParameters(inner, owner: node)
            case .none: break
            }
            return node
        }
    }

    private func makeTransform(_ transform: Transform, owner: HostNode, isLayer: Bool) -> HostTransform {
        let node = HostTransform(name: "Transform", isLayer: isLayer)
        node.parent = owner
        // Layer transforms number their properties as After Effects does; shape transforms as their `ix`.
        let indices: [String: Int] =
            isLayer
            ? ["Anchor Point": 1, "Position": 2, "Scale": 6, "Rotation": 10, "Opacity": 11]
            : ["Anchor Point": 1, "Position": 2, "Scale": 3, "Skew": 4, "Skew Axis": 5, "Rotation": 6, "Opacity": 7]
        node.anchorPoint = property(
            "Anchor Point", transform.anchor, index: indices["Anchor Point"], owner: node, dimensions: 2)
        switch transform.position {
        case .combined(let value):
            node.position = property("Position", value, index: indices["Position"], owner: node, dimensions: 2)
        case .split(let x, let y):
            node.xPosition = property("X Position", x, index: nil, owner: node, dimensions: 1)
            node.yPosition = property("Y Position", y, index: nil, owner: node, dimensions: 1)
        }
        node.scale = property("Scale", transform.scale, index: indices["Scale"], owner: node, dimensions: 2)
        node.rotation = property("Rotation", transform.rotation, index: indices["Rotation"], owner: node, dimensions: 1)
        node.opacity = property("Opacity", transform.opacity, index: indices["Opacity"], owner: node, dimensions: 1)
        node.skew = property("Skew", transform.skew, index: indices["Skew"], owner: node, dimensions: 1)
        node.skewAxis = property(
            "Skew Axis", transform.skewAxis, index: indices["Skew Axis"], owner: node, dimensions: 1)
        node.xRotation = property("X Rotation", transform.rotationX, index: nil, owner: node, dimensions: 1)
        node.yRotation = property("Y Rotation", transform.rotationY, index: nil, owner: node, dimensions: 1)
        return node
    }

    private func makeContents(_ items: [ShapeItem], name: String, owner: HostNode) -> HostContents {
        let contents = HostContents(name: name)
        contents.parent = owner
        contents.items = items.map { makeItem($0, owner: contents) }
        return contents
    }

    private func makeItem(_ item: ShapeItem, owner: HostNode) -> HostShapeItem {
        let node = HostShapeItem(name: item.name, matchName: item.matchName)
        node.parent = owner
        func add<V: Interpolatable & ExpressionValue>(
            _ name: String, _ accessor: String, _ value: AnimatedValue<V>, _ index: Int?, dimensions: Int
        ) {
            node.properties.append((accessor, property(name, value, index: index, owner: node, dimensions: dimensions)))
        }
        switch item.kind {
        case .group(let group):
            node.contents = makeContents(group.items, name: "Contents", owner: node)
            node.transform = makeTransform(group.transform, owner: node, isLayer: false)
        case .rectangle(let rectangle):
            add("Size", "size", rectangle.size, 2, dimensions: 2)
            add("Position", "position", rectangle.position, 3, dimensions: 2)
            add("Roundness", "roundness", rectangle.roundness, 4, dimensions: 1)
        case .ellipse(let ellipse):
            add("Size", "size", ellipse.size, 2, dimensions: 2)
            add("Position", "position", ellipse.position, 3, dimensions: 2)
        case .polystar(let star):
            add("Points", "points", star.pointCount, 3, dimensions: 1)
            add("Position", "position", star.position, 4, dimensions: 2)
            add("Rotation", "rotation", star.rotation, 5, dimensions: 1)
            add("Inner Radius", "innerRadius", star.innerRadius, 6, dimensions: 1)
            add("Outer Radius", "outerRadius", star.outerRadius, 7, dimensions: 1)
            add("Inner Roundness", "innerRoundness", star.innerRoundness, 8, dimensions: 1)
            add("Outer Roundness", "outerRoundness", star.outerRoundness, 9, dimensions: 1)
        case .path(let path):
            add("Path", "path", path.path, 2, dimensions: 0)
        case .fill(let fill):
            add("Color", "color", fill.color, 4, dimensions: 4)
            add("Opacity", "opacity", fill.opacity, 5, dimensions: 1)
        case .stroke(let stroke):
            add("Color", "color", stroke.color, 3, dimensions: 4)
            add("Opacity", "opacity", stroke.opacity, 4, dimensions: 1)
            addOutline(stroke.outline, to: node)
        case .gradientFill(let fill):
            addGradient(fill.gradient, opacity: fill.opacity, to: node)
        case .gradientStroke(let stroke):
            addGradient(stroke.gradient, opacity: stroke.opacity, to: node)
            addOutline(stroke.outline, to: node)
        case .trimPath(let trim):
            add("Start", "start", trim.start, 1, dimensions: 1)
            add("End", "end", trim.end, 2, dimensions: 1)
            add("Offset", "offset", trim.offset, 3, dimensions: 1)
        case .repeater(let repeater):
            add("Copies", "copies", repeater.copies, 1, dimensions: 1)
            add("Offset", "offset", repeater.offset, 2, dimensions: 1)
            node.transform = makeTransform(repeater.transform, owner: node, isLayer: false)
            add("Start Opacity", "startOpacity", repeater.startOpacity, nil, dimensions: 1)
            add("End Opacity", "endOpacity", repeater.endOpacity, nil, dimensions: 1)
        case .modifier(let modifier):
            switch modifier {
            case .roundCorners(let radius): add("Radius", "radius", radius, 1, dimensions: 1)
            case .offsetPath(let amount, _, let miterLimit):
                add("Amount", "amount", amount, 1, dimensions: 1)
                add("Miter Limit", "miterLimit", miterLimit, 3, dimensions: 1)
            case .zigZag(let ridges, let size, _):
                add("Size", "size", size, 1, dimensions: 1)
                add("Ridges per segment", "ridges", ridges, 2, dimensions: 1)
            case .puckerBloat(let amount): add("Amount", "amount", amount, 1, dimensions: 1)
            case .twist(let angle, let center):
                add("Angle", "angle", angle, 1, dimensions: 1)
                add("Center", "center", center, 2, dimensions: 2)
            }
        case .mergePaths:
            break
        }
        return node
    }

    private func addOutline(_ outline: StrokeOutline, to node: HostShapeItem) {
        node.properties.append(
            ("strokeWidth", property("Stroke Width", outline.width, index: 5, owner: node, dimensions: 1)))
        node.properties.append(
            ("miterLimit", property("Miter Limit", outline.miterLimit, index: 8, owner: node, dimensions: 1)))
        for (offset, dash) in outline.dashes.enumerated() {
            let name =
                switch dash.kind {
                case .dash: "Dash"
                case .gap: "Gap"
                case .offset: "Offset"
                }
            node.dashes.append(property(name, dash.length, index: offset + 1, owner: node, dimensions: 1))
        }
    }

    private func addGradient(_ gradient: ShapeGradient, opacity: AnimatedValue<Double>, to node: HostShapeItem) {
        node.properties.append(
            ("startPoint", property("Start Point", gradient.startPoint, index: 4, owner: node, dimensions: 2)))
        node.properties.append(
            ("endPoint", property("End Point", gradient.endPoint, index: 5, owner: node, dimensions: 2)))
        node.properties.append(("opacity", property("Opacity", opacity, index: 9, owner: node, dimensions: 1)))
        node.properties.append(
            (
                "highlightLength",
                property("Highlight Length", gradient.highlightLength, index: 6, owner: node, dimensions: 1)
            ))
        node.properties.append(
            (
                "highlightAngle",
                property("Highlight Angle", gradient.highlightAngle, index: 7, owner: node, dimensions: 1)
            ))
        node.properties.append(
            ("colors", property("Colors", gradient.colors.values, index: 3, owner: node, dimensions: 0)))
    }

    private func property<V: Interpolatable & ExpressionValue>(
        _ name: String, _ value: AnimatedValue<V>, index: Int?, owner: HostNode, dimensions: Int
    ) -> HostProperty {
        let property = TimelineProperty(name: name, index: index, value: value, dimensions: dimensions)
        property.owner = owner
        if let expression = value.expression { properties[expression.id] = property }
        return property
    }
}

/// A composition: the root or a precomposition asset.
final class HostComposition: @unchecked Sendable {
    let name: String
    var width: Double
    var height: Double
    let frameRate: Double
    let inPoint: Double
    let outPoint: Double
    let markers: [Marker]
    fileprivate(set) var layers: [HostLayer] = []

    init(
        name: String, width: Double, height: Double, frameRate: Double, inPoint: Double, outPoint: Double,
        markers: [Marker]
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.markers = markers
    }

    /// The layer with this name, or with this index (`ind`), as lottie-web finds it.
    func layer(named name: String) -> HostLayer? { layers.first { $0.model.name == name } }
    func layer(index: Int) -> HostLayer? { layers.first { $0.model.index == index } }

    fileprivate func resolveParents() {
        for layer in layers {
            guard let parent = layer.model.parentIndex else { continue }
            layer.parentLayer = layers.first { $0.model.index == parent && $0 !== layer }
        }
    }
}

final class HostLayer: HostNode, @unchecked Sendable {
    let model: Layer
    let position: Int
    unowned let composition: HostComposition
    fileprivate(set) var transform: HostTransform!
    /// With expressions, for the layer's matrix at any frame (`toComp`); set by `compileTimelines()`.
    fileprivate(set) var transformTimeline: TransformTimeline!
    fileprivate(set) var contents: HostContents?
    fileprivate(set) var effects: [HostEffect] = []
    fileprivate(set) var masks: [HostMask] = []
    fileprivate(set) var text: HostText?
    fileprivate(set) var timeRemap: HostProperty?
    fileprivate(set) unowned(unsafe) var parentLayer: HostLayer?
    /// The composition a precomposition layer places.
    fileprivate(set) unowned(unsafe) var placedComposition: HostComposition?
    /// A shape layer's items compiled, for its bounds (`sourceRectAtTime`).
    fileprivate(set) var shapeItems: [CompiledShapeItem]?

    init(model: Layer, position: Int, composition: HostComposition) {
        self.model = model
        self.position = position
        self.composition = composition
        super.init(name: model.name)
    }
}

/// A layer's transform or a shape group's.
final class HostTransform: HostNode, @unchecked Sendable {
    let isLayer: Bool
    var anchorPoint: HostProperty!
    var position: HostProperty?
    var xPosition: HostProperty?
    var yPosition: HostProperty?
    var scale: HostProperty!
    var rotation: HostProperty!
    var opacity: HostProperty!
    var skew: HostProperty!
    var skewAxis: HostProperty!
    var xRotation: HostProperty!
    var yRotation: HostProperty!

    init(name: String, isLayer: Bool) {
        self.isLayer = isLayer
        super.init(name: name)
    }

    /// Every property with the names and indices it may be asked for by.
    var properties: [(accessor: String, property: HostProperty)] {
        var list: [(String, HostProperty)] = [
            ("anchorPoint", anchorPoint), ("scale", scale), ("rotation", rotation), ("opacity", opacity),
            ("skew", skew), ("skewAxis", skewAxis), ("xRotation", xRotation), ("yRotation", yRotation)
        ]
        if let position { list.append(("position", position)) }
        if let xPosition { list.append(("xPosition", xPosition)) }
        if let yPosition { list.append(("yPosition", yPosition)) }
        return list
    }
}

/// A shape layer's contents or a group's: items found by name, match name or index from 1.
final class HostContents: HostNode, @unchecked Sendable {
    fileprivate(set) var items: [HostShapeItem] = []
}

final class HostShapeItem: HostNode, @unchecked Sendable {
    /// After Effects' name for the item's kind ("ADBE Vector Group").
    let matchName: String
    fileprivate(set) var properties: [(accessor: String, property: HostProperty)] = []
    fileprivate(set) var contents: HostContents?
    fileprivate(set) var transform: HostTransform?
    fileprivate(set) var dashes: [HostProperty] = []

    init(name: String, matchName: String) {
        self.matchName = matchName
        super.init(name: name)
    }
}

final class HostEffect: HostNode, @unchecked Sendable {
    let matchName: String
    /// From 1, as expressions number effects.
    let index: Int
    fileprivate(set) var parameters: [HostEffectParameter] = []

    init(name: String, matchName: String, index: Int) {
        self.matchName = matchName
        self.index = index
        super.init(name: name)
    }
}

final class HostEffectParameter: HostNode, @unchecked Sendable {
    let matchName: String
    let index: Int
    fileprivate(set) var property: HostProperty?
    fileprivate(set) var group: [HostEffectParameter]?
    /// A layer control: its value is a layer's index.
    fileprivate(set) var isLayerReference = false

    init(name: String, matchName: String, index: Int) {
        self.matchName = matchName
        self.index = index
        super.init(name: name)
    }
}

final class HostMask: HostNode, @unchecked Sendable {
    fileprivate(set) var properties: [HostProperty] = []
}

/// A text layer's source text.
final class HostText: HostNode, @unchecked Sendable {
    let content: TextContent

    init(content: TextContent) {
        self.content = content
        super.init(name: "Text")
    }

    /// The document shown at `frame`, before any expression.
    func document(at frame: Double) -> TextDocument {
        content.documents.last { $0.frame <= frame }?.value ?? content.documents[0].value
    }
}

extension ShapeItem {
    /// After Effects' match name for the item's kind, which expressions may look items up by.
    var matchName: String {
        switch kind {
        case .group: "ADBE Vector Group"
        case .rectangle: "ADBE Vector Shape - Rect"
        case .ellipse: "ADBE Vector Shape - Ellipse"
        case .polystar: "ADBE Vector Shape - Star"
        case .path: "ADBE Vector Shape - Group"
        case .fill: "ADBE Vector Graphic - Fill"
        case .stroke: "ADBE Vector Graphic - Stroke"
        case .gradientFill: "ADBE Vector Graphic - G-Fill"
        case .gradientStroke: "ADBE Vector Graphic - G-Stroke"
        case .trimPath: "ADBE Vector Filter - Trim"
        case .repeater: "ADBE Vector Filter - Repeater"
        case .mergePaths: "ADBE Vector Filter - Merge"
        case .modifier(let modifier):
            switch modifier {
            case .roundCorners: "ADBE Vector Filter - RC"
            case .offsetPath: "ADBE Vector Filter - Offset"
            case .zigZag: "ADBE Vector Filter - Zigzag"
            case .puckerBloat: "ADBE Vector Filter - PB"
            case .twist: "ADBE Vector Filter - Twist"
            }
        }
    }
}
