import TrustInsights

// The receiver's type is written through a type alias of the generic use case
// ('typealias EvaluateRiskUseCase = AnyUseCase<Context, CoachingEvaluation>'): the alias binds
// 'Output' as the spelled-out type does, so 'execute' creates an evaluation the caller owns
// (probes-dd b07).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct AnyUseCase<Input, Output> {
  private let run: (Input) async throws -> Output
  init(_ run: @escaping (Input) async throws -> Output) { self.run = run }
  func execute(_ input: Input) async throws -> Output { try await run(input) }
}

typealias EvaluateRiskUseCase = AnyUseCase<InsightEvaluator.InsightContext, CoachingEvaluation>

final class SendMoneyViewModel {
  let evaluateRisk: EvaluateRiskUseCase

  init(evaluator: InsightEvaluator) {
    evaluateRisk = AnyUseCase { try await evaluator.requestEvaluation(context: $0) }
  }

  func send() async throws -> Bool {
    let evaluation = try await evaluateRisk.execute(paymentContext)  // expect: missing_consumption_report
    if case .success(.high) = evaluation.insight.outcome { return false }
    return true
  }
}

// Not async, yet 'build()' runs the closure the wrapper keeps ('make()'): it may create the
// evaluation, so the caller owns it.
struct Factory<Output> {
  let make: () -> Output
  func build() -> Output { make() }
}

final class QuoteScreen {
  let latest: Factory<CoachingEvaluation?>
  init(latest: Factory<CoachingEvaluation?>) { self.latest = latest }

  func show() -> Bool {
    guard let evaluation = latest.build() else { return true }  // expect: missing_consumption_report
    return evaluation.insight.outcome != .success(.high)
  }
}
