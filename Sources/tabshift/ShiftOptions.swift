import ArgumentParser
import Foundation
import LottiePlayer

/// What makes a tab shift: the bar's theme, the tabs, a second tap, a drag, badge changes, reduced motion. Shared
/// by `transition` (pictures of the shift) and `export` (the shift as a Lottie file).
struct ShiftOptions: ParsableArguments {
    @Argument(help: "The tab bar manifest (JSON).")
    var bar: String

    @Option(help: "The id of the tab selected at the start.")
    var from: String?

    @Option(help: "The id of the tab to select.")
    var to: String?

    @Option(help: "Tap this tab id during the shift, at the --at that follows it.")
    var then: String?

    @Option(
        help: ArgumentHelp(
            "Set a tab's badge (a number, a short text, dot, or none to clear it) at the --at that follows it; repeatable.",
            valueName: "ID=VALUE"))
    var badge: [String] = []

    @Option(help: "Seconds after the start: one after --then and after each --badge.")
    var at: [Double] = []

    @Option(help: "Drive the shift by a drag released at this progress (0…1).")
    var releaseAt: Double?

    @Option(help: "The drag's velocity at release, in progress per second.")
    var velocity = 0.0

    @Flag(help: "Reduced motion: no shifting or overshoot; icons, the indicator and badges cross-fade.")
    var reducedMotion = false

    @Option(
        help:
            "The bar's colours: light, dark, or a theme the manifest's themes name. Defaults to the manifest's own theme."
    )
    var theme: String?

    /// Whether one shift is described (with `--from` and `--to`) or only the bar (for every shift).
    var describesOneShift: Bool { from != nil || to != nil || then != nil || !badge.isEmpty || releaseAt != nil }

    func validate() throws {
        if let releaseAt, !(0...1).contains(releaseAt) { throw ValidationError("--release-at must be between 0 and 1") }
        let events = (then == nil ? 0 : 1) + badge.count
        guard at.count == events else {
            throw ValidationError(
                "each --then and each --badge takes an --at after it: \(events) of them, \(at.count) --at")
        }
        for time in at where !(time.isFinite && time >= 0 && time <= 60) {
            throw ValidationError("--at \(time) is not between 0 and 60 seconds")
        }
        for value in badge { _ = try Self.badgeChange(value, at: 0) }
    }

    /// The requests, with each `--at` given to the `--then` or `--badge` it follows on the command line.
    func plan() throws -> TabShiftPlan {
        guard let from, let to else {
            throw ValidationError("give --from and --to: the tab selected at the start and the tab to select")
        }
        var plan = TabShiftPlan(from: .id(from), to: .id(to), reducedMotion: reducedMotion)
        if let releaseAt { plan.release = .init(progress: releaseAt, velocity: velocity) }
        var times = at[...], badges = badge[...]
        for option in Self.eventOrder(CommandLine.arguments, thenCount: then == nil ? 0 : 1, badgeCount: badge.count) {
            guard let time = times.popFirst() else { break }
            if option == "--then", let then {
                plan.interruption = .init(tab: .id(then), at: time)
            } else if let value = badges.popFirst() {
                plan.badgeChanges.append(try Self.badgeChange(value, at: time))
            }
        }
        return plan
    }

    /// The bar in `--theme`, with the given expressions mode.
    func loadBar(expressions: ExpressionMode) throws -> TabBarDocument {
        let document = try TabBarDocument(contentsOfFile: bar, expressions: expressions)
        guard let theme else { return document }
        return try document.applyingTheme(named: theme)
    }

    /// `--then` and `--badge` in the order they appear among `arguments`; when the arguments do not show them (a
    /// command parsed from elsewhere), `--then` first and the badges after it.
    static func eventOrder(_ arguments: [String], thenCount: Int, badgeCount: Int) -> [String] {
        let found = arguments.compactMap { argument -> String? in
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            return name == "--then" || name == "--badge" ? name : nil
        }
        if found.filter({ $0 == "--then" }).count == thenCount, found.filter({ $0 == "--badge" }).count == badgeCount {
            return found
        }
        return Array(repeating: "--then", count: thenCount) + Array(repeating: "--badge", count: badgeCount)
    }

    private static func badgeChange(_ value: String, at time: Double) throws -> TabShiftPlan.BadgeChange {
        let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw ValidationError("--badge \"\(value)\" is not ID=VALUE (e.g. inbox=3, inbox=dot, inbox=none)")
        }
        guard parts[1].count <= 40 else {
            throw ValidationError("--badge \"\(value)\": a badge text is at most 40 characters")
        }
        return TabShiftPlan.BadgeChange(tab: .id(String(parts[0])), badge: TabBadge(value: String(parts[1])), at: time)
    }
}
