import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import ScriptSyntax

/// How much expressions may spend (README, Limits). A run that reaches a limit stops; its property keeps its own
/// value for that frame, and a diagnostic names it.
public struct ExpressionLimits: Sendable, Equatable {
    /// Steps (loop iterations and calls) one expression may take at one frame.
    public var stepsPerEvaluation: Int
    /// Steps all expressions of one frame may take together.
    public var stepsPerFrame: Int
    /// Bytes of values one expression may make at one frame (counted as made).
    public var bytesPerEvaluation: Int
    /// Bytes all expressions of one frame may make together.
    public var bytesPerFrame: Int
    /// Nested calls of functions in one expression.
    public var callDepth: Int
    /// Elements in one array.
    public var arrayLength: Int
    /// Characters (UTF-16 units) in one string.
    public var stringLength: Int
    /// Expressions reading properties that have expressions reading others…, this many deep.
    public var propertyDepth: Int

    /// Limits; the defaults are the standard ones (README, Limits).
    public init(
        stepsPerEvaluation: Int = 200_000, stepsPerFrame: Int = 2_000_000, bytesPerEvaluation: Int = 64 << 20,
        bytesPerFrame: Int = 256 << 20,
        callDepth: Int = 100, arrayLength: Int = 1_000_000, stringLength: Int = 1_000_000, propertyDepth: Int = 32
    ) {
        self.stepsPerEvaluation = stepsPerEvaluation
        self.stepsPerFrame = stepsPerFrame
        self.bytesPerEvaluation = bytesPerEvaluation
        self.bytesPerFrame = bytesPerFrame
        self.callDepth = callDepth
        self.arrayLength = arrayLength
        self.stringLength = stringLength
        self.propertyDepth = propertyDepth
    }

    /// What documents get unless told otherwise.
    public static let standard = ExpressionLimits()

    var scriptLimits: ScriptLimits {
        ScriptLimits(
            steps: stepsPerEvaluation, bytes: bytesPerEvaluation, callDepth: callDepth, arrayLength: arrayLength,
            stringLength: stringLength)
    }
}

/// Every expression of a document compiled once, with the document's index: what each frame's evaluation works
/// from. Immutable once made, so frames on any thread share it (`@unchecked`: the analysis of the first frame is
/// stored while initializing, never after).
final class ExpressionHost: DocumentExpressions, @unchecked Sendable {
    let document: ExpressionDocument
    let limits: ExpressionLimits
    /// Compiled scripts by expression id; an expression that did not compile has none.
    let scripts: [Int: CompiledScript]
    /// Why an expression did not compile, by id.
    let compileErrors: [Int: String]
    /// Every expression the host knows, by id, in the order the file has them.
    let expressions: [PropertyExpression]
    /// Values of expressions that read nothing that changes with time, worked out once: the model's value
    /// (a `Double`, `Point`…) by expression id.
    private var constants: [Int: any Sendable] = [:]
    /// Expressions that fail whatever the frame (they read nothing that changes and failed at the first): their
    /// properties keep their own values without running them.
    private var alwaysFailing: Set<Int> = []
    /// Why an expression failed at the first frame, by id.
    private(set) var firstFrameErrors: [Int: String] = [:]
    /// What `inspect` and the render commands report: compile errors, failures at the first frame, expressions on
    /// properties that are not run.
    private(set) var diagnostics: [Diagnostic] = []

