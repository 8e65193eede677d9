// The neighbour of clean_for_in_tuple_pairs: one pair carries `.other`, which reaches the
// evaluator through the destructured loop variable (before, no category was found at all and
// the `.other` went unreported). The name's element is read, not its neighbour's: `"other"`
// strings and the first element's values are not categories.
import TrustInsights

final class WarmUp {
  private let evaluator = InsightEvaluator()
  private let flows: [(String, InsightEvaluator.OperationCategory)] = [
    ("other", .payment),
    ("support", .other),  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive"
  ]

  func authorizedFlows() async -> [String] {
    var names: [String] = []
    for (name, category) in flows {
      let context = InsightEvaluator.InsightContext(
        operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      if (try? await evaluator.authorizationStatus(for: context)) == .authorized { names.append(name) }
    }
    for (kind, _) in [(InsightEvaluator.OperationCategory.account, 1), (.other, 2)] {  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive"
      _ = try? await evaluator.authorizationStatus(
        for: .init(operationCategory: kind, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    }
    return names
  }
}
