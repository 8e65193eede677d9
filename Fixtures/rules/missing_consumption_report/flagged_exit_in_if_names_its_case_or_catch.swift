import TrustInsights

// An exit inside an 'if' or a 'guard' in a 'switch' case names that case too: "inside the
// 'if' at line 22" alone hid which outcome leaks, the one thing RULES.md's example message
// says ("returns at line 41 on the '.medium' branch") (probes-dl s00). Inside a 'catch', the
// 'catch' and the 'try' that threw into it are named, as for an exit right in the 'catch'
// (probes-dl h11), and so is an '#if' clause (probes-dl h14).

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol WireDesk {
  func review(_ cents: Int)
  func quote(_ cents: Int) async throws -> Int
}

func sendWire(evaluator: InsightEvaluator, desk: WireDesk, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 24 inside the 'if' at line 24 on the '.success(.medium)' branch"
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success(.medium):
    if cents < 500 { return }
    evaluation.reportConsumption(.usedIncreasedFriction)
    desk.review(cents)
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure:
    evaluation.reportConsumption(.notUsedError)
  }
}

func changeRecoveryEmail(evaluator: InsightEvaluator, verified: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 40 in the 'else' of the 'guard' at line 40 on the 'default' branch (taken by '.success(.unknown)', '.success(.medium)' and '.failure')"
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  default:
    guard verified else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

// The evaluation is made inside the case: the case is not where its path went, and is not named.
func payBy(method: Int, evaluator: InsightEvaluator, isSmall: Bool) async {
  switch method {
  case 1:
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }  // expect: missing_consumption_report "returns at line 50 inside the 'if' at line 50"
    if isSmall { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  default:
    break
  }
}

func convert(evaluator: InsightEvaluator, desk: WireDesk, cents: Int, silent: Bool) async {
  guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }  // expect: missing_consumption_report "returns at line 65 inside the 'if' at line 63 in the 'catch' at line 62 when 'try await desk.quote(cents)' at line 60 throws"
  do {
    let rate = try await desk.quote(cents)
    evaluation.reportConsumption(rate > 100 ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch {
    if silent {
      print("quote failed")
      return
    }
    evaluation.reportConsumption(.notUsedError)
  }
}

// Inside a clause of an '#if', the clause is named.
func verifyIdentity(evaluator: InsightEvaluator, simulator: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 79 inside the 'if' at line 78 in the '#else' clause at line 77"
  #if DEBUG
    evaluation.reportConsumption(.usedEvaluationOnly)
    return
  #else
    if simulator {
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  #endif
}
