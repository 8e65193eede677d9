// An AI assistant's tool gate (reduced from a probe): the tool schema's category is mapped to
// an OperationCategory, harmless tools to `.other`, and a `let` local holding it is ruled out
// by the `guard` right after its declaration, so `.other` never reaches the evaluator (as
// clean_parameter_guarded_against_other.swift does for a parameter; RULES.md: each category
// that flows into `operationCategory:`).
import TrustInsights

enum SchemaCategory: String {
  case money, identity, messaging, none
}

struct ToolSchema {
  let name: String
  let category: SchemaCategory
}

extension SchemaCategory {
  var operationCategory: InsightEvaluator.OperationCategory {
    switch self {
    case .money: return .payment
    case .identity: return .account
    case .messaging: return .communication
    case .none: return .other
    }
  }
}

final class SchemaGate {
  private let evaluator = InsightEvaluator()

  func isAuthorized(_ schema: ToolSchema) async -> Bool {
    let category = schema.category.operationCategory
    guard category != .other else { return false }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  func isAuthorizedQuietly(_ schema: ToolSchema) async -> Bool {
    let category = schema.category.operationCategory
    if category == .other { return false }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}
