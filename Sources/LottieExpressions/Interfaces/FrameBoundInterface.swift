/// What every interface an expression reaches (a composition, a layer, its contents, an effect, a mask) reads
/// through: the frame's evaluation, and the frame it is read at.
///
/// `@unchecked Sendable`: made for one run on one thread, as the evaluation is.
class FrameBoundInterface: @unchecked Sendable {
    let evaluation: ExpressionEvaluation
    let frame: Double

    init(evaluation: ExpressionEvaluation, frame: Double) {
        self.evaluation = evaluation
        self.frame = frame
    }
}
