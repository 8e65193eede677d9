import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

final class RiskFeed {
  let levels: AsyncStream<Level>
  var history: [IsLikelyBeingCoachedInsight.Value] = []
  init(levels: AsyncStream<Level>) { self.levels = levels }
}

final class BrokerageTradeTicket {
  let feed: RiskFeed
  var recent: [IsLikelyBeingCoachedInsight.Value] = []
  init(feed: RiskFeed) { self.feed = feed }

  func watch() async {
    for await level in feed.levels {
      if level == .unknown {
        executeTrade()  // expect: unknown_treated_as_approval
      }
    }
  }

  func watchThrowing(_ stream: AsyncThrowingStream<IsLikelyBeingCoachedInsight.Value, Error>) async throws {
    for try await level in stream where level != .high {
      executeTrade()  // expect: unknown_treated_as_approval
    }
  }

  func watchSequence(_ updates: some AsyncSequence<Level, Never>) async {
    for await level in updates {
      guard level == .high else {
        executeTrade()  // expect: unknown_treated_as_approval
        continue
      }
      holdTrade()
    }
  }

  func replay() {
    for level in feed.history where level == .unknown {
      approveReplay()  // expect: unknown_treated_as_approval
    }
    recent.forEach { level in
      if level != .medium && level != .high { approveReplay() }  // expect: unknown_treated_as_approval
    }
  }

  func executeTrade() {}
  func holdTrade() {}
  func approveReplay() {}
}
