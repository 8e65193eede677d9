import TrustInsights

// The trace follows a context through at most 24 nested steps, two for each helper it is
// handed down through (the parameter and the call that fills it): written in the call that
// hands it to the first of eleven helpers it is found; handed down twelve, it is not, and the
// evaluator call gets the note (probes-ec: the explain text said "ten or more helpers").
struct ElevenStages {
  let evaluator = InsightEvaluator()
  func start() async throws {
    try await stage1(
      InsightEvaluator.InsightContext(
        operationCategory: .other,  // expect: evaluation_outside_sensitive_category
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
  func stage1(_ c: InsightEvaluator.InsightContext) async throws { try await stage2(c) }
  func stage2(_ c: InsightEvaluator.InsightContext) async throws { try await stage3(c) }
  func stage3(_ c: InsightEvaluator.InsightContext) async throws { try await stage4(c) }
  func stage4(_ c: InsightEvaluator.InsightContext) async throws { try await stage5(c) }
  func stage5(_ c: InsightEvaluator.InsightContext) async throws { try await stage6(c) }
  func stage6(_ c: InsightEvaluator.InsightContext) async throws { try await stage7(c) }
  func stage7(_ c: InsightEvaluator.InsightContext) async throws { try await stage8(c) }
  func stage8(_ c: InsightEvaluator.InsightContext) async throws { try await stage9(c) }
  func stage9(_ c: InsightEvaluator.InsightContext) async throws { try await stage10(c) }
  func stage10(_ c: InsightEvaluator.InsightContext) async throws { try await stage11(c) }
  func stage11(_ context: InsightEvaluator.InsightContext) async throws {
    let e = try await evaluator.requestEvaluation(context: context)
    e.reportConsumption(.usedEvaluationOnly)
  }
}

struct TwelveStages {
  let evaluator = InsightEvaluator()

  func start() async throws {
    try await stage1(
      InsightEvaluator.InsightContext(
        operationCategory: .other,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
  func stage1(_ c: InsightEvaluator.InsightContext) async throws { try await stage2(c) }
  func stage2(_ c: InsightEvaluator.InsightContext) async throws { try await stage3(c) }
  func stage3(_ c: InsightEvaluator.InsightContext) async throws { try await stage4(c) }
  func stage4(_ c: InsightEvaluator.InsightContext) async throws { try await stage5(c) }
  func stage5(_ c: InsightEvaluator.InsightContext) async throws { try await stage6(c) }
  func stage6(_ c: InsightEvaluator.InsightContext) async throws { try await stage7(c) }
  func stage7(_ c: InsightEvaluator.InsightContext) async throws { try await stage8(c) }
  func stage8(_ c: InsightEvaluator.InsightContext) async throws { try await stage9(c) }
  func stage9(_ c: InsightEvaluator.InsightContext) async throws { try await stage10(c) }
  func stage10(_ c: InsightEvaluator.InsightContext) async throws { try await stage11(c) }
  func stage11(_ c: InsightEvaluator.InsightContext) async throws { try await stage12(c) }
  func stage12(_ context: InsightEvaluator.InsightContext) async throws {
    let e = try await evaluator.requestEvaluation(context: context)  // expect: evaluation_outside_sensitive_category "no operation category found"
    e.reportConsumption(.usedEvaluationOnly)
  }
}
