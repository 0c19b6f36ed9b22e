// swift-tools-version:6.1
// Dependencies point down (docs/architecture.md, "Rules"), and a target imports only what it lists.
import PackageDescription

let package = Package(
    name: "TabShift",
    platforms: [.macOS(.v13)],
    products: [
        // What users import: LottiePlayer re-exports by name the types they need; the other targets are its parts.
        .library(name: "LottiePlayer", targets: ["LottiePlayer"]),
        .library(name: "LottieSnapshotTesting", targets: ["LottieSnapshotTesting"]),
        .executable(name: "tabshift", targets: ["tabshift"]),
        // The C library: Tools/install-c-library.sh installs it as libtabshift.so with include/tabshift.h.
        .library(name: "TabShiftCLibrary", type: .dynamic, targets: ["TabShiftCLibrary"]),
    ],
    traits: [
        // GIF palettes from libimagequant instead of TabShift's own quantizer. libimagequant is GPL-3.0-or-later:
        // a program built with this trait is bound by the GPL (THIRD-PARTY-NOTICES.md). Off by default.
        .trait(name: "LibImageQuant"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        // `swift package generate-documentation` for the DocC catalogues of LottiePlayer and LottieSnapshotTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CJansson", pkgConfig: "jansson", providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CZlibSystem", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CFileSystem"),
        .systemLibrary(name: "CScheduling"),
        .systemLibrary(name: "CAllocator"),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(name: "CVPX", pkgConfig: "vpx", providers: [.apt(["libvpx-dev"]), .brew(["libvpx"])]),
        .systemLibrary(name: "COpenH264", pkgConfig: "openh264", providers: [.apt(["libopenh264-dev"]), .brew(["openh264"])]),
        .target(name: "VectorGraphics"),
        .systemLibrary(name: "CThreadStack"),
        .target(name: "ScriptSyntax"),
        .target(name: "ExpressionEngine", dependencies: ["ScriptSyntax", "CThreadStack"]),
        .target(name: "LottieModel", dependencies: ["VectorGraphics"]),
        .target(name: "CJSONArena"),
        .target(name: "LottieStateMachines", dependencies: ["VectorGraphics"]),
        .target(name: "LottieDecoding", dependencies: ["LottieModel", "VectorGraphics", "LottieStateMachines", "CJansson", "CJSONArena", "CZlibSystem", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "TabBarManifestDecoding", dependencies: ["LottieDecoding", "TabShiftEngine", "LottieModel", "VectorGraphics"]),
        .target(name: "LottieInterpreter", dependencies: ["LottieModel", "VectorGraphics"]),
        .target(name: "LottieEncoding", dependencies: ["CJansson"]),
        .target(name: "LottieExpressions", dependencies: ["LottieInterpreter", "LottieModel", "VectorGraphics", "ExpressionEngine", "ScriptSyntax"]),
        .target(name: "TabShiftEngine", dependencies: ["LottieModel", "VectorGraphics"]),
        .target(name: "Rasterizer", dependencies: ["VectorGraphics"]),
        .target(name: "ImageCodecs", dependencies: ["VectorGraphics", "CZlibSystem", "CTurboJPEG", "CWebP", "CGif", .target(name: "CImageQuant", condition: .when(traits: ["LibImageQuant"]))]),
        .target(name: "VideoCodecs", dependencies: ["ImageCodecs", "VectorGraphics", "CVPX", "COpenH264"]),
        .target(name: "TextShaping", dependencies: ["VectorGraphics", "CCairo", "CHarfBuzz", "CFriBidi"]),
        .target(name: "SVGWriting", dependencies: ["TextShaping", "VectorGraphics"]),
        .target(name: "TabBarComposing", dependencies: ["LottieInterpreter", "LottieModel", "TabShiftEngine", "TextShaping", "VectorGraphics"]),
        .target(name: "TabBarExport", dependencies: ["TabBarComposing", "LottieEncoding", "LottieInterpreter", "LottieModel", "TabShiftEngine", "TextShaping", "VectorGraphics"]),
        .target(name: "CairoRendering", dependencies: ["Rasterizer", "ImageCodecs", "TextShaping", "VectorGraphics", "CCairo"]),
        .target(
            name: "LottiePlayer",
            dependencies: ["LottieModel", "LottieDecoding", "TabBarManifestDecoding", "LottieEncoding", "LottieInterpreter", "LottieExpressions", "LottieStateMachines", "TabShiftEngine", "TabBarComposing", "TabBarExport", "CairoRendering", "SVGWriting", "TextShaping", "ImageCodecs", "VideoCodecs", "VectorGraphics", "CFileSystem", "CScheduling", "CAllocator", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .target(name: "LottieSnapshotTesting", dependencies: ["LottiePlayer", "CairoRendering", "ImageCodecs"]),
        .target(name: "CSignalPipe"),
        .target(name: "CTabShift"),
        .systemLibrary(name: "CProcessLifetime"),
        .target(name: "BatchRendering", dependencies: ["LottiePlayer", "CZlibSystem", "CProcessLifetime"]),
        .target(name: "TabShiftCLibrary", dependencies: ["LottiePlayer", "BatchRendering", "CTabShift", "ImageCodecs", "CairoRendering"]),
        .executableTarget(
            name: "tabshift",
            dependencies: ["LottiePlayer", "BatchRendering", "ImageCodecs", "LottieDecoding", "CSignalPipe", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "LottieTestFixtures", path: "Tests/LottieTestFixtures"),
        .testTarget(name: "VectorGraphicsTests", dependencies: ["VectorGraphics"]),
        .testTarget(name: "ExpressionEngineTests", dependencies: ["ExpressionEngine", "ScriptSyntax"]),
        .testTarget(name: "LottieDecodingTests", dependencies: ["LottieDecoding", "LottieModel", "VectorGraphics", "LottieTestFixtures", "CZlibSystem"]),
        .testTarget(name: "LottieInterpreterTests", dependencies: ["LottieInterpreter", "LottieDecoding", "LottieModel", "VectorGraphics", "LottieTestFixtures"]),
        .testTarget(name: "LottieExpressionsTests", dependencies: ["LottieExpressions", "LottieInterpreter", "LottieDecoding", "LottieModel", "VectorGraphics", "LottieTestFixtures"]),
        .testTarget(name: "LottieEncodingTests", dependencies: ["LottieEncoding"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "VectorGraphics"]),
        .testTarget(name: "CairoRenderingTests", dependencies: ["CairoRendering", "SVGWriting", "Rasterizer", "ImageCodecs", "CCairo", "CZlibSystem", "VectorGraphics", "LottieTestFixtures"]),
        .testTarget(name: "LottiePlayerTests", dependencies: ["LottiePlayer", "LottieEncoding", "LottieInterpreter", "CScheduling", "CairoRendering", "ImageCodecs", "VectorGraphics", "LottieTestFixtures", "CWebP", "CGif", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "CLITests", dependencies: ["tabshift", "CairoRendering", "ImageCodecs", "LottieTestFixtures"], exclude: ["FuzzFindings"]),
        .testTarget(name: "TabShiftEngineTests", dependencies: ["TabShiftEngine", "TabBarManifestDecoding", "LottieDecoding", "LottieModel", "VectorGraphics", "LottieTestFixtures"]),
        .testTarget(name: "StateMachineTests", dependencies: ["LottieStateMachines", "LottieDecoding", "LottiePlayer"], exclude: ["Fixtures"]),
        .testTarget(name: "SnapshotTests", dependencies: ["LottieSnapshotTesting", "LottiePlayer"], exclude: ["__Snapshots__", "Fixtures"]),
    ]
)
