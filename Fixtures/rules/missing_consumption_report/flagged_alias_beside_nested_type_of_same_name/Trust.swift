import TrustInsights

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let loanContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func evaluateLoanApplicant() async throws -> Evaluation {
  try await InsightEvaluator().requestEvaluation(context: loanContext)
}

func openLoan(income: Decimal) async throws -> Bool {
  let evaluation = try await evaluateLoanApplicant()  // expect: missing_consumption_report "returns at line 16"
  guard Lending.quickCheck(income: income) else { return false }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// Written qualified outside `Lending`, `Lending.Evaluation` is still the nested struct: its
// parameter owes nothing either.
func logLending(_ evaluation: Lending.Evaluation, verbose: Bool) {
  if verbose { evaluation.reportConsumption(1) }
}
