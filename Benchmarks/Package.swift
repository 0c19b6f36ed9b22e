// swift-tools-version:6.0
// The side-by-side speed comparison: TabShift's retained renderers against ThorVG and rlottie in one process, frame
// by frame. A package of its own, so that the main build never compiles it; it depends on the project by path.
// Run it through Tools/compare-speed.sh, which also finds the reference libraries that PyPI's thorvg-python and
// rlottie-python ship.
import Foundation
import PackageDescription

/// A path dependency is identified by its folder's name, which is whatever the clone is called.
let projectPath = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().standardizedFileURL
let projectIdentity = projectPath.lastPathComponent.lowercased()

let package = Package(
    name: "TabShiftBenchmarks",
    dependencies: [.package(path: projectPath.path)],
    targets: [
        .target(name: "ReferenceEngines", linkerSettings: [.linkedLibrary("dl")]),
        .executableTarget(
            name: "compare-speed",
            dependencies: ["ReferenceEngines", .product(name: "LottiePlayer", package: projectIdentity)],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
