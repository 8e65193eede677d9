import TrustInsights

// A context or category built by a static function of the own type and called through
// `Self` (`Self.makeContext()`, `Self.category(…)`), also in a protocol extension, is
// traced like `self.…` or the type's name: `.other` is reported where it is written.

final class TransferGate {
  let evaluator = InsightEvaluator()

  static func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  static func category(forNewPayee newPayee: Bool) -> InsightEvaluator.OperationCategory {
    newPayee ? .payment : .other  // expect: evaluation_outside_sensitive_category
  }

  func check() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: Self.makeContext())
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func checkPayee(newPayee: Bool) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: Self.category(forNewPayee: newPayee),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

protocol TrustedFlow {}

extension TrustedFlow {
  static func context() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func check(_ evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: Self.context())
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
