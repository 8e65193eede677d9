import TrustInsights

let loanContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Each receiver below is named `evaluator`, and the code says it is the app's `ScoreEvaluator`:
// the calls run the app's method, so they create no evaluation and owe no report.
@available(iOS 27.0, *)
final class LoanFlow {
  private let trust = InsightEvaluator()
  private let plugins: [ScoringPlugin] = []
  private let storedRun: (ScoreEvaluator) async throws -> Int = { evaluator in
    try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "stored")).score
  }

  func viaGuardCast(_ plugin: Any) async throws -> Int {
    guard let evaluator = plugin as? ScoreEvaluator else { return 0 }
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "guard"))
    return result.score
  }

  func viaIfCast(_ plugin: Any) async throws -> Int {
    if let evaluator = plugin as? ScoreEvaluator {
      return try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "if")).score
    }
    return 0
  }

  func viaForcedCast(_ plugin: Any) async throws -> Int {
    let evaluator = plugin as! ScoreEvaluator
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "forced"))
    return result.score
  }

  func viaIfCasePayload() async throws -> Int {
    for plugin in plugins {
      if case .scoring(let evaluator) = plugin {
        let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "if case"))
        return result.score
      }
    }
    return 0
  }

  func viaGuardCasePayload(_ plugin: ScoringPlugin) async throws -> Int {
    guard case let .scoring(evaluator) = plugin else { return 0 }
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "guard case"))
    return result.score
  }

  func viaSwitchPayload(_ plugin: ScoringPlugin) async throws -> Int {
    switch plugin {
    case .scoring(let evaluator):
      return try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "switch")).score
    case .weighted(let weight, let evaluator):
      return try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "weighted")).score * weight
    case .none:
      return 0
    }
  }

  func viaTuple() async throws -> Int {
    let (evaluator, applicant) = (ScoreEvaluator(), "tuple")
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: applicant))
    return result.score
  }

  func viaTypedTuple() async throws -> Int {
    let (evaluator, applicant): (ScoreEvaluator, String) = (ScoreEvaluator.shared, "typed tuple")
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: applicant))
    return result.score
  }

  func viaTypedClosureParameter() async throws -> Int {
    let run = { (evaluator: ScoreEvaluator) async throws -> Int in
      let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: "closure"))
      return result.score
    }
    return try await run(ScoreEvaluator())
  }

  func viaClosureUnderWrittenType(ids: [String]) async throws -> [Int] {
    let run: (ScoreEvaluator, String) async throws -> Int = { evaluator, id in
      try await evaluator.requestEvaluation(context: ScoreContext(applicantID: id)).score
    }
    var scores: [Int] = []
    for id in ids { scores.append(try await run(ScoreEvaluator.shared, id)) }
    return scores
  }

  func viaClosureUnderAliasedType() async throws -> Int {
    let run: ScoreRun = { evaluator, id in
      let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: id))
      return result.score
    }
    return try await run(ScoreEvaluator(), "alias")
  }

  func viaStoredClosure() async throws -> Int {
    try await storedRun(ScoreEvaluator())
  }

  // The real evaluator beside them, reported on every path.
  func confirm() async throws -> Bool {
    let evaluation = try await trust.requestEvaluation(context: loanContext)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

// `evaluator` is a stored property the view models inherit from their superclass.
@available(iOS 27.0, *)
final class CardApplicationViewModel: BaseLendingViewModel {
  func creditLimit(for id: String) async throws -> Int {
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: id))
    return result.score * 10
  }

  func creditLimitThroughSelf(for id: String) async throws -> Int {
    let result = try await self.evaluator.requestEvaluation(context: ScoreContext(applicantID: id))
    return result.score * 10
  }
}

@available(iOS 27.0, *)
final class MortgageViewModel: SecuredLendingViewModel {
  func prequalify(_ id: String) async throws -> Bool {
    let result = try await evaluator.requestEvaluation(context: ScoreContext(applicantID: id))
    return result.score > 650
  }
}
