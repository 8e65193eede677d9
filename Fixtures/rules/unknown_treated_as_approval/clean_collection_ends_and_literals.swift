import TrustInsights

// Near misses of flagged_collection_ends_and_literals: an empty collection's `nil` is no
// unknown; `first` of the app's own enum, of a dictionary (a key-value pair) and literals of
// other values say nothing; tests that keep `.unknown` out of the approval stay silent.

typealias Level = IsLikelyBeingCoachedInsight.Value

enum LogLevel { case unknown, debug, high }
enum Grade { case unknown, low, high }

func approve() {}
func allowPayment() {}

struct RiskReport {
  var riskLevel: IsLikelyBeingCoachedInsight.Value
  var grade: Grade
  var name: String
}

final class Gate {
  var levels: [IsLikelyBeingCoachedInsight.Value] = []
  var logLevels: [LogLevel] = []
  var byAccount: [String: Level] = [:]

  func check(_ recent: [Level]) {
    if let l = levels.first, l == .high { print("hold") } else { print("review") }
    if let l = recent.last, l == .medium { approve() }
    if levels.first == nil { approve() }
    if let l = logLevels.first, l != .high { approve() }
    if let entry = byAccount.first, entry.key == "x" { approve() }
    guard let newest = recent.last else { return }
    switch newest {
    case .unknown, .high: print("hold")
    case .medium: approve()
    @unknown default: print("hold")
    }
  }
}

func review(_ r1: RiskReport, _ r2: RiskReport) {
  let levels = [r1.riskLevel, r2.riskLevel]
  for l in levels where l == .medium {
    approve()
  }
  for l in levels {
    if l == .unknown { print("fall back to existing checks") } else if l != .high { approve() }
  }
  let grades = [r1.grade, r2.grade]
  for g in grades where g == .unknown { allowPayment() }
  let names = [r1.name, r2.name]
  for n in names where n == "unknown" { allowPayment() }
}
