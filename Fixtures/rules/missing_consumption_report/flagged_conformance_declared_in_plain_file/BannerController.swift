final class BannerController {
  var isShowing = false

  func reviewFinished(_ evaluation: CoachingEvaluation) {
    isShowing = (try? evaluation.insight.outcome.get()) == .high
  }
}
