import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel

/// The expressions of one frame being drawn: each evaluated at most once per frame it is asked for, within the
/// frame's budget, its errors collected. Made for one `scene(at:)` call and used by its thread alone, so that no
/// frame sees what another computed: a frame is a function of its time only.
///
/// `@unchecked Sendable` only to be bound as a task-local value for the call; it is never shared between threads.
final class ExpressionEvaluation: FrameExpressions, @unchecked Sendable {
    let host: ExpressionHost
    private let context: ScriptContext
    /// What the frame's expressions may still spend; the host's first-frame analysis shares one among all.
    private let budget: ExpressionBudget
    /// Results by expression and frame; nil records a run that failed.
    private var results: [ResultKey: ScriptValue?] = [:]
    /// Expressions running now, innermost last: one asked for again while it runs gets its own value, as
    /// lottie-web gives a property that reads itself.
    private var running: [Int] = []
    /// Why the last run of an expression failed, by id.
    private(set) var errors: [Int: String] = [:]
    /// Set while a run reads anything that changes with time; the host uses it to find expressions it can run once.
    private(set) var readsTime = false
    /// Set when a run was refused because the frame's budget was spent: its failure says nothing of other frames.
    private(set) var ranOutOfFrameBudget = false

    private struct ResultKey: Hashable {
        let id: Int
        let frame: Double
    }

    init(host: ExpressionHost, budget: ExpressionBudget? = nil) {
        self.host = host
        context = ScriptContext(limits: host.limits.scriptLimits)
        self.budget = budget ?? ExpressionBudget(limits: host.limits)
    }

    var document: any DocumentExpressions { host }

    /// `own` with the expression applied: its result converted as lottie-web converts it, or `own` when the
    /// expression failed or gave nothing usable.
    func convertedValue<Value: ExpressionValue>(
        of expression: PropertyExpression, at frame: Double, own: Value
    ) -> Value {
        guard let result = result(of: expression.id, at: frame) else { return own }
        do throws(ScriptError) {
            return try Value(scriptValue: result, own: own, scale: expression.scale, conversionContext) ?? own
        } catch {
            errors[expression.id] = "its result could not be used: \(error)"
            return own
        }
    }

    /// The same, for a timeline of the interpreter: every value it keyframes is an `ExpressionValue`.
    func value<Value>(of expression: PropertyExpression, at frame: Double, own: Value) -> Value {
        guard let convertible = own as? any ExpressionValue else { return own }
        return (value(of: expression, at: frame, converting: convertible) as? Value) ?? own
    }

    private func value<Value: ExpressionValue>(
        of expression: PropertyExpression, at frame: Double, converting own: Value
    ) -> any ExpressionValue {
        convertedValue(of: expression, at: frame, own: own)
    }

    /// A source-text expression's result as text (lottie-web's `toString()`), or nil when it failed.
    func text(of expression: PropertyExpression, at frame: Double) -> String? {
        guard let result = result(of: expression.id, at: frame) else { return nil }
        do throws(ScriptError) {
            let text = try result.toString(conversionContext)
            return text.utf8.count <= Self.maximumTextBytes
                ? text : String(text.utf8.prefix(Self.maximumTextBytes)) ?? ""
        } catch {
            errors[expression.id] = "its result could not be used: \(error)"
            return nil
        }
    }

    /// Text an expression may set, as the decoder limits a document's text.
    static let maximumTextBytes = 100_000

    /// The expression's result at `frame`, or nil when it failed (or is running, or was never compiled).
    func result(of id: Int, at frame: Double) -> ScriptValue? {
        let key = ResultKey(id: id, frame: frame)
        if let known = results[key] { return known }
        guard let script = host.scripts[id] else {
            if let error = host.compileErrors[id] { errors[id] = error }
            return nil
        }
        guard !running.contains(id) else { return nil }
        guard running.count < host.limits.propertyDepth else {
            errors[id] = "expressions read each other more than \(host.limits.propertyDepth) deep"
            return nil
        }
        let scope = ExpressionScope(evaluation: self, expressionID: id, frame: frame)
        let outermost = running.isEmpty
        if outermost {
            guard budget.stepsLeft > 0, budget.bytesLeft > 0 else {
                ranOutOfFrameBudget = true
                errors[id] =
                    "the frame's expressions spent their budget (\(host.limits.stepsPerFrame) steps, \(host.limits.bytesPerFrame >> 20) MiB)"
                results[key] = .some(nil)
                return nil
            }
            context.beginRun(
                steps: min(host.limits.stepsPerEvaluation, budget.stepsLeft),
                bytes: min(host.limits.bytesPerEvaluation, budget.bytesLeft))
        }
        let outerRandom = context.random
        context.random = RandomSource(seed: Self.seed(id: id, frame: frame))
        running.append(id)
        var value: ScriptValue?
        do throws(ScriptError) {
            value = try script.run(host: scope, context: context)
            errors[id] = nil
        } catch {
            errors[id] = error.description
        }
        running.removeLast()
        context.random = outerRandom
        if outermost {
            budget.stepsLeft -= context.stepsUsed
            budget.bytesLeft -= context.bytesUsed
        }
        results[key] = .some(value)
        return value
    }

    /// Marks the running expression (and those waiting on it) as depending on time.
    func noteTimeRead() { readsTime = true }

    /// A context for converting results, whose budget no run is using any more.
    private var conversionContext: ScriptContext {
        if running.isEmpty { context.beginRun(steps: 10_000, bytes: 1 << 20) }
        return context
    }

    /// The context scripts of this frame run in, for host functions that make values.
    var scriptContext: ScriptContext { context }

    /// The same numbers for the same expression and frame, in any order of frames.
    static func seed(id: Int, frame: Double) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in [UInt64(truncatingIfNeeded: id), frame.bitPattern] {
            hash ^= word
            hash = hash &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
        }
        return hash
    }
}

/// What expressions may still spend: one frame's, or the whole first-frame analysis's.
final class ExpressionBudget {
    var stepsLeft: Int
    var bytesLeft: Int

    init(limits: ExpressionLimits) {
        stepsLeft = limits.stepsPerFrame
        bytesLeft = limits.bytesPerFrame
    }
}
