// Probes: `context.processPendingChanges()` posts objectsDidChange and runs the fetched results
// controller delegate (this controller) synchronously; controllerDidChangeContent sets state ->
// no duplicate_consumption_report (precision).
import TrustInsights
import CoreData

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class PendingTransfersController: NSObject, NSFetchedResultsControllerDelegate {
  var state: ReviewState = .idle
  let context: NSManagedObjectContext

  init(context: NSManagedObjectContext) { self.context = context }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    state = .idle
  }

  func deleteDraft(_ draft: NSManagedObject) {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    context.delete(draft)
    context.processPendingChanges()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
