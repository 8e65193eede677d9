import TrustInsights

typealias PairedCoachingLevel = IsLikelyBeingCoachedInsight.Value

enum TicketAction { case approved, needsCall, blocked }
enum LoginDecision { case allow, challenge }

protocol CoachingRiskSource {
  func assess(login: String) async throws -> (PairedCoachingLevel, String)
  func latest() async throws -> (String, PairedCoachingLevel)
  func flagged() async throws -> (PairedCoachingLevel, Bool)
}

// The same tuple shapes as flagged_tuple_pattern_levels.swift where `.unknown` keeps the checks
// or goes with the risky branch, and elements that are no level: a `Bool` next to a level, a
// label that names a `String`, a tuple whose type nothing writes.
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
      case .high, .unknown: actions[ticket] = .blocked
      case .medium: actions[ticket] = .approved
      default: actions[ticket] = .needsCall
      }
    }
    return actions
  }

  func decide() async -> LoginDecision {
    guard let (level, auditID) = try? await risk.assess(login: "new-device") else { return .challenge }
    print("trust audit \(auditID)")
    if level == .unknown || level == .high { return .challenge }
    if level == .medium { return .allow }
    return .challenge
  }

  func decideLatest() async throws -> LoginDecision {
    let (_, level) = try await risk.latest()
    guard level == .medium else { return .challenge }
    return .allow
  }

  func decideByPosition() async throws -> LoginDecision {
    // Named `level`, but the element at that position is the `String`: no outcome.
    let (level, _) = try await risk.latest()
    if level == "high" { return .challenge }
    return .allow
  }

  func decideFlag() async throws -> LoginDecision {
    // The `Bool` at that position is switched, not the level.
    let (_, isKnownDevice) = try await risk.flagged()
    switch isKnownDevice {
    case true: return .allow
    case false: return .challenge
    }
  }

  func settle(_ pairs: [(String, PairedCoachingLevel)], flags: [(PairedCoachingLevel, Bool)]) -> [String: TicketAction] {
    var actions: [String: TicketAction] = [:]
    for (ticket, level) in pairs {
      guard level == .unknown || level == .high else { continue }
      actions[ticket] = .needsCall
    }
    for (_, trusted) in flags where trusted {
      actions["all"] = .approved
    }
    return actions
  }

  func decideUnwritten(_ load: () -> (String, String)) -> LoginDecision {
    // Nothing writes a level in this tuple: its names are no outcome, whatever they are called.
    let (_, level) = load()
    if level == "high" || level == "medium" { return .challenge }
    return .allow
  }

  func follow(_ stream: AsyncStream<(id: String, level: PairedCoachingLevel, note: String)>) async {
    for await item in stream {
      switch item.level {
      case .high, .unknown: block(item.id)
      case .medium: approve(item.id)
      default: call(item.id)
      }
      switch item.note {
      case "vip": approve(item.id)
      default: call(item.id)
      }
    }
  }

  func block(_ id: String) {}
  func call(_ id: String) {}
  func approve(_ id: String) {}
}
