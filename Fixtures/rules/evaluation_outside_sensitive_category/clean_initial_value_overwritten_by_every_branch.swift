import TrustInsights

// `var category = .other` whose every path assigns a sensitive category before the context is
// built: the initial `.other` reaches no evaluator call.

enum Operation { case send, addPayee, login, export }

func evaluate(_ operation: Operation) async throws {
  var category: InsightEvaluator.OperationCategory = .other
  switch operation {
  case .send, .addPayee: category = .payment
  case .login: category = .account
  case .export: return
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateAmount(_ amount: Int, isNewPayee: Bool) async throws {
  var category = InsightEvaluator.OperationCategory.other
  if isNewPayee {
    category = .payment
  } else if amount > 1_000 {
    category = .payment
  } else {
    category = .account
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

enum Flow { case wire, login }

extension Flow {
  var category: InsightEvaluator.OperationCategory {
    switch self {
    case .wire: .payment
    case .login: .account
    }
  }
}

// A context built with a placeholder category that is set before any use.
func evaluate(_ flow: Flow) async throws {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  context.operationCategory = flow.category
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
