// swift-tools-version:6.0
// A package that uses TabShift as a user would: by path, through its two products only. The README's library
// section is `LibraryTour/main.swift` word for word and its snapshot section `SnapshotTests.swift` (TabShift's
// ReadmeExampleTests check both), so both compile as written; the tests check they do what their comments say.
// `Animations` is a link to the repository's, so that the README's relative paths work from this package's root,
// where `swift test` runs its tests, as they would from a user's.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A path dependency's identity is its folder name; `name:` lets `package: "TabShift"` work from any clone.
        .package(name: "TabShift", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "LibraryTour", dependencies: [.product(name: "LottiePlayer", package: "TabShift")]),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                "LibraryTour",
                .product(name: "LottiePlayer", package: "TabShift"),
                .product(name: "LottieSnapshotTesting", package: "TabShift"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
