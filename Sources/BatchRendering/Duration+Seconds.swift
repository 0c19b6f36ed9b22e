extension Duration {
    /// The duration in seconds, for timings in results and messages.
    var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
