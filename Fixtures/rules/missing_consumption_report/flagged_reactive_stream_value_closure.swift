// RxSwift, PromiseKit and ReactiveSwift wrappers: the program's function returns a stream of
// evaluations (`Single<CoachingEvaluation>`, `Promise<CoachingEvaluation>`, `SignalProducer<…>`),
// made afresh for each subscriber, and the subscriber's value closure holds the evaluation as a
// function holds an evaluation parameter, though its parameter is not typed: reporting it on some
// paths only is found at the parameter (the libraries are outside the linted tree here).
import PromiseKit
import ReactiveSwift
import RxSwift
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum PayoutError: Error { case noPayoutAccount }

final class CoachingStreams {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func single() -> Single<CoachingEvaluation> {
    Single.create { [evaluator, context] observer in
      let task = Task {
        do {
          observer(.success(try await evaluator.requestEvaluation(context: context)))
        } catch {
          observer(.failure(error))
        }
      }
      return Disposables.create { task.cancel() }
    }
  }

  func promise() -> Promise<CoachingEvaluation> {
    Promise { seal in
      Task {
        do { seal.fulfill(try await self.evaluator.requestEvaluation(context: self.context)) } catch { seal.reject(error) }
      }
    }
  }

  func producer() -> SignalProducer<CoachingEvaluation, Never> {
    SignalProducer { observer, _ in
      Task {
        guard let evaluation = try? await self.evaluator.requestEvaluation(context: self.context) else { return }
        observer.send(value: evaluation)
      }
    }
  }
}

final class PayoutScreen {
  let streams = CoachingStreams()
  let bag = DisposeBag()
  var payoutAccount: String?
  var onHold: (() -> Void)?

  func changePhone() {
    streams.single()
      .observe(on: MainScheduler.instance)
      .subscribe(onSuccess: { [weak self] evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'PayoutScreen.changePhone()' is reported on some paths but not all: reaches the end at line"
        if case .success(.high) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedIncreasedFriction)
          self?.onHold?()
        }
      })
      .disposed(by: bag)
  }

  func withdraw() {
    firstly {
      streams.promise()
    }.done { evaluation in  // expect: missing_consumption_report "throws at line"
      guard self.payoutAccount != nil else { throw PayoutError.noPayoutAccount }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }.catch { _ in
      self.onHold?()
    }
  }

  func linkDevice() {
    streams.producer().startWithValues { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation'"
      guard case .success(let level) = evaluation.insight.outcome else { return }
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
