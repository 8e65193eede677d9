// `guard !xs.isEmpty else { …exit }` (or `if xs.isEmpty { …; return }`) directly before
// `for x in xs`: the loop makes at least one pass, so a report in its body that ends it is
// reached on every path (probes-ef p35, p36, p41, p42, p60). A `var` changed in between, another
// collection tested, or an `&&` test still leave the path with no pass (p37, p38, p43).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func sendFirstDraft(_ drafts: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  guard !drafts.isEmpty else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for draft in drafts {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(draft)
    break
  }
}

func payFirstEligible(_ payees: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  if payees.isEmpty {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for payee in payees.prefix(1) {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(payee)
  }
}

func payAfterFilter(_ input: [String], evaluator: InsightEvaluator) async throws {
  var payees = input
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  guard !payees.isEmpty else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  payees.removeAll { $0.hasPrefix("blocked:") }
  for payee in payees {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(payee)
    return
  }
}

func payWhenEnabled(_ payees: [String], enabled: Bool, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  if payees.isEmpty && enabled {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for payee in payees {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(payee)
    return
  }
}
