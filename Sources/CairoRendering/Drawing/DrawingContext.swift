import CCairo
import Rasterizer
import VectorGraphics

/// What a drawing of a scene works with besides the scene: where it draws, how it paints outlines, and what it
/// keeps for the next frame.
struct DrawingContext {
    /// The surface drawn into, and how the scene is placed on it.
    let surface: CairoSurface
    let viewport: Viewport
    let background: LottieColor?
    /// How fills and strokes reach the surface: TabShift's coverage blended into raster pixels, or Cairo's paths
    /// on vector surfaces (PDF), which keep them as paths.
    let outlines: OutlinePainting
    /// Decoded images, for as long as the context's owner keeps them.
    let images: DecodedImages
    /// The clips in force while drawing; a canvas's trail also holds clip coverages from earlier frames.
    let clips: ClipTrail
    /// What a canvas keeps between frames; nil for a drawing that keeps nothing.
    let memory: CanvasMemory?
    let options: DrawingOptions

    /// Draws on `surface`: raster surfaces through `rasterizer` (a new one when not given), keeping what `memory`
    /// keeps when given.
    init(
        surface: CairoSurface, viewport: Viewport, background: LottieColor?, images: DecodedImages,
        rasterizer: CoverageRasterizer? = nil, memory: CanvasMemory? = nil, options: DrawingOptions = .standard
    ) {
        self.surface = surface
        self.viewport = viewport
        self.background = background
        self.images = images
        self.memory = memory
        self.options = options
        clips = memory?.clips ?? ClipTrail(keptClips: KeptClipCoverages())
        outlines =
            cairo_surface_get_type(surface.handle) == CAIRO_SURFACE_TYPE_IMAGE
            ? .raster(rasterizer ?? CoverageRasterizer()) : .cairoPaths
    }
}

/// The seam between the raster and the vector backends: how fills and strokes are painted.
enum OutlinePainting {
    /// Coverage worked out by TabShift's rasterizer and blended into the surface's pixels.
    case raster(CoverageRasterizer)
    /// Paths handed to Cairo, which a vector surface keeps as paths.
    case cairoPaths
}

/// Shortcuts a drawing takes that change no pixel; tests turn each off to check that.
struct DrawingOptions {
    /// Clips that cut nothing are left out.
    var leavesOutUncuttingClips = true
    /// Groups are composited over only the device pixels their content can reach (see `paintSource`).
    var compositesWithinInk = true
    /// Groups that neither move nor clip draw without saving Cairo's state.
    var savesStateOnlyWhereNeeded = true

    static let standard = DrawingOptions()
}
