import TrustInsights

// Overloads of a local type's method: the one the call's labels and static-ness fit runs in
// place (probes-dq l01, l10: escaped before, so the logging overload hid the leak); two that
// fit the same labels (differing in types) keep the old answer, the call escapes.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func payee(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedUnchangedFriction) }
    func finish(_ evaluation: CoachingEvaluation, note: String) { print(note) }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  Reporter().finish(evaluation, note: "payee")
}
func payeeInstance(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    static func finish(_ evaluation: CoachingEvaluation) { print("static") }
    func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedEvaluationOnly) }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  Reporter().finish(evaluation)
}

func payeeStatic(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    static func finish(_ evaluation: CoachingEvaluation) { print("static") }
    func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedEvaluationOnly) }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  Reporter.finish(evaluation)
}
func payeeSameLabels(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedUnchangedFriction) }
    func finish(_ code: Int) { print(code) }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  Reporter().finish(evaluation)
}
