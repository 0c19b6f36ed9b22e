import CairoRendering
import Foundation
import LottieDecoding
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// A Lottie file loaded and compiled, ready to render any frame: what most library users need.
///
/// ```swift
/// let document = try AnimationDocument(contentsOfFile: "Animations/home.json")
/// let png = try document.render(frame: 12, viewport: Viewport(width: 96, height: 96), format: .png)
/// ```
public struct AnimationDocument: Sendable {
    /// The name used in messages: the path it was loaded from, or what the caller named it.
    public let name: String
    /// The decoded model: layers, assets, markers, timing.
    package let animation: LottieAnimation
    /// Everything the decoder and compiler skipped or approximated, each with its JSON path.
    public let diagnostics: [Diagnostic]
    /// The animations of a dotLottie file, by id; empty for a single JSON or sticker.
    public let animationIDs: [String]
    /// Which of them this document is.
    public let animationID: String?
    /// The compiled animation: `scene(at:)` for any frame, and `keypaths`.
    package let interpreter: AnimationInterpreter
    /// Values that replace the animation's own in every frame this document draws (`scene(at:)`, `render`, the
    /// renderers, film strips and animated images), e.g. colours by keypath; none unless set.
    public var overrides: PropertyOverrides = .none
    /// Where the document's bytes came from, so that an export can copy the animation as its author wrote it, and a
    /// slot or theme change can decode it again.
    let source: AnimationSource
    /// Where external images are looked for.
    let directory: String?
    /// Whether expressions run, kept for decoding again.
    let expressionMode: ExpressionMode
    /// The themes of a dotLottie file, by id, in its manifest's order; empty for a single JSON or sticker.
    public let themeIDs: [String]
    /// The dotLottie theme applied (`applyingTheme`, or the manifest's `initialTheme`), if any.
    public private(set) var themeID: String?
    /// Slot values set from outside (`settingSlot`, `settingSlots`), over the theme's and the file's own.
    public private(set) var slotValues: [String: SlotValue] = [:]

    /// A Lottie JSON file, a Telegram sticker (`.tgs`) or a dotLottie file (`.lottie`), told apart by content;
    /// `animation` picks one of a dotLottie file's animations by id (else its first). `expressions` says whether
    /// After Effects expressions run (as lottie-web and ThorVG run them) or are ignored (as lottie-ios ignores them).
    public init(
        contentsOfFile path: String, animation id: String? = nil, expressions: ExpressionMode = .on
    ) throws(PlayerError) {
        try self.init(
            data: try Data(readingFile: path), source: .file(path), name: path,
            directory: URL(fileURLWithPath: path).deletingLastPathComponent().path, animation: id,
            expressions: expressions)
    }

    /// `directory` is where external image files are looked for; without it they are reported missing. Images of a
    /// dotLottie file are looked for inside it.
    public init(
        data: Data, name: String, directory: String? = nil, animation id: String? = nil,
        expressions: ExpressionMode = .on
    ) throws(PlayerError) {
        try self.init(
            data: data, source: .bytes(data), name: name, directory: directory, animation: id, expressions: expressions)
    }

    /// `theme` is the dotLottie theme to apply: `.some(nil)` none, `nil` the manifest's initial one.
    init(
        data: Data, source: AnimationSource, name: String, directory: String?, animation id: String?,
        expressions: ExpressionMode,
        theme: String?? = nil, slotValues: [String: SlotValue] = [:]
    ) throws(PlayerError) {
        self.source = source
        self.directory = directory
        expressionMode = expressions
        let decoded: DecodedAnimation
        var archive: DotLottieArchive?
        var chosenTheme: String?
        do throws(LottieDecodingError) {
            var slots: [Data] = []
            let json: Data
            if DotLottieArchive.isZip(data) {
                let opened = try DotLottieArchive(data: data)
                archive = opened
                json = try opened.animationData(id: id)
                chosenTheme = theme ?? opened.initialThemeID(animation: id)
                if let chosenTheme {
                    slots.append(try opened.themeSlots(id: chosenTheme, animation: id ?? opened.animationIDs[0]))
                }
            } else {
                json = data
                if case .some(.some(let theme)) = theme {
                    throw LottieDecodingError(
                        path: "$",
                        reason: .invalidValue("there is no theme \"\(theme)\": only a dotLottie file carries themes"))
                }
            }
            if !slotValues.isEmpty { slots.append(SlotValue.slotsJSON(slotValues)) }
            decoded = try LottieDecoder().decode(json, slots: slots)
        } catch {
            throw .decoding(error.inFile(name))
        }
        self.name = name
        let ids = archive?.animationIDs ?? []
        animationIDs = ids
        animationID = archive == nil ? nil : id ?? ids.first
        themeIDs = archive?.themeIDs ?? []
        themeID = chosenTheme
        self.slotValues = slotValues
        var animation = decoded.animation
        let imageDiagnostics = Self.loadExternalImages(into: &animation) { folder, file in
            if let archive { return archive.image(folder: folder, file: file) }
            guard let directory else { return nil }
            return try? Data(
                readingFile: URL(fileURLWithPath: directory).appendingPathComponent(folder).appendingPathComponent(file)
                    .path)
        }
        self.animation = animation
        interpreter = AnimationInterpreter(
            animation: animation, runsExpressions: expressions.runs, expressionLimits: expressions.limits)
        diagnostics =
            decoded.diagnostics + imageDiagnostics + interpreter.diagnostics + Self.fontDiagnostics(for: animation)
    }

