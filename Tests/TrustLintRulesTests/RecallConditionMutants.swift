/// M8: an `if`/`guard` condition that keeps `.unknown` away from the approving side is changed
/// so that `.unknown` takes that side. The condition is read only when it is one comparison
/// `S == .m` / `S != .m` with a level `m`, or a chain of one operator (`||` or `&&`) whose other
/// elements either are such comparisons or name nothing the subject names (so no helper of
/// the level decides). Three changes, each sending `.unknown` to a known side:
/// - a single comparison has its operator flipped (`.unknown` goes to the other side);
/// - in an `||` chain whose other comparisons are `== .m` with `m` not `.unknown`, the
///   `S == .unknown` disjunct is dropped (`.unknown` now fails the condition);
/// - in an `&&` chain whose other comparisons are `!= .m` with `m` not `.unknown`, the
///   `S != .unknown` conjunct is dropped (`.unknown` now passes it).
/// The sides: an `if`'s block and its `else` block (an `else if` is no side), or, when the
/// `if` has no `else` and its block ends in an exit, the rest of the enclosing block; a
/// `guard`'s `else` block and the rest of its block. The rest ends at the next case label.
enum RecallConditionMutants {
  static func mutants(_ t: RecallTokens, _ g: Int, path: String, declared: Set<String>) -> [UnknownApprovalMutant] {
    let isGuard = t.text(g) == "guard"
    guard let (elements, op, end) = condition(t, g, isGuard: isGuard), let sides = sides(t, g, end, isGuard: isGuard)
    else { return [] }
    let function = RecallApprovals.enclosingFunction(t, g)
    var changes: [(edit: (Int, Int, String), unknownPasses: Bool, what: String)] = []
    let comparisons = elements.map { comparison(t, $0) }
    // Other elements must not test the subject by other means (a helper, a membership).
    for (n, element) in elements.enumerated() where comparisons[n] == nil {
      guard let subject = comparisons.compactMap({ $0 }).first?.subject else { return [] }
      let names = Set((subject.first...subject.last).map { t.text($0) }.filter { $0.first?.isLetter ?? false })
      if (element.first...element.last).contains(where: { names.contains(t.text($0)) }) { return [] }
    }
    if elements.count == 1, let c = comparisons[0] {
      let passes = (t.text(c.op) == "==") == (c.member == "unknown")
      let flipped = t.text(c.op) == "==" ? "!=" : "=="
      changes.append(((c.op, c.op, flipped), !passes, "`\(t.text(c.op))` flipped"))
    } else if elements.count > 1 {
      let wanted = op == "||" ? "==" : "!="
      let others = comparisons.compactMap { $0 }.filter { $0.member != "unknown" }
      // Without another comparison of the level left, the mutant tests no level at all: it sends
      // `.unknown` nowhere in particular (RULES.md owes no finding there).
      guard !others.isEmpty, others.allSatisfy({ t.text($0.op) == wanted }) else { return [] }
      for (n, c) in comparisons.enumerated() {
        guard let c, c.member == "unknown", t.text(c.op) == wanted else { continue }
        let cut =
          n == 0
          ? (elements[0].first, elements[1].first - 1, "") : (elements[n - 1].last + 1, elements[n].last, "")
        changes.append((cut, op == "&&", "`\(t.text(from: elements[n].first, to: elements[n].last))` dropped"))
      }
    }
    var result: [UnknownApprovalMutant] = []
    for change in changes {
      guard let side = change.unknownPasses ? sides.passes : sides.fails else { continue }
      let approvals = RecallApprovals.tokens(t, from: side.0, to: side.1, function: function, declared: declared)
      guard !approvals.isEmpty else { continue }
      let edits = RecallEdits(edits: [(change.edit.0, change.edit.1, change.edit.2)])
      let bytes = edits.apply(t)
      result.append(
        UnknownApprovalMutant(
          kind: .condition, bytes: bytes,
          approvalLines: Set(approvals.map { edits.line(of: $0, in: t, edited: bytes) }),
          place: "\(path):\(t.line(of: g)): \(t.text(g)) `\(t.text(from: g + 1, to: end - 1))`: \(change.what)",
          levels: comparisons.compactMap { $0?.member }))
    }
    return result
  }

