import TrustInsights

public enum TrustGate {
  /// The old module only logged; its callers reported themselves.
  public static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, held: Bool) {
    print("legacy risk", held)
  }
}
