// The nearest defects to clean_local_guarded_against_other.swift: the guard after the local
// rules out another category, or an `if` on `.other` that does not leave, so the `.other` the
// mapping writes still reaches the evaluator.
import TrustInsights

enum SchemaCategory: String {
  case money, identity, compute, none
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
    case .compute: return .resourceUse
    case .none: return .other  // expect: evaluation_outside_sensitive_category
    }
  }

  var supportCategory: InsightEvaluator.OperationCategory {
    self == .money ? .payment : .other  // expect: evaluation_outside_sensitive_category
  }
}

final class SchemaGate {
  private let evaluator = InsightEvaluator()
  private(set) var skipped = 0

  func isAuthorized(_ schema: ToolSchema) async -> Bool {
    let category = schema.category.operationCategory
    guard category != .resourceUse else { return false }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  func isAuthorizedForSupport(_ schema: ToolSchema) async -> Bool {
    let category = schema.category.supportCategory
    if category == .other { skipped += 1 }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}
