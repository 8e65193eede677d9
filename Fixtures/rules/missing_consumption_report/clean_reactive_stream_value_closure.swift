// Near misses of a reactive subscriber holding the evaluation: subscribers that report on every
// path; `do(onSuccess:)` only peeks at the value, which goes on downstream (the downstream
// subscriber reports it); a stream kept in a property may have other subscribers; a `map` that
// hands the evaluation on; a stream of levels, not evaluations; a `Single` of an app's own type.
import PromiseKit
import RxSwift
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct RiskReport { let score: Int }

final class CoachingStreams {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  lazy var shared: Single<CoachingEvaluation> = single()

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

  func levels() -> Single<IsLikelyBeingCoachedInsight.Value> { .just(.unknown) }
  func report() -> Single<RiskReport> { .just(RiskReport(score: 1)) }
}

final class ReviewScreen {
  let streams = CoachingStreams()
  let bag = DisposeBag()
  var isVisible = true
  var debugLogging = false
  var onHold: (() -> Void)?

  func everyPath() {
    streams.single()
      .observe(on: MainScheduler.instance)
      .subscribe(onSuccess: { [weak self] evaluation in
        guard let self, self.isVisible else {
          evaluation.reportConsumption(.notUsedNotNeeded)
          return
        }
        if case .success(.high) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedIncreasedFriction)
          self.onHold?()
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      })
      .disposed(by: bag)
  }

  func peekThenReport() {
    streams.single()
      .do(onSuccess: { evaluation in
        if self.debugLogging { print(evaluation.insight.insightID) }
      })
      .subscribe(onSuccess: { evaluation in evaluation.reportConsumption(.usedEvaluationOnly) })
      .disposed(by: bag)
  }

  func sharedStream() {
    streams.shared
      .subscribe(onSuccess: { evaluation in
        if self.isVisible { evaluation.reportConsumption(.usedEvaluationOnly) }
      })
      .disposed(by: bag)
  }

  func handedOn() {
    firstly {
      streams.promise()
    }.map { evaluation -> (CoachingEvaluation, Bool) in
      (evaluation, self.isVisible)
    }.done { pair in
      pair.0.reportConsumption(pair.1 ? .usedEvaluationOnly : .notUsedNotNeeded)
    }.catch { _ in }
  }

  func levelsAndOwnTypes() {
    streams.levels()
      .subscribe(onSuccess: { level in
        if level == .high { self.onHold?() }
      })
      .disposed(by: bag)
    streams.report()
      .subscribe(onSuccess: { report in
        if report.score > 5 { self.onHold?() }
      })
      .disposed(by: bag)
  }
}
