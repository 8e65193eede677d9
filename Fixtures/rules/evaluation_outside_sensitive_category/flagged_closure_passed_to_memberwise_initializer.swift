import Foundation
import TrustInsights

// Reduced from a probe (a digital bank's injectable environment): the category closure is a
// stored property without an initial value, given by the memberwise initializer
// (`CoachingEnvironment(categoryFor: { … })`). Calling the property runs what the initializer
// calls pass under its name, wherever they are written (a `static let live`, a call at the
// use site).

enum Product { case transfer, billPay, giftCard }

struct CoachingEnvironment {
  var categoryFor: (Product) -> InsightEvaluator.OperationCategory
  var now: () -> Date

  static let live = CoachingEnvironment(
    categoryFor: { product in
      switch product {
      case .transfer, .billPay: return .payment
      case .giftCard: return .other  // expect: evaluation_outside_sensitive_category
      }
    },
    now: Date.init
  )
}

final class ProductCoaching {
  private let environment: CoachingEnvironment
  private let evaluator = InsightEvaluator()

  init(environment: CoachingEnvironment = .live) { self.environment = environment }

  func review(_ product: Product) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: environment.categoryFor(product),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

struct Gate {
  let categoryOf: (Int) -> InsightEvaluator.OperationCategory

  func status() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: categoryOf(1), requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return (try? await InsightEvaluator().authorizationStatus(for: context)) == .authorized
  }
}

let exportGate = Gate(categoryOf: { _ in .other })  // expect: evaluation_outside_sensitive_category
