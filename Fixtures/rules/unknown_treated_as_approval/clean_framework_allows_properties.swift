// A UIKit list of payees: in the branch `.unknown` takes, the screen turns selection back on
// with UIKit's own `tableView.allowsSelection` and a URL request's `allowsCellularAccess`.
// RULES.md counts `true` assigned to a variable whose name contains `allow`; a property of
// another value that no declaration of the program names belongs to a framework and
// configures the UI or the network, not the app's decision, so it is not an approval (a
// careful reviewer would not call re-enabling row selection "approving" anything).
import Foundation
import TrustInsights
import UIKit

final class PayeeListViewController: UITableViewController {
  private let evaluator = InsightEvaluator()
  private var refreshRequest = URLRequest(url: URL(string: "https://bank.example/payees")!)

  func evaluateBeforeEditing() async {
    tableView.allowsSelection = false
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
      tableView.allowsSelection = true
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      showCoachingWarning()
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      tableView.allowsSelection = true
      tableView.allowsMultipleSelectionDuringEditing = true
      refreshRequest.allowsCellularAccess = true
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      tableView.allowsSelection = true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      tableView.allowsSelection = true
    }
  }

  private func showCoachingWarning() {}
}
