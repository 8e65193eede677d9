import TrustInsights

// The near-miss of clean_catch_after_app_call_that_cannot_throw_insight_error: the app's own
// function asks TrustInsights itself (directly or through another of its functions), a
// dependency client's closure runs code the linter cannot see, or a protocol requirement runs
// a conformer's method that asks TrustInsights, so the error may be an `InsightError` and the
// clause reports again after the report.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class VirtualCardIssuer {
  private let evaluator = InsightEvaluator()

  func activate(_ context: InsightEvaluator.InsightContext) async throws {
    try await confirmAuthorized(context)
  }

  private func confirmAuthorized(_ context: InsightEvaluator.InsightContext) async throws {
    _ = try await evaluator.authorizationStatus(for: context)
  }
}

struct IssuerClient {
  var activate: () async throws -> Void
}

protocol CardActivating {
  func activate() async throws
}

final class CheckedActivator: CardActivating {
  private let evaluator = InsightEvaluator()

  func activate() async throws {
    _ = try await evaluator.authorizationStatus(for: context)
  }
}

final class VirtualCardActivationFlow {
  private let evaluator = InsightEvaluator()
  private let issuer = VirtualCardIssuer()
  private let client: IssuerClient
  private let activator: any CardActivating

  init(client: IssuerClient, activator: any CardActivating) {
    self.client = client
    self.activator = activator
  }

  func activateCard() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      try await issuer.activate(context)
    } catch let error as InsightError {
      print(error)
      evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }

  func activateThroughClient() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      evaluation.reportConsumption(.usedEvaluationOnly)
      try await client.activate()
    } catch is InsightError {
      evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }

  func activateThroughProtocol() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      evaluation.reportConsumption(.usedEvaluationOnly)
      try await activator.activate()
    } catch is InsightError {
      evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