    init(animation: LottieAnimation, limits: ExpressionLimits) {
        let document = ExpressionDocument(animation: animation)
        self.document = document
        self.limits = limits
        var scripts: [Int: CompiledScript] = [:]
        var errors: [Int: String] = [:]
        var expressions: [PropertyExpression] = []
        let found =
            document.properties.values.compactMap(\.expression) + document.texts.values.compactMap(\.content.expression)
        for expression in found.sorted(by: { $0.id < $1.id }) {
            expressions.append(expression)
            do throws(ScriptSyntaxError) {
                scripts[expression.id] = try CompiledScript(source: expression.source, hostNames: ExpressionScope.names)
            } catch {
                errors[expression.id] = error.description
            }
        }
        self.scripts = scripts
        compileErrors = errors
        self.expressions = expressions
        var diagnostics: [Diagnostic] = []
        for expression in expressions {
            if let error = errors[expression.id] {
                diagnostics.append(
                    Diagnostic(
                        path: animation.path(of: expression),
                        message: "expression does not compile (\(error)); the property's own value is used"))
            }
        }
        let known = Set(expressions.map(\.id))
        for expression in animation.expressions where !known.contains(expression.id) {
            diagnostics.append(
                Diagnostic(
                    path: animation.path(of: expression),
                    message: "expressions on this kind of property are not run yet; the property's own value is used"))
        }
        ExpressionHooks.$compiling.withValue(self) { document.compileTimelines() }
        let (constants, failing, firstFrameDiagnostics) = analyse(animation: animation)
        self.constants = constants
        alwaysFailing = failing
        ExpressionHooks.$compiling.withValue(self) { document.compileTimelines() }
        self.diagnostics = diagnostics + firstFrameDiagnostics
    }

    /// Runs each expression once at the first frame: one that read nothing changing with time gives the same value
    /// at every frame, and becomes a constant (or, if it failed, is dropped); one that failed is reported.
    private func analyse(animation: LottieAnimation) -> ([Int: any Sendable], Set<Int>, [Diagnostic]) {
        var constants: [Int: any Sendable] = [:]
        var failing: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        let randomNames: Set<String> = ["random", "gaussRandom", "Math", "wiggle", "temporalWiggle", "seedRandom"]
        // All the runs of the analysis share one frame's budget: a file of thousands of endless loops costs one
        // frame's worth here, and the expressions left unanalysed just run frame by frame.
        let budget = ExpressionBudget(limits: limits)
        var settled: [(Int, ExpressionConstancy)] = []
        for expression in expressions {
            guard let script = scripts[expression.id] else { continue }
            let evaluation = ExpressionEvaluation(host: self, budget: budget)
            let frame = animation.inPoint
            let constancy: ExpressionConstancy = ExpressionHooks.$frame.withValue(evaluation) {
                if let property = document.properties[expression.id] {
                    return property.constant(from: evaluation, expression: expression, at: frame)
                }
                if document.texts[expression.id] != nil {
                    return evaluation.text(of: expression, at: frame).map { .constant($0) } ?? .fails
                }
                return .varies
            }
            if let error = evaluation.errors[expression.id] {
                firstFrameErrors[expression.id] = error
                diagnostics.append(
                    Diagnostic(
                        path: animation.path(of: expression),
                        message:
                            "expression failed at frame \(frame.frameNumberText): \(error); the property keeps its own value where it fails"
                    ))
            }
            guard !evaluation.readsTime, !evaluation.ranOutOfFrameBudget,
                script.mentionedHostNames.isDisjoint(with: randomNames)
            else { continue }
            switch constancy {
            case .constant(let value): constants[expression.id] = value
            case .fails: failing.insert(expression.id)
            case .varies: break
            }
            settled.append((expression.id, constancy))
        }
        // Only now, all runs done: properties read later see what the analysis found without running again.
        for (id, constancy) in settled { document.properties[id]?.settle(constancy) }
        return (constants, failing, diagnostics)
    }

    /// For a timeline being compiled: the constant its expression always gives, when it gives one.
    func constant(for id: Int) -> (any Sendable)? { constants[id] }

    /// Whether a timeline being compiled should run its expression (it compiled, and does not always fail).
    func runs(_ id: Int) -> Bool { scripts[id] != nil && !alwaysFailing.contains(id) }

    func makeFrameExpressions() -> any FrameExpressions { ExpressionEvaluation(host: self) }
}
