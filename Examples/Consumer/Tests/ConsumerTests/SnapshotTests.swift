// Package.swift: .testTarget(name: "IconTests", dependencies: [
//     .product(name: "LottiePlayer", package: "TabShift"),
//     .product(name: "LottieSnapshotTesting", package: "TabShift"),
// ], exclude: ["__Snapshots__"])
import LottiePlayer
import LottieSnapshotTesting
import Testing

@Test func heartSelects() throws {
    let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
    assertSnapshot(of: heart, as: .frame(10))                                // heartSelects.1.png
    assertSnapshot(of: heart, as: .filmStrip(marker: "select", count: 6))    // heartSelects.2.png
}

@Test func shiftForward() throws {
    let bar = try TabBarDocument(contentsOfFile: "Animations/tabbar.json")
    assertSnapshot(of: bar, as: .tabShift(from: "home", to: "favourites"))
}
