import VectorGraphics

/// An effect as the file lists it (`ef`), whatever its kind: its names and parameters, for expressions that read
/// them (`effect("Wiggle")("Slider")`). `Layer.effects` holds the effects the player draws, made from these.
@_spi(Model) public struct EffectInstance: Sendable, Equatable {
    /// The name shown in After Effects (`nm`), which expressions look effects up by.
    public var name: String
    /// After Effects' internal name (`mn`), e.g. "ADBE Slider Control".
    public var matchName: String
    /// The effect's kind (`ty`): 5 for expression controls, 20 tint, 21 fill, 25 drop shadow…
    public var type: Int
    /// Off in the file (`en` 0): not drawn, still readable.
    public var isEnabled: Bool
    /// The values it takes, in After Effects' order.
    public var parameters: [EffectParameter]

    /// An effect as the file lists it.
    public init(name: String, matchName: String, type: Int, isEnabled: Bool = true, parameters: [EffectParameter]) {
        self.name = name
        self.matchName = matchName
        self.type = type
        self.isEnabled = isEnabled
        self.parameters = parameters
    }
}

/// One parameter of an effect: a slider's value, a colour, a point, or a group of further parameters.
@_spi(Model) public struct EffectParameter: Sendable, Equatable {
    /// The name shown in After Effects (`nm`).
    public var name: String
    /// After Effects' internal name (`mn`), e.g. "ADBE Slider Control-0001".
    public var matchName: String
    /// What it holds.
    public var value: Value

    /// A parameter's value, by the kind of control it is.
    public indirect enum Value: Sendable, Equatable {
        /// Sliders, angles, checkboxes (0 or 1), menus (the chosen item, from 1).
        case number(AnimatedValue<Double>)
        case color(AnimatedValue<LottieColor>)
        case point(AnimatedValue<Point>)
        /// A layer control: the index of the layer it names.
        case layer(AnimatedValue<Double>)
        case group([EffectParameter])
        /// A parameter that holds nothing (a heading, a custom control's ignored slot).
        case none
    }

    /// A parameter as the file lists it.
    public init(name: String, matchName: String, value: Value) {
        self.name = name
        self.matchName = matchName
        self.value = value
    }

    /// The number, when the parameter holds one.
    public var number: AnimatedValue<Double>? {
        switch value {
        case .number(let number), .layer(let number): number
        default: nil
        }
    }

    /// The colour, when the parameter holds one.
    public var color: AnimatedValue<LottieColor>? {
        if case .color(let color) = value { return color }
        return nil
    }
}
