import Foundation
import TrustInsights

// The shapes of flagged_closure_passed_to_memberwise_initializer.swift where every closure
// the initializer calls pass under the property's name returns a sensitive category (the
// live value and a test double). A closure passed under that label to another type's
// initializer (`Formatter(categoryFor:)`, whose property is a `String` function) is not what
// the property runs.

enum Product { case transfer, billPay, giftCard }

struct CoachingEnvironment {
  var categoryFor: (Product) -> InsightEvaluator.OperationCategory
  var now: () -> Date

  static let live = CoachingEnvironment(
    categoryFor: { product in
      switch product {
      case .transfer, .billPay, .giftCard: return .payment
      }
    },
    now: Date.init
  )

  static let preview = CoachingEnvironment(categoryFor: { _ in .account }, now: { Date(timeIntervalSince1970: 0) })
}

struct Formatter {
  var categoryFor: (Product) -> String
}

let formatter = Formatter(categoryFor: { _ in "other" })

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
