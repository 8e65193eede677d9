import TrustInsights

// The initial `.other` flows where some path keeps it: an `if` without `else`, a `switch`
// case that does not assign, or a read before the assignments.

enum Operation { case send, addPayee, login, export }

func evaluate(_ operation: Operation) async throws {
  var category: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
  switch operation {
  case .send, .addPayee: category = .payment
  case .login: category = .account
  case .export: break
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateNewPayee(_ isNewPayee: Bool) async throws {
  var category = InsightEvaluator.OperationCategory.other  // expect: evaluation_outside_sensitive_category
  if isNewPayee {
    category = .payment
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateLogged(_ isNewPayee: Bool) async throws {
  var category: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
  let first = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  category = isNewPayee ? .payment : .account
  _ = try await InsightEvaluator().authorizationStatus(for: first)
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// The placeholder category is replaced only for new payees.
func evaluatePlaceholder(_ isNewPayee: Bool) async throws {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))  // expect: evaluation_outside_sensitive_category
  if isNewPayee { context.operationCategory = .payment }
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
