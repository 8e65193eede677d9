import TrustInsights

/// The app's own feed of order states: `.unknown` here is not the insight's.
enum OrderState { case unknown, filled, cancelled }

final class OrderFeed {
  let states: AsyncStream<OrderState>
  var history: [OrderState] = []
  var levels: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  init(states: AsyncStream<OrderState>) { self.states = states }
}

final class BrokerageTradeTicket {
  let feed: OrderFeed
  init(feed: OrderFeed) { self.feed = feed }

  func watch() async {
    for await state in feed.states {
      if state == .unknown { executeTrade() }
    }
    for state in feed.history where state != .cancelled {
      approveReplay()
    }
  }

  func watchLevels(_ stream: AsyncStream<IsLikelyBeingCoachedInsight.Value>) async {
    for await level in stream {
      if level == .unknown {
        // No evidence: the existing checks run.
        runStandardChecks()
      } else {
        holdTrade()
      }
    }
  }

  func replayDictionary() {
    // A dictionary's elements are (key, value) pairs, not levels.
    for entry in feed.levels where entry.key.isEmpty {
      approveReplay()
    }
  }

  func executeTrade() {}
  func holdTrade() {}
  func approveReplay() {}
  func runStandardChecks() {}
}
