/// One mechanical defect put into a clean program, and the rule that must then report it.
struct RecallMutant {
  /// The kinds of defect, named as in the recall brief.
  enum Kind: String, CaseIterable {
    /// M1: one `reportConsumption(...)` statement deleted.
    case deleteReport = "M1 delete report"
    /// M2: one report statement written twice in a row.
    case duplicateReport = "M2 duplicate report"
    /// M3: one sensitive category literal in a value position replaced by `.other`.
    case categoryToOther = "M3 category to .other"
    /// M4: a report inside an explicit `.unknown` branch made `.usedReducedFriction`.
    case unknownReportsReduced = "M4 unknown reports reduced friction"

    /// The rule the defect breaks.
    var rule: String {
      switch self {
      case .deleteReport: "missing_consumption_report"
      case .duplicateReport: "duplicate_consumption_report"
      case .categoryToOther: "evaluation_outside_sensitive_category"
      case .unknownReportsReduced: "unknown_treated_as_approval"
      }
    }
  }

  var kind: Kind
  /// Index of the changed file in the program.
  var file: Int
  var bytes: [UInt8]
  /// The token the mutant is about: the `reportConsumption` name, the category or the status.
  var anchor: Int
  /// Where the change is, for the failure list: `path:line: what`.
  var place: String
  /// The file's path (as in `place`) and what was changed (the statement, `.payment`), without
  /// the line: with `ordinal` they name the mutant in `RecallKnownMisses`.
  var path: String
  var what: String
  /// 1 for the first mutant of this kind and `what` in the file, 2 for the next, …
  var ordinal = 1

  /// The `RecallKnownMisses` key: kind, file, what was changed and (past the first of the
  /// same text in the file) its ordinal. No line number, so unrelated edits above it keep it.
  var key: String {
    "\(kind.rawValue)|\(path)|\(what)" + (ordinal > 1 ? " #\(ordinal)" : "")
  }
}

/// Makes every mutant of one file. Pure token work: nothing here asks the linter.
enum RecallMutantMaker {
  /// The sensitive categories of RULES.md ("evaluation_outside_sensitive_category").
  static let sensitiveCategories: Set<String> = ["payment", "account", "resourceUse", "communication"]

  /// Every mutant of `file` (index `index` of its program) with `path` for messages.
  static func mutants(of tokens: RecallTokens, file index: Int, path: String) -> [RecallMutant] {
    var result: [RecallMutant] = []
    var seen: [String: Int] = [:]
    func add(_ kind: RecallMutant.Kind, _ bytes: [UInt8], at token: Int, _ what: String) {
      let place = "\(path):\(tokens.line(of: token)): \(what)"
      var mutant = RecallMutant(
        kind: kind, file: index, bytes: bytes, anchor: token, place: place, path: path, what: what)
      seen["\(kind.rawValue)|\(what)", default: 0] += 1
      mutant.ordinal = seen["\(kind.rawValue)|\(what)"]!
      result.append(mutant)
    }
    for (first, name, last) in reportStatements(tokens) {
      let statement = tokens.text(from: first, to: last)
      add(.deleteReport, tokens.replacing(from: first, to: last, with: "()"), at: name, "`\(statement)`")
      add(.duplicateReport, tokens.inserting("; " + statement, after: last), at: name, "`\(statement)`")
    }
    for literal in categoryLiterals(tokens) {
      let written = tokens.text(literal)
      add(.categoryToOther, tokens.replacing(from: literal, to: literal, with: "other"), at: literal, ".\(written)")
    }
    for status in statusesInUnknownBranches(tokens) {
      let written = tokens.text(status)
      add(
        .unknownReportsReduced, tokens.replacing(from: status, to: status, with: "usedReducedFriction"),
        at: status, ".\(written) in a `.unknown` branch")
    }
    return result
  }

  /// The statuses of `InsightEvaluationConsumptionStatus` (RULES.md).
  static let statuses: Set<String> = [
    "usedReducedFriction", "usedUnchangedFriction", "usedIncreasedFriction", "notUsedNotNeeded", "notUsedError",
    "usedEvaluationOnly",
  ]

  /// Whether the first argument of the report named at `name` can be a TrustInsights status:
  /// not a string or number literal, and not a leading-dot member the status type lacks
  /// (`.exposed` belongs to an app's own `reportConsumption`).
  static func takesStatus(_ t: RecallTokens, _ name: Int) -> Bool {
    let first = name + 2
    let kind = t.tokens[first].kind
    if kind == .string || kind == .integer || kind == .float { return false }
    if t.text(first) == "." { return statuses.contains(t.text(first + 1)) }
    return true
  }

