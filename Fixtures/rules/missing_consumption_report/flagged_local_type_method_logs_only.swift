import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Reporter {
  func finish(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedUnchangedFriction) }
}

// Methods of a type declared inside the function run in place, as local functions do: the
// local `Reporter` shadows the program's and only logs, so nothing reports (probes-di b01,
// x02). Before, the call reached no declaration and the evaluation counted as escaped.
func payee(evaluator: InsightEvaluator) async throws {
  struct Reporter {
    func finish(_ evaluation: CoachingEvaluation) { print("payee screened") }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  Reporter().finish(evaluation)
}

// A static method of a local enum, called on the type (probes-di b04).
func cardFreeze(evaluator: InsightEvaluator) async throws {
  enum Audit {
    static func record(_ evaluation: CoachingEvaluation) { debugPrint("card freeze audited") }
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  Audit.record(evaluation)
}

// A local type's method declared with an evaluation result is a producer: the finding goes to
// its name at the call.
func chat(evaluator: InsightEvaluator) async throws {
  struct Fetcher {
    let evaluator: InsightEvaluator
    func fetch() async throws -> CoachingEvaluation {
      try await evaluator.requestEvaluation(context: payContext)
    }
  }
  let evaluation = try await Fetcher(evaluator: evaluator).fetch()  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome { return }
  evaluation.reportConsumption(.usedUnchangedFriction)
}
