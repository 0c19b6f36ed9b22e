/// One entry of a shape layer or group: a shape, a style, a modifier or a nested group.
@_spi(Model) public struct ShapeItem: Sendable, Equatable {
    /// The item's name (`nm`), one name of its keypaths.
    public var name: String
    /// Hidden in the file (`hd`).
    public var isHidden: Bool
    /// What the item is.
    public var kind: Kind

    /// A shape item.
    public init(name: String, isHidden: Bool = false, kind: Kind) {
        self.name = name
        self.isHidden = isHidden
        self.kind = kind
    }

    /// Groups, shapes, styles and modifiers (`ty`).
    public enum Kind: Sendable, Equatable {
        case group(ShapeGroup)
        case rectangle(RectangleShape)
        case ellipse(EllipseShape)
        case polystar(Polystar)
        case path(PathShape)
        case fill(Fill)
        case stroke(Stroke)
        case gradientFill(GradientFill)
        case gradientStroke(GradientStroke)
        case trimPath(TrimPath)
        case repeater(Repeater)
        case modifier(PathModifier)
        case mergePaths(MergeMode)
    }

    /// The spec's word for what the item is.
    public var kindName: String {
        switch kind {
        case .group: "group"
        case .rectangle: "rectangle"
        case .ellipse: "ellipse"
        case .polystar: "polystar"
        case .path: "path"
        case .fill: "fill"
        case .stroke: "stroke"
        case .gradientFill: "gradient fill"
        case .gradientStroke: "gradient stroke"
        case .trimPath: "trim path"
        case .repeater: "repeater"
        case .mergePaths: "merge paths"
        case .modifier(let modifier):
            switch modifier {
            case .roundCorners: "round corners"
            case .offsetPath: "offset path"
            case .zigZag: "zig zag"
            case .puckerBloat: "pucker/bloat"
            case .twist: "twist"
            }
        }
    }
}

/// Items drawn with a shared transform; styles and modifiers inside apply only inside.
@_spi(Model) public struct ShapeGroup: Sendable, Equatable {
    /// The group's items, top first (`it`).
    public var items: [ShapeItem]
    /// The group's transform (its `tr` item).
    public var transform: Transform

    /// A group (`gr`).
    public init(items: [ShapeItem], transform: Transform = .identity) {
        self.items = items
        self.transform = transform
    }
}
