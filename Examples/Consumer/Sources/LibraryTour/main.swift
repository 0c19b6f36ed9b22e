import LottiePlayer

// Load a file and see what it holds.
let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
print(home.markerNames)                                  // ["select", "deselect"]
print(home.layerNames)                                   // ["home"]
for keypath in home.keypaths where keypath.kind == .color {
    print(keypath)                                       // home.Door.Fill.Color, home.House.Stroke.Color
}
for diagnostic in home.diagnostics { print(diagnostic) } // what was skipped, with JSON paths

// Frame 10 at 96x96 as PNG (or .svg, .pdf); the select segment as numbered files in a folder, on every core.
let png = try home.render(frame: 10, viewport: Viewport(width: 96, height: 96), format: .png)
let written = try home.writeFrames(.marker("select"), viewport: Viewport(width: 96, height: 96), to: "home-select")

// Colours, opacities, stroke widths, transforms and text by keypath, as lottie-ios's value providers do.
// A keypath that matches nothing comes back as a warning instead of silently doing nothing.
let pink = home.overriding(PropertyOverrides()
    .settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern("**.Stroke.Color"))
    .settingNumber(6, for: KeypathPattern("home.House.Stroke.Stroke Width"))
    .settingColor(.black, for: KeypathPattern("home.Dor.Fill.Color")))
for warning in pink.unmatchedOverrides() { print(warning) } // 'home.Dor.Fill.Color' matches no color keypath; closest: 'home.Door.Fill.Color', …
let pinkFrame = try AnimationRenderer(document: pink, viewport: Viewport(width: 96, height: 96)).image(frame: 10)

// A value per frame: a provider is a closure of the frame and the progress (same frame, same value).
var fading = PropertyOverrides()
fading.setColor(for: KeypathPattern("**.Stroke.Color")) { moment in LottieColor(red: 1, green: moment.progress, blue: 0.3) }
let fadingFrame = try AnimationRenderer(document: home.overriding(fading), viewport: Viewport(width: 96, height: 96)).image(frame: 10)

// Frames, progress and time; markers as frame ranges.
let middle = home.frame(atProgress: 0.5)                 // 24
let select = try home.frameRange(forMarker: "select")    // 0...24

// A tab bar built in code (titles, a badge), a tap from home to favourites played as an animated WebP, and the
// same shift as a Lottie file that lottie-ios, lottie-android, lottie-web, dotLottie and rlottie play.
let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
let bar = try TabBarDocument(tabs: [.init(id: "home", title: "Home", icon: home),
                                     .init(id: "favourites", title: "Favourites", badge: .count(3), icon: heart)], width: 200, height: 84)
let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "favourites"))
let webP = try shift.animatedImage(viewport: Viewport(width: 200, height: 84), format: .webp)
let rest = shift.pose(at: shift.duration)                // favourites selected, tinted, indicator under it
let lottie = try shift.lottieJSON()                      // Lottie JSON at 60 fps, "ty" first in every object

// The shift as a dotLottie file with the bar's light and dark themes; slots (Lottie 1.0) by id, themes by name.
let packed = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in
    try TabShiftRecording(document: themed, plan: TabShiftPlan(from: "home", to: "favourites")).lottieJSON()
}
let shared = try AnimationDocument(data: packed, name: "shift.lottie")
print(shared.themeIDs)                                   // ["dark", "light"]
let night = try shared.applyingTheme("dark").settingSlot("indicator", to: .color(LottieColor(hex: "#FF2D55")!))
