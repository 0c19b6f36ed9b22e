// swift-tools-version:6.0
// The fuzzer lives in its own package so that the project's normal build never needs libFuzzer; build and run
// it with `Tools/fuzz.sh SECONDS`.
import PackageDescription

let package = Package(
    name: "LottieFuzzer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TabShift", path: "..")],
    targets: [
        .executableTarget(
            name: "LottieFuzzer",
            dependencies: [.product(name: "LottiePlayer", package: "TabShift")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
