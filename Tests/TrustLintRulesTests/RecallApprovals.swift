import TrustLintAnalysis

/// Token questions about approvals for the `.unknown`-as-approval mutants: which tokens of a
/// branch name an approval in RULES.md's words ("unknown_treated_as_approval": a report with
/// `.usedReducedFriction`, a call whose base name starts with an approval verb, a returned or
/// assigned approval value, `true` returned by a predicate or assigned to a variable whose
/// name speaks of approval), read with the default vocabularies (`AnalysisOptions`).
enum RecallApprovals {
  /// The SDK's level names: a branch that tests them again is not taken whole.
  static let levels: Set<String> = ["low", "medium", "high", "unknown"]
  static let options = AnalysisOptions()

  /// The approval tokens of the branch `from..<to`, or `[]` when the branch must not be used:
  /// it tests a level again (a member `.low`/`.medium`/`.high`/`.unknown` other than a
  /// returned or assigned value), or it falls through. Nested function bodies are skipped
  /// (RULES.md counts closures written in the branch, not nested functions); a value returned
  /// inside a closure is the closure's, so only calls count there. `function` is the name of
  /// the function the branch is in (for a returned `true`); `declared` the names the program
  /// declares with `var`/`let` (for `true` assigned to a property of another value).
  static func tokens(_ t: RecallTokens, from: Int, to: Int, function: String?, declared: Set<String>) -> [Int] {
    var result: [Int] = []
    var j = from
    while j < to {
      let s = t.text(j)
      if s == "func", let open = firstBrace(t, after: j, before: to), let close = t.matchingClose(open) {
        j = close + 1
        continue
      }
      if s == "fallthrough" { return [] }
      if levels.contains(s), t.isImplicitMember(j) {
        let before = t.text(j - 2)
        guard before == "return" || before == "=" else { return [] }
      }
      let inClosure = insideClosure(t, j, from: from)
      if s == "reportConsumption", t.text(j + 1) == "(", t.text(j + 2) == ".",
        t.text(j + 3) == "usedReducedFriction"
      {
        result.append(j + 3)
      } else if isApprovalCall(t, j), !(inClosure && gatedByAnswer(t, j, from: from)),
        !gatedByAwaitedCheck(t, j, from: from)
      {
        result.append(j)
      } else if !inClosure, s == ".", t.text(j - 1) == "return" || t.text(j - 1) == "=",
        CamelCaseWords.firstMatch(t.text(j + 1), in: options.approvalValues) != nil
      {
        result.append(j + 1)
      } else if !inClosure, s == "true", let name = predicateName(t, j, function: function, declared: declared),
        CamelCaseWords.containsAny(name, of: options.approvalPredicateWords, skippingNegations: true)
      {
        result.append(j)
      }
      j += 1
    }
    return result
  }

  /// A call `name(` (or `x.name(`) whose name starts with an approval verb; not an enum value
  /// written with a leading dot, a declaration, or a `trustInsights…` name.
  static func isApprovalCall(_ t: RecallTokens, _ j: Int) -> Bool {
    guard t.tokens[j].kind == .identifier, t.text(j + 1) == "(", !t.tokens[j + 1].flags.contains(.spaceBefore)
    else { return false }
    if t.text(j - 1) == "func" || t.text(j - 1) == "case" { return false }
    if t.text(j - 1) == "." && t.isImplicitMember(j) { return false }
    let name = t.text(j)
    guard let verb = CamelCaseWords.firstMatch(name, in: options.approvalVerbs) else { return false }
    return !(verb.lowercased() == "trust" && name.dropFirst(verb.count).hasPrefix("Insight"))
  }

  /// The name a `true` at `j` goes to: the function's for `return true`, the variable's for
  /// `name = true` (`self.name = true` too). A property of another value (`tableView.name =
  /// true`) that the program never declares is a framework's, no decision of the app: nil.
  static func predicateName(_ t: RecallTokens, _ j: Int, function: String?, declared: Set<String>) -> String? {
    if t.text(j - 1) == "return" { return function }
    guard t.text(j - 1) == "=", t.tokens[j - 2].kind == .identifier else { return nil }
    let name = t.text(j - 2)
    if t.text(j - 3) == ".", t.text(j - 4) != "self", t.text(j - 4) != "Self", !declared.contains(name) { return nil }
    return name
  }

  /// Whether token `j` is inside a closure opened within the branch (after `from`).
  static func insideClosure(_ t: RecallTokens, _ j: Int, from: Int) -> Bool {
    var at = j
    while let open = t.enclosingOpen(at), open >= from {
      if t.blockKind(open) == .closure { return true }
      at = open
    }
    return false
  }

  /// The name of the function whose body holds token `i` (nil in a closure, accessor or at
  /// top level).
  static func enclosingFunction(_ t: RecallTokens, _ i: Int) -> String? {
    guard let body = t.scopeChain(at: i).last, case .function = body.kind else { return nil }
    var j = body.open - 1
    while j >= 0, j > body.open - 200 {
      if t.text(j) == "func" { return t.text(j + 1) }
      if t.text(j) == "{" || t.text(j) == "}" || t.text(j) == "var" { return nil }
      j -= 1
    }
    return nil
  }

  /// Whether the test at `g` is the first thing of its function or closure body that names a
  /// level (`.unknown`, `.medium`, `.high`): no earlier test of that body can have kept
  /// `.unknown` away from it (`if level == .unknown { … } else if …`, a `guard` before it, a
  /// case body it is nested in).
  static func isFirstLevelTest(_ t: RecallTokens, _ g: Int) -> Bool {
    let body = t.scopeChain(at: g).last
    let start = body.map { $0.kind.isBody ? $0.open + 1 : 0 } ?? 0
    return !(start..<g).contains { levels.contains(t.text($0)) && t.isImplicitMember($0) }
  }

  /// The first `{` after `j` and before `limit`, brackets skipped.
  static func firstBrace(_ t: RecallTokens, after j: Int, before limit: Int) -> Int? {
    var k = j + 1
    while k < limit {
      if t.text(k) == "{" { return k }
      if t.text(k) == "(" || t.text(k) == "[", let close = t.matchingClose(k) { k = close }
      k += 1
    }
    return nil
  }
}

/// Byte edits on a file seen through the lexer, applied together, with the offset a byte of
/// the original has in the edited file (to place the expected finding).
struct RecallEdits {
  /// (first token, last token, replacement); a `first > last` pair inserts before `first`.
  var edits: [(first: Int, last: Int, text: String)] = []

  /// The edited bytes.
  func apply(_ t: RecallTokens) -> [UInt8] {
    var bytes = t.bytes
    for e in edits.sorted(by: { $0.first > $1.first }) {
      let start = Int(t.tokens[e.first].start)
      let end = e.first > e.last ? start : Int(t.tokens[e.last].end)
      bytes.replaceSubrange(start..<end, with: Array(e.text.utf8))
    }
    return bytes
  }

  /// The 1-based line, in the edited file, of token `i` of the original (not itself edited).
  func line(of i: Int, in t: RecallTokens, edited: [UInt8]) -> Int {
    var offset = Int(t.tokens[i].start)
    for e in edits where e.first < i || (e.first > e.last && e.first <= i) {
      let start = Int(t.tokens[e.first].start)
      let end = e.first > e.last ? start : Int(t.tokens[e.last].end)
      offset += e.text.utf8.count - (end - start)
    }
    return 1 + edited[0..<offset].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
  }
}
