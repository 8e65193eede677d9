// Closures handed to callback-era Foundation, UIKit and Combine APIs that declare them
// `@escaping` outlive the call: a capture is an escape even when the closure only reads the
// insight, as for `DispatchQueue.main.async` (clean_escaping_closures.swift). An unknown callee
// would leave the obligation here (flagged_continuation_cancel.swift).
import Combine
import Foundation
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class EscapingReaders: UIViewController {
  let evaluator = InsightEvaluator()
  let group = DispatchGroup()
  var cancellables = Set<AnyCancellable>()
  var banner = ""
  var timer: Timer?
  var tokens: [NSObjectProtocol] = []

  func groupNotify() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    group.notify(queue: .main) { self.banner = "\(evaluation.insight.outcome)" }
  }

  func observer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    tokens.append(NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in
      self.banner = "\(evaluation.insight.outcome)"
    })
  }

  func alertAction() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Details", style: .default) { _ in
      self.banner = "\(evaluation.insight.outcome)"
    })
    present(alert, animated: true)
  }

  func scheduledTimer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
      self.banner = "\(evaluation.insight.outcome)"
    }
  }

  func sink(_ subject: PassthroughSubject<Int, Never>) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    subject.sink { _ in self.banner = "\(evaluation.insight.outcome)" }.store(in: &cancellables)
  }

  func workItem() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let item = DispatchWorkItem { self.banner = "\(evaluation.insight.outcome)" }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
  }

  func presentCompletion(_ next: UIViewController) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    present(next, animated: true) { self.banner = "\(evaluation.insight.outcome)" }
  }

  func animateCompletion() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    UIView.animate(withDuration: 0.3) {
      self.view.alpha = 1
    } completion: { _ in
      self.banner = "\(evaluation.insight.outcome)"
    }
  }

  func dataTask(_ url: URL) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    URLSession.shared.dataTask(with: url) { _, _, _ in
      self.banner = "\(evaluation.insight.outcome)"
    }.resume()
  }

  func future() async throws -> Future<Bool, Never> {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    return Future { promise in promise(.success((try? evaluation.insight.outcome.get()) == .high)) }
  }
}

final class BlockOperations {
  let evaluator = InsightEvaluator()
  let queue = OperationQueue()

  func blockOperation() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let operation = BlockOperation { _ = evaluation.insight.outcome }
    queue.addOperation(operation)
  }

  func addOperation() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    queue.addOperation { print(evaluation.insight.outcome) }
  }
}
