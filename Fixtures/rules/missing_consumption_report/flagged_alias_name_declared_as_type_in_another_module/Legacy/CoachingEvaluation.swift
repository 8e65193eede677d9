/// The legacy module's own coaching score, unrelated to TrustInsights.
struct CoachingEvaluation {
  var score: Int
}
