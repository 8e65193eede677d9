import UIKit

final class SettingsViewController: UITableViewController {
  // Calls the app's own wrapper: the evaluator call inside it is where the check belongs.
  func didSelectScamProtectionRow() {
    Task {
      let granted = await TrustInsightsCheck.requestAuthorization(for: TrustInsightsCheck.context())
      tableView.reloadData()
      _ = granted
    }
  }
}
