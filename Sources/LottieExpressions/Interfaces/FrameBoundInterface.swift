/// What every interface an expression reaches (a composition, a layer, its contents, an effect, a mask) reads
/// through: the part of the document it stands for, the frame's evaluation, and the frame it is read at.
///
/// `@unchecked Sendable`: made for one run on one thread, as the evaluation is.
class FrameBoundInterface<Subject>: @unchecked Sendable {
    let subject: Subject
    let evaluation: ExpressionEvaluation
    let frame: Double

    init(_ subject: Subject, evaluation: ExpressionEvaluation, frame: Double) {
        self.subject = subject
        self.evaluation = evaluation
        self.frame = frame
    }
}
