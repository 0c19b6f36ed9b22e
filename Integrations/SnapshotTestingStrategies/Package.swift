// swift-tools-version:6.0
// Strategies for pointfreeco's swift-snapshot-testing: `assertSnapshot(of: heart, as: .frame(10))` from
// SnapshotTesting itself. A package of its own, beside TabShift rather than inside it, so that users who snapshot
// with LottieSnapshotTesting alone never build swift-snapshot-testing and the swift-syntax it brings (1–2.5
// minutes on two cores). It depends on TabShift by path; a published copy would depend on TabShift by URL.
import PackageDescription

let package = Package(
    name: "SnapshotTestingStrategies",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LottieSnapshotStrategies", targets: ["LottieSnapshotStrategies"]),
    ],
    dependencies: [
        .package(name: "TabShift", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "LottieSnapshotStrategies",
            dependencies: [
                .product(name: "LottiePlayer", package: "TabShift"),
                .product(name: "LottieSnapshotTesting", package: "TabShift"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "LottieSnapshotStrategiesTests",
            dependencies: [
                "LottieSnapshotStrategies",
                .product(name: "LottiePlayer", package: "TabShift"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