  /// Report call statements: (first token, the `reportConsumption` token, the closing `)`).
  /// A report that is not a whole statement (an operand of `?:`, an argument) is not cut.
  static func reportStatements(_ t: RecallTokens) -> [(Int, Int, Int)] {
    var result: [(Int, Int, Int)] = []
    for i in 0..<t.count where t.text(i) == "reportConsumption" && t.text(i + 1) == "(" {
      guard let close = t.matchingClose(i + 1) else { continue }
      var first = i
      if t.text(i - 1) == "." {
        guard let start = t.chainStart(dot: i - 1) else { continue }
        first = start
      }
      while first > 0, t.text(first - 1) == "await" || t.text(first - 1) == "try" { first -= 1 }
      guard t.beginsStatement(first), t.endsStatement(close) else { continue }
      result.append((first, i, close))
    }
    return result
  }

  /// Sensitive category members written where a value goes (`operationCategory: .payment`,
  /// `= .account`, `return .payment`, a branch value), not in a pattern (`case .payment:`) or
  /// a comparison (`== .payment`), which are not categories passed anywhere.
  static func categoryLiterals(_ t: RecallTokens) -> [Int] {
    var result: [Int] = []
    for i in 0..<t.count where sensitiveCategories.contains(t.text(i)) {
      guard t.isImplicitMember(i, orAfterType: "OperationCategory") else { continue }
      var head = i - 1
      if t.text(head - 1).hasSuffix("OperationCategory") {
        head -= 1
        while head >= 2, t.text(head - 1) == "." { head -= 2 }
      }
      let before = t.text(head - 1)
      if ["==", "!=", "~=", "case", "is", "as"].contains(before) { continue }
      if before == "," || before == "(" || before == ":" || before == "." {
        if inCaseLabel(t, head) { continue }
      }
      result.append(i)
    }
    return result
  }

  /// Whether token `i` sits between a `case` keyword and the `:` ending that label.
  static func inCaseLabel(_ t: RecallTokens, _ i: Int) -> Bool {
    var j = i + 1
    while j < t.count, j < i + 200 {
      let s = t.text(j)
      if s == "(" || s == "[" {
        guard let close = t.matchingClose(j) else { return false }
        j = close + 1
        continue
      }
      if s == ":" { return t.endsCaseLabel(j) }
      if s == "{" || s == "}" || s == ";" || s == "=" || t.startsLine(j) { return false }
      j += 1
    }
    return false
  }

  /// Report statuses (the first argument's member) of reports inside the body of a `case`
  /// label that lists `.unknown`, or of an `if … == .unknown { … }` block; only when the
  /// status is not already `.usedReducedFriction`.
  static func statusesInUnknownBranches(_ t: RecallTokens) -> [Int] {
    var result: [Int] = []
    for i in 0..<t.count where t.text(i) == "unknown" && t.isImplicitMember(i) {
      guard let (from, to) = unknownBody(t, i) else { continue }
      var j = from
      while j < to {
        if t.text(j) == "reportConsumption", t.text(j + 1) == "(", t.text(j + 2) == ".",
          t.tokens[j + 3].kind == .identifier, t.text(j + 3) != "usedReducedFriction", t.text(j + 4) != "("
        {
          result.append(j + 3)
        }
        j += 1
      }
    }
    return result
  }

  /// The token range of the branch taken on the `.unknown` at `i`: a case body (up to the next
  /// label of the same switch) or the block of `if x == .unknown`.
  static func unknownBody(_ t: RecallTokens, _ i: Int) -> (Int, Int)? {
    if t.text(i - 2) == "==" {
      var j = i + 1
      while j < t.count, j < i + 100, t.text(j) != "{" {
        if t.text(j) == "}" || t.text(j) == "||" { return nil }
        j += 1
      }
      guard t.text(j) == "{", let close = t.matchingClose(j) else { return nil }
      return (j + 1, close)
    }
    guard inCaseLabel(t, i - 1) else { return nil }
    var colon = i + 1
    while colon < t.count, !(t.text(colon) == ":" && t.endsCaseLabel(colon)) {
      if t.text(colon) == "(", let close = t.matchingClose(colon) { colon = close }
      colon += 1
    }
    // A label that names `.medium` and `.high` too is still an unknown branch: RULES.md's
    // multi-pattern case that lists `.unknown` (probes-er p32).
    var j = colon + 1
    while j < t.count {
      let s = t.text(j)
      if s == "case" || s == "default" || s == "}" || s == "@unknown" { break }
      if s == "{" || s == "(" || s == "[" {
        guard let close = t.matchingClose(j) else { return nil }
        j = close
      }
      j += 1
    }
    return (colon + 1, j)
  }
}
