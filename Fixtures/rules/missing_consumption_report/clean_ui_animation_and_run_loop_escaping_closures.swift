// More callback-era closures that outlive the call (a block timer, Core Animation and animator
// completions, a transition's completion, Combine's handleEvents, RunLoop.main.perform, dismiss):
// a capture that only reads the insight is an escape, as in clean_callback_era_escaping_apis.swift.
import Combine
import Foundation
import QuartzCore
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class MoreEscapingReaders: UIViewController {
  let evaluator = InsightEvaluator()
  var banner = ""
  var timer: Timer?
  var cancellables = Set<AnyCancellable>()

  func timerInit() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let timer = Timer(timeInterval: 1, repeats: false) { _ in self.banner = "\(evaluation.insight.outcome)" }
    RunLoop.main.add(timer, forMode: .common)
  }

  func transactionCompletion() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    CATransaction.begin()
    CATransaction.setCompletionBlock { print(evaluation.insight.outcome) }
    CATransaction.commit()
  }

  func animatorCompletion() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { self.view.alpha = 0 }
    animator.addCompletion { _ in print(evaluation.insight.outcome) }
    animator.startAnimation()
  }

  func transition() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve) {
      self.view.alpha = 1
    } completion: { _ in
      print(evaluation.insight.outcome)
    }
  }

  func handleEvents(_ subject: PassthroughSubject<Int, Never>) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    subject
      .handleEvents(receiveOutput: { _ in print(evaluation.insight.outcome) })
      .sink { _ in }
      .store(in: &cancellables)
  }

  func runLoopPerform() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    RunLoop.main.perform { print(evaluation.insight.outcome) }
  }

  func dismissCompletion() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    dismiss(animated: true) { print(evaluation.insight.outcome) }
  }
}
