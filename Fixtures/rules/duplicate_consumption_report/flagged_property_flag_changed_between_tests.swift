// A flag property is followed only while nothing else can change it: a method of the type
// (`dismissWarning()` clears it), an `await`, or `self.showsWarning = …` between the two tests
// make its value unknown, and the path that takes both reports is found.
import TrustInsights

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
final class TransferConfirmModel {
  var showsWarning = false
  let evaluator = InsightEvaluator()

  func dismissWarning() { showsWarning = false }
  func pause() async {}
  func animate(_ body: () -> Void) { body() }

  func confirmAfterCall() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning {
      evaluation.reportConsumption(.usedIncreasedFriction)
      dismissWarning()
    }
    if !showsWarning {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }

  // After the `await` neither test is known: the path that skips both reports is found too.
  func confirmAfterAwait() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning { evaluation.reportConsumption(.usedIncreasedFriction) }
    await pause()
    if !showsWarning {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }

  func confirmAfterSelfAssignment() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning {
      evaluation.reportConsumption(.usedIncreasedFriction)
      self.showsWarning = false
    }
    if !showsWarning {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }

  // The same polarity tested twice: both reports are made when the level is high.
  func confirmTwice() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning { evaluation.reportConsumption(.usedIncreasedFriction) }
    if showsWarning {
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
    }
    if !showsWarning { evaluation.reportConsumption(.usedUnchangedFriction) }
  }

  // A closure handed to a call may run there and set the flag.
  func confirmAfterClosure() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning {
      evaluation.reportConsumption(.usedIncreasedFriction)
      animate { showsWarning = false }
    }
    if !showsWarning {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }
}
