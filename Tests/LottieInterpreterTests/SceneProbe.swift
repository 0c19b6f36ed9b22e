import LottieDecoding
@testable import LottieInterpreter
import LottieTestFixtures
import Testing
import VectorGraphics

/// Builds an interpreter from inline JSON and reads back what its scenes contain.
struct SceneProbe {
    let interpreter: AnimationInterpreter

    init(_ json: String) throws {
        interpreter = AnimationInterpreter(animation: try LottieDecoder().decode(LottieFixture.data(json)).animation, expressions: nil, expressionDiagnostics: [])
    }

    init(layers: [String], assets: [String] = []) throws {
        try self.init(LottieFixture.document(layers: layers, assets: assets))
    }

    func drawables(at frame: Double = 0) -> [PlacedDrawable] {
        interpreter.scene(at: frame).drawables
    }

    /// Each drawable as "fill #RRGGBBAA" or "stroke #RRGGBBAA", bottom to top.
    func paintOrder(at frame: Double = 0) -> [String] {
        drawables(at: frame).map { drawable in
            switch drawable.node {
            case .fill(let fill): "fill \(fill.paint.solidColor?.hexString ?? "gradient")"
            case .stroke(let stroke): "stroke \(stroke.paint.solidColor?.hexString ?? "gradient")"
            default: "other"
            }
        }
    }
}

extension Paint {
    var solidColor: LottieColor? {
        if case .solid(let color) = self { return color }
        return nil
    }
}

extension SceneNode {
    var path: BezierPath? {
        switch self {
        case .fill(let fill): fill.path
        case .stroke(let stroke): stroke.path
        default: nil
        }
    }
}
