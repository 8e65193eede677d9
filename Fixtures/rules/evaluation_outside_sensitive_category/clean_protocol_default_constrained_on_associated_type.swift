// A protocol default constrained on an associated type (`where Route == MarketingRoute`) is a
// member only of conformers whose Route is MarketingRoute: TransferScreen's is TransferRoute
// (inferred from `let route: TransferRoute` for the requirement `var route: Route`), so its bare
// makeContext() runs the unconstrained .payment default and the constrained .other never
// reaches its evaluator call (probes-ex p08). A conformer binding it with `typealias Route =`
// is read the same way.
import TrustInsights

enum TransferRoute { case review, confirm }
enum MarketingRoute { case banner }

protocol RoutedScreen {
  associatedtype Route
  var route: Route { get }
}

extension RoutedScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension RoutedScreen where Route == MarketingRoute {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class TransferScreen: RoutedScreen {
  let route: TransferRoute = .review
  private let evaluator = InsightEvaluator()

  func confirm() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class StandingOrderScreen: RoutedScreen {
  typealias Route = TransferRoute
  var route: Route { .confirm }
  private let evaluator = InsightEvaluator()

  func schedule() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