    /// Reads image files an animation names (`u` + `p`), beside it or inside its dotLottie file, so that they draw
    /// like embedded ones.
    private static func loadExternalImages(
        into animation: inout LottieAnimation, reading read: (String, String) -> Data?
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, asset) in animation.images {
            guard case .external(let folder, let file) = asset.source else { continue }
            guard let bytes = read(folder, file).map({ [UInt8]($0) }), let format = EncodedImage.format(of: bytes)
            else {
                diagnostics.append(
                    Diagnostic(
                        path: "assets[id=\(id)]",
                        message:
                            "image file \(folder)\(file) was not found beside the animation (or in its dotLottie file), or is not PNG, JPEG or WebP; the layer draws nothing"
                    ))
                continue
            }
            animation.images[id]?.source = .embedded(EncodedImage(data: bytes, format: format))
        }
        return diagnostics
    }

    /// The first frame shown (`ip`).
    public var firstFrame: Double { animation.inPoint }
    /// The last whole frame shown (`op` is exclusive).
    public var lastFrame: Double { max(animation.lastFrame, animation.inPoint) }

    /// The scene at `frame`, refusing frames outside the animation: `ip` up to `op`, `op` itself excluded (read with
    /// the same 0.001 tolerance as `op`, so `op − 0.001` is the last fractional frame that still shows).
    public func scene(at frame: Double) throws(PlayerError) -> LottieScene {
        try checkFrame(frame)
        return interpreter.scene(at: frame, overrides: overrides)
    }

    /// The scene at `frame`, as `scene(at:)` makes it, reusing from `memory` the nodes of top-level layers that hold
    /// still since the last scene made with it (`AnimationInterpreter.scene(at:overrides:memory:)`).
    package func scene(at frame: Double, memory: SceneMemory) throws(PlayerError) -> LottieScene {
        try checkFrame(frame)
        return interpreter.scene(at: frame, overrides: overrides, memory: memory)
    }

    /// Whether `second` draws exactly as `first` does: the animation holds still between them
    /// (`AnimationInterpreter.holdsStill`) and so do the overrides' providers.
    package func holdsStill(from first: Double, to second: Double) -> Bool {
        interpreter.holdsStill(from: first, to: second)
            && overrides.holdsStill(from: first, to: second, inPoint: animation.inPoint, outPoint: animation.outPoint)
    }

    /// A copy of this document that draws with `overrides` added to its own (later ones win).
    public func overriding(_ more: PropertyOverrides) -> AnimationDocument {
        var copy = self
        copy.overrides = overrides.merging(more)
        return copy
    }

    /// The overrides that match no keypath of their kind, each with the closest keypaths, so that a typo is
    /// reported instead of silently doing nothing.
    public func unmatchedOverrides() -> [UnmatchedOverride] {
        UnmatchedOverride.find(in: overrides, catalog: interpreter.keypaths)
    }

    /// Throws for frames `scene(at:)` refuses, without interpreting anything.
    package func checkFrame(_ frame: Double) throws(PlayerError) {
        guard frame.isFinite, frame >= animation.inPoint - 0.001,
            frame <= animation.outPoint - 0.001 || frame <= lastFrame
        else {
            throw .frameOutOfRange(
                file: name, frame: frame, first: firstFrame, last: lastFrame, end: max(animation.outPoint, lastFrame))
        }
    }

    /// `frame` drawn at `viewport` and encoded as `format`, on `background` when given.
    public func render(
        frame: Double, viewport: Viewport, format: OutputFormat, background: LottieColor? = nil
    ) throws(PlayerError) -> Data {
        try format.encode(try scene(at: frame), viewport: viewport, background: background, file: name)
    }

    /// Callers who give no size get the composition's own, scaled down to fit this square when it is larger: a
    /// file may declare any size, and 16384² would take a gigabyte and most of a minute for one frame.
    package static let largestNaturalSide = 4096.0

    /// A viewport of the composition's own size (within `largestNaturalSide`), for callers who give none.
    public var naturalViewport: Viewport {
        let width = animation.width.isFinite ? max(animation.width, 1) : 1,
            height = animation.height.isFinite ? max(animation.height, 1) : 1
        let scale = min(1, Self.largestNaturalSide / max(width, height))
        return Viewport(
            width: Int(clampingRounded: width * scale, to: 1...1 << 30),
            height: Int(clampingRounded: height * scale, to: 1...1 << 30))
    }
}
