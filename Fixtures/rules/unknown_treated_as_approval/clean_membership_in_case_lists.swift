import TrustInsights

// Membership tests that keep the checks: `.unknown` is in the list of levels that keep them,
// or the list is not known here (a `var`, a parameter, a constant declared twice with
// different cases), so nothing says which branch `.unknown` takes.

typealias Level = IsLikelyBeingCoachedInsight.Value

func approvePayment() {}
func runStandardChecks() {}

let keepsChecks: Set<Level> = [.unknown, .high]

enum Retail {
  static let watched: [Level] = [.high]
}
enum Wealth {
  static let watched: [Level] = [.medium, .high]
}

func fileConstant(_ level: Level) {
  if keepsChecks.contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}

func literalWithUnknown(_ level: Level) {
  guard ![.unknown, .high].contains(level) else {
    runStandardChecks()
    return
  }
  approvePayment()
}

func variableList(_ level: Level) {
  var list: [Level] = [.high]
  list.append(.unknown)
  if list.contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}

func parameterList(_ level: Level, _ watched: [Level]) {
  if watched.contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}

func ambiguousConstant(_ level: Level) {
  // Two declarations of `watched` with different cases: which one is meant is not decided here.
  if Retail.watched.contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}

func medium(_ level: Level) {
  // `.medium` (and a level this linter does not know) approve; `.unknown` keeps the checks.
  if [.unknown, .high].contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}

func shadowedConstant(_ level: Level, keepsChecks: [Level]) {
  // The parameter, not the file constant.
  if keepsChecks.contains(level) {
    runStandardChecks()
  } else {
    approvePayment()
  }
}
