extension RasterEffect {
    /// After Effects' Gaussian blur "blurriness" as a standard deviation: lottie-web's empirical match to AE
    /// (`kBlurrinessToSigma`, its SVG, canvas and WebGL renderers alike). Layer styles' sizes blur alike.
    package static let blurrinessToSigma = 0.3
    /// A drop shadow's "softness" as a standard deviation: lottie-web's SVG renderer (`stdDeviation` softness / 4).
    package static let softnessToSigma = 0.25
}
