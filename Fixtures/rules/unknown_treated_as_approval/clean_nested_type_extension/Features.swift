import TrustInsights

/// Two features whose nested `State` types share property names of different types.
enum WithdrawFeature {
  struct State {
    var coachingLevel: IsLikelyBeingCoachedInsight.Value = .unknown
    var isReadyToSend: Bool { coachingLevel == .high }
  }
}

enum SyncFeature {
  /// The app's own sync status, with an `.unknown` case of its own.
  enum Level { case unknown, synced }

  struct State {
    var coachingLevel: Level = .unknown
    var isReadyToSend: Bool { coachingLevel == .unknown }
  }
}

/// A top-level `State` beside the nested ones.
struct State {
  var coachingLevel = 0
}
