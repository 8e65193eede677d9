import TrustInsights

// A `catch let error as InsightError` after the report and a call of the app's own throwing
// function (`try await issuer.activate()`): that function calls no TrustInsights API and no
// function that may (its own calls go to another SDK), so the error it throws is never an
// `InsightError` and the clause does not run after the report. The receiver is declared as
// the class, so a protocol requirement of the same name (which a mock may implement) is not
// what runs.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum IssuerError: Error { case notReady }

final class CardNetworkClient {
  func send(_ payload: [String: String]) async throws -> Int { 200 }
}

protocol CardActivating {
  func activate() async throws
}

final class CardIssuer: CardActivating {
  private let network = CardNetworkClient()
  private var ready = true

  func activate() async throws {
    guard ready else { throw IssuerError.notReady }
    let status = try await network.send(["action": "activate"])
    try validate(status)
  }

  private func validate(_ status: Int) throws {
    if status != 200 { throw IssuerError.notReady }
  }
}

final class CardActivationFlow {
  private let evaluator = InsightEvaluator()
  private let issuer = CardIssuer()

  func activateCard() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      try await issuer.activate()
    } catch let error as InsightError {
      print(error)
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
