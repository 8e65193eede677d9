import TrustInsights

// A `catch let error as InsightError` after the report and a call of the app's own throwing
// function (`try await issuer.activate()`): that function calls no TrustInsights API and no
// function that may (its own calls go to another SDK), so the error it throws is never an
// `InsightError` and the clause does not run after the report. The receiver is declared as
// the class, so a protocol requirement of the same name (which a mock may implement) is not
// what runs. Through the protocol (`let activator: any CardActivating`), the requirement runs
// a body the program gives it (here `CardIssuer.activate()`, which cannot throw one); and a
// protocol the program implements nowhere (`IssuerAPI`, its network layer in another module)
// runs code whose errors are not TrustInsights'.

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

protocol IssuerAPI {
  func requireSMSCode() async throws
}

final class CardActivationFlow {
  private let evaluator = InsightEvaluator()
  private let issuer = CardIssuer()
  private let activator: any CardActivating
  private let api: IssuerAPI

  init(activator: any CardActivating, api: IssuerAPI) {
    self.activator = activator
    self.api = api
  }

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

  func activateThroughProtocol() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      evaluation.reportConsumption(.usedEvaluationOnly)
      try await activator.activate()
    } catch is InsightError {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func provision() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      switch try evaluation.insight.outcome.get() {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
      default:
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
      try await api.requireSMSCode()
    } catch let error as InsightError {
      print(error)
      evaluation.reportConsumption(.notUsedError)
    }
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
