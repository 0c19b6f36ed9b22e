import Foundation
import Testing

/// `import LottiePlayer` brings every public type of the package into an app that also imports SwiftUI; a type
/// named like one of SwiftUI's makes every unqualified use of that name ambiguous there (`Color`, `Animation`, …).
@Suite("Public names")
struct PublicNameTests {
    /// SwiftUI's top-level type names that a drawing or animation library could plausibly also use.
    static let swiftUINames: Set<String> = [
        "Alignment", "Anchor", "Angle", "AngularGradient", "Animation", "AnyShape", "AnyView", "Axis", "Binding",
        "BlendMode", "Button", "Canvas", "Capsule", "Circle", "Color", "ColorScheme", "ContentMode", "ContentTransition",
        "CubicKeyframe", "Divider", "DragGesture", "Edge", "EdgeInsets", "Ellipse", "EllipticalGradient", "EmptyView",
        "Environment", "FillStyle", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "Gesture", "Gradient", "Grid",
        "GridItem", "GridRow", "Group", "HStack", "HorizontalAlignment", "Image", "ImageRenderer", "KeyframeAnimator",
        "KeyframeTrack", "Keyframes", "Label", "Layout", "LayoutDirection", "LinearGradient", "LinearKeyframe", "Link",
        "List", "Material", "Menu", "MoveKeyframe", "Namespace", "Path", "PhaseAnimator", "Picker", "ProgressView",
        "RadialGradient", "Rectangle", "RoundedRectangle", "Scene", "ScrollView", "Section", "Shadow", "ShadowStyle",
        "Shape", "ShapeStyle", "Slider", "Spacer", "Spring", "SpringKeyframe", "State", "Stepper", "StrokeStyle", "Tab",
        "TabView", "Table", "Text", "TextField", "TimelineView", "Toggle", "Transaction", "Transition", "UnitCurve",
        "UnitPoint", "VStack", "VerticalAlignment", "View", "ViewBuilder", "Visibility", "Window", "WindowGroup", "ZStack",
    ]

    @Test("no public top-level type is named like one of SwiftUI's")
    func noSwiftUICollisions() throws {
        let declaration = try Regex(#"^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) ([A-Za-z0-9_]+)"#).anchorsMatchLineEndings()
        var found: [String] = []
        let files = PackagePaths.swiftFiles(under: "Sources")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                let name = String(text[match.output[1].range!])
                if Self.swiftUINames.contains(name) { found.append("\(file.lastPathComponent): \(name)") }
            }
        }
        #expect(files.count > 100)
        #expect(found.isEmpty, "\(found)")
    }
}
