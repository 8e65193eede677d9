import TrustInsights

typealias PairedCoachingLevel = IsLikelyBeingCoachedInsight.Value

enum TicketAction { case approved, needsCall, blocked }
enum LoginDecision { case allow, challenge }

protocol CoachingRiskSource {
  func assess(login: String) async throws -> (PairedCoachingLevel, String)
  func latest() async throws -> (String, PairedCoachingLevel)
}

// A level taken out of a tuple whose type is written (a function's result, a stream's or an
// array's element type, a local's type) is a level: the element at its position is declared so.
final class PairedLevelMonitor {
  let risk: CoachingRiskSource

  init(risk: CoachingRiskSource) { self.risk = risk }

  func levels(for tickets: [String]) -> AsyncThrowingStream<(String, PairedCoachingLevel), Error> {
    AsyncThrowingStream { $0.finish() }
  }

  func triage(_ tickets: [String]) async throws -> [String: TicketAction] {
    var actions: [String: TicketAction] = [:]
    for try await (ticket, level) in levels(for: tickets) {
      switch level {
      case .high: actions[ticket] = .blocked
      case .medium: actions[ticket] = .needsCall
      default: actions[ticket] = .approved  // expect: unknown_treated_as_approval
      }
    }
    return actions
  }

  func decide() async -> LoginDecision {
    guard let (level, auditID) = try? await risk.assess(login: "new-device") else { return .challenge }
    print("trust audit \(auditID)")
    if level == .high || level == .medium { return .challenge }
    return .allow  // expect: unknown_treated_as_approval
  }

  func decideLatest() async throws -> LoginDecision {
    let (_, level) = try await risk.latest()
    if level == .high || level == .medium { return .challenge }
    return .allow  // expect: unknown_treated_as_approval
  }

  func settle(_ pairs: [(String, PairedCoachingLevel)]) -> [String: TicketAction] {
    var actions: [String: TicketAction] = [:]
    for (ticket, level) in pairs {
      guard level != .high else { continue }
      actions[ticket] = .approved  // expect: unknown_treated_as_approval
    }
    for (_, level) in pairs where level != .high && level != .medium {
      actions["all"] = .approved  // expect: unknown_treated_as_approval
    }
    return actions
  }

  func decideWritten(_ pair: (PairedCoachingLevel, String)) -> LoginDecision {
    let (level, _) = pair
    switch level {
    case .high, .medium: return .challenge
    default: return .allow  // expect: unknown_treated_as_approval
    }
  }

  func follow(_ stream: AsyncStream<(id: String, level: PairedCoachingLevel)>) async {
    for await item in stream {
      switch item.level {
      case .high: block(item.id)
      case .medium: call(item.id)
      default: approve(item.id)  // expect: unknown_treated_as_approval
      }
    }
  }

  func block(_ id: String) {}
  func call(_ id: String) {}
  func approve(_ id: String) {}
}
