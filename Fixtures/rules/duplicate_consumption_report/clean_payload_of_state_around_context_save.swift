// Probes: Core Data `try? context.save()` runs this controller's NSFetchedResultsController
// delegate (controllerDidChangeContent) before it returns, which sets state; no finding.
import TrustInsights
import CoreData

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class PayeeListController: NSObject, NSFetchedResultsControllerDelegate {
  var state: ReviewState = .idle
  let context: NSManagedObjectContext

  init(context: NSManagedObjectContext) {
    self.context = context
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    state = .idle
  }

  func deletePayee(_ payee: NSManagedObject) {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    context.delete(payee)
    try? context.save()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
