// Near misses of a subscription to evaluations: a passthrough subject's subscriber that reports
// on every path, one to a current-value subject (which keeps its value: its holder owes the
// report) that only reads it, and a passthrough subject of levels, not evaluations.
import Combine
import Foundation
import TrustInsights

typealias FeedEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustFeed {
  static let shared = TrustFeed()
  let evaluations = PassthroughSubject<FeedEvaluation, Never>()
  let latest = CurrentValueSubject<FeedEvaluation?, Never>(nil)
  let levels = PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()
}

@MainActor
final class CardControlsModel: ObservableObject {
  @Published var frozen = false
  var isVisible = true
  private var bag = Set<AnyCancellable>()

  func bind() {
    TrustFeed.shared.evaluations
      .receive(on: DispatchQueue.main)
      .sink { [weak self] evaluation in
        guard let self, self.isVisible else {
          evaluation.reportConsumption(.notUsedNotNeeded)
          return
        }
        if case .success(.high) = evaluation.insight.outcome {
          self.frozen = true
          evaluation.reportConsumption(.usedIncreasedFriction)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      }
      .store(in: &bag)

    TrustFeed.shared.latest
      .sink { evaluation in
        guard let evaluation, self.isVisible else { return }
        print(evaluation.insight)
      }
      .store(in: &bag)

    TrustFeed.shared.levels
      .sink { level in
        guard self.isVisible else { return }
        print(level)
      }
      .store(in: &bag)
  }
}
