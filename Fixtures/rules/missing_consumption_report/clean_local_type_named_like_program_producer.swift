import TrustInsights

// The program's producer: `Screening.run(context:)` returns an evaluation.
struct Screening {
  let evaluator = InsightEvaluator()
  func run(context: InsightEvaluator.InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    try await evaluator.requestEvaluation(context: context)
  }
}

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func addPayee() async throws {
  let evaluation = try await Screening().run(context: payeeContext)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// A local type of the same name shadows it: its `run` is a name match, no evaluation, in
// the function, in a closure and in a task of the function alike.
func sanctionsCheck(name: String) async throws -> Bool {
  struct Screening {
    func run(context: String) async throws -> Bool { !context.isEmpty }
  }
  let checker = Screening()
  let listed = try await checker.run(context: name)
  let alias: Bool = try await {
    try await Screening().run(context: name)
  }()
  Task { _ = try await Screening().run(context: name) }
  return !listed && !alias
}