  /// A level comparison element `S op .m`: the operator token, the member and the subject.
  static func comparison(_ t: RecallTokens, _ e: (first: Int, last: Int)) -> (
    op: Int, member: String, subject: (first: Int, last: Int)
  )? {
    let b = e.last
    guard b - e.first >= 3, t.text(b - 1) == ".", RecallApprovals.levels.contains(t.text(b)), t.isImplicitMember(b),
      t.text(b - 2) == "==" || t.text(b - 2) == "!="
    else { return nil }
    let subject = (e.first, b - 3)
    if (subject.0...subject.1).contains(where: { RecallApprovals.levels.contains(t.text($0)) && t.isImplicitMember($0) }
    ) {
      return nil
    }
    return (b - 2, t.text(b), subject)
  }

  /// The elements of the condition after `g`, the one chain operator ("" for one element) and
  /// the token ending the condition (`{` of an `if`, `else` of a `guard`); nil for a condition
  /// list, a binding, a pattern, mixed operators, a ternary, or a level named outside a
  /// comparison.
  static func condition(_ t: RecallTokens, _ g: Int, isGuard: Bool) -> (
    [(first: Int, last: Int)], String, Int
  )? {
    let first = t.text(g + 1)
    guard !["let", "var", "case", "#available", "#unavailable"].contains(first) else { return nil }
    var elements: [(first: Int, last: Int)] = []
    var op = ""
    var start = g + 1
    var j = g + 1
    while j < t.count, j < g + 200 {
      let s = t.text(j)
      if s == "(" || s == "[" {
        guard let c = t.matchingClose(j) else { return nil }
        j = c + 1
        continue
      }
      if (!isGuard && s == "{") || (isGuard && s == "else") { break }
      let ternary = s == "?" && t.tokens[j].flags.contains(.spaceBefore)
      if s == "," || ternary || s == "??" || s == "{" || s == "}" || s == ";" || s == "let" || s == "case" {
        return nil
      }
      if s == "||" || s == "&&" {
        guard op.isEmpty || op == s, start < j else { return nil }
        op = s
        elements.append((start, j - 1))
        start = j + 1
      }
      j += 1
    }
    guard j < t.count, start < j else { return nil }
    elements.append((start, j - 1))
    for e in elements where comparison(t, e) == nil {
      if (e.first...e.last).contains(where: { RecallApprovals.levels.contains(t.text($0)) && t.isImplicitMember($0) }) {
        return nil
      }
    }
    guard elements.contains(where: { comparison(t, $0) != nil }) else { return nil }
    return (elements, op, j)
  }

  /// The token ranges taken when the condition holds (`passes`) and when it fails (`fails`).
  static func sides(_ t: RecallTokens, _ g: Int, _ end: Int, isGuard: Bool) -> (
    passes: (Int, Int)?, fails: (Int, Int)?
  )? {
    if isGuard {
      guard t.text(end + 1) == "{", let close = t.matchingClose(end + 1) else { return nil }
      return (rest(t, after: close), (end + 2, close))
    }
    guard let close = t.matchingClose(end) else { return nil }
    let then = (end + 1, close)
    if t.text(close + 1) == "else" {
      guard t.text(close + 2) == "{", let elseClose = t.matchingClose(close + 2) else { return (then, nil) }
      return (then, (close + 3, elseClose))
    }
    guard t.text(g - 1) != "else", endsInExit(t, end, close) else { return (then, nil) }
    return (then, rest(t, after: close))
  }

  /// The tokens after `close` up to the end of the enclosing block or the next case label.
  static func rest(_ t: RecallTokens, after close: Int) -> (Int, Int)? {
    guard let open = t.enclosingOpen(close + 1), let blockEnd = t.matchingClose(open) else { return nil }
    var j = close + 1
    while j < blockEnd {
      let s = t.text(j)
      if s == "case" || s == "default" || s == "@unknown", t.startsLine(j) { break }
      if s == "(" || s == "[" || s == "{", let c = t.matchingClose(j) { j = c }
      j += 1
    }
    return (close + 1, j)
  }

  /// Whether the block `open…close` ends with `return`, `throw`, `continue` or `break`.
  static func endsInExit(_ t: RecallTokens, _ open: Int, _ close: Int) -> Bool {
    var j = open + 1
    var lastStart = -1
    while j < close {
      let s = t.text(j)
      if j == open + 1 || t.startsLine(j) || t.text(j - 1) == ";" { lastStart = j }
      if s == "(" || s == "[" || s == "{", let c = t.matchingClose(j) { j = c }
      j += 1
    }
    return lastStart >= 0 && ["return", "throw", "continue", "break"].contains(t.text(lastStart))
  }
}
