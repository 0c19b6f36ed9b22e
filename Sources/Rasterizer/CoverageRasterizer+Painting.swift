import VectorGraphics

/// The rasterizer's entry points for a compositor: everything specialised for a sink happens in here, where the
/// sweep is inlined into it.
extension CoverageRasterizer {
    /// Blends the premultiplied colour `word` through the coverage of `key`'s shape into `pixels`, whose first pixel
    /// stands at device (`originX`, `originY`), through `clip`'s coverage when given. With `kept`, a shape the last
    /// frame drew alike is not rasterized again. Returns whether the coverage reached any pixel.
    package func blend(
        _ word: UInt32, through key: KeptCoverages.Key, into pixels: PixelTarget, originX: Int, originY: Int,
        clip: CoverageMask?, kept: KeptCoverages?
    ) -> Bool {
        let blend = SolidCoverageBlend(word: word, pixels: pixels, originX: originX, originY: originY)
        if let clip {
            return withExtendedLifetime(clip) {
                var clipped = ClippedCoverage(inner: blend, clip: clip)
                return handOver(key, into: &clipped, kept: kept)
            }
        }
        var unclipped = blend
        return handOver(key, into: &unclipped, kept: kept)
    }

    /// The coverage of `key`'s shape in the rasterizer's `mask`, kept from the last frame or rasterized; nil when
    /// it covers nothing.
    package func coverage(of key: KeptCoverages.Key, kept: KeptCoverages?) -> CoverageMask? {
        mask.reset(to: key.bounds)
        var sink = mask
        guard handOver(key, into: &sink, kept: kept), mask.coveredBox != nil else { return nil }
        return mask
    }

    /// Hands the shape's coverage to `sink`: kept from the last frame, or rasterized (and kept). Returns whether
    /// anything reached the sink.
    private func handOver<Sink: CoverageSink>(
        _ key: KeptCoverages.Key, into sink: inout Sink, kept: KeptCoverages?
    ) -> Bool {
        switch kept?.lookup(key) ?? .rasterize(recording: nil) {
        case .kept(let coverage):
            coverage.replay(into: &sink)
            return !coverage.isEmpty
        case .rasterize(let recording):
            switch key.shape {
            case .fill(let path, _): edges.addFill(of: path, transform: key.transform, within: key.bounds)
            case .stroke(let path, let style): strokes.addStroke(of: path, style: style, transform: key.transform)
            }
            return rasterize(rule: key.shape.rule, within: key.bounds, into: &sink, recording: recording)
        }
    }

    /// The coverage of `path` filled under the non-zero rule within `box`, as Cairo clips to a path, in
    /// `destination`; false when it covers none of it.
    package func clipCoverage(
        of path: BezierPath, transform: AffineTransform, within box: PixelBox, into destination: CoverageMask
    ) -> Bool {
        edges.addFill(of: path, transform: transform, within: box)
        return rasterize(rule: .nonZero, within: box, into: destination)
    }
}
