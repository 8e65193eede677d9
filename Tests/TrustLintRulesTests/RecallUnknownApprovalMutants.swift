/// One mutant that sends `.unknown` into a branch that approves, and where RULES.md then puts
/// the finding: at a token naming an approval in that branch.
struct UnknownApprovalMutant {
  /// The kinds of mutant, named as in the recall brief.
  enum Kind: String, CaseIterable {
    /// M7: `.unknown` moved from its case into the case list of an approving branch.
    case moveCase = "M7 move .unknown case"
    /// M8: a condition changed so that `.unknown` takes its approving side.
    case condition = "M8 condition"
  }

  var kind: Kind
  var bytes: [UInt8]
  /// Lines (in the mutant) of the approval tokens of the branch `.unknown` now takes.
  var approvalLines: Set<Int>
  /// Where the change is, for the failure list: `path:line: what`.
  var place: String
  /// The levels the changed condition compares with (M8), which must be the SDK's.
  var levels: [String] = []
}

/// One clause of a `switch`: its label's items and its body.
struct RecallCaseClause {
  /// The `case` / `default` token (`@unknown` for `@unknown default`).
  var label: Int
  /// The `:` ending the label.
  var colon: Int
  /// The label's patterns, as token ranges (empty for `default`).
  var items: [(first: Int, last: Int)]
  /// The body: `colon + 1 ..< end`.
  var end: Int
  var isDefault: Bool { items.isEmpty }
}

/// Makes the M7 and M8 mutants of one file. Pure token work, like `RecallMutantMaker`.
enum RecallUnknownApprovalMaker {
  /// `declared`: the names the program declares with `var`/`let` (`RecallTokens.declaredNames`).
  static func mutants(of t: RecallTokens, path: String, declared: Set<String>) -> [UnknownApprovalMutant] {
    var result: [UnknownApprovalMutant] = []
    for i in 0..<t.count where t.text(i) == "switch" && RecallApprovals.isFirstLevelTest(t, i) {
      result += switchMutants(t, i, path: path, declared: declared)
    }
    for i in 0..<t.count where (t.text(i) == "if" || t.text(i) == "guard") && RecallApprovals.isFirstLevelTest(t, i) {
      result += RecallConditionMutants.mutants(t, i, path: path, declared: declared)
    }
    return result
  }

  /// M7 for the `switch` at `s`: for each item `.unknown` (or `.success(.unknown)`) of a label
  /// without `where`, and each other clause whose body approves and whose label binds nothing
  /// (an `@unknown default` is not a target), `.unknown` is taken out of its label (the whole
  /// clause when it is alone) and put first in the target's list (a `default` takes it as it is).
  static func switchMutants(
    _ t: RecallTokens, _ s: Int, path: String, declared: Set<String>
  ) -> [UnknownApprovalMutant] {
    guard let open = RecallEarlyExitMaker.firstOpenBrace(t, after: s), let clauses = clauses(t, open) else { return [] }
    let function = RecallApprovals.enclosingFunction(t, s)
    var result: [UnknownApprovalMutant] = []
    for (u, source) in clauses.enumerated() {
      // A case parked in `#if false` is never compiled: moving `.unknown` into or out of it owes nothing.
      guard !source.isDefault, !labelHas(t, source, ["where"]), !t.isParked(source.label) else { continue }
      for item in source.items where isUnknownItem(t, item) {
        let written = t.text(from: item.first, to: item.last)
        for (k, target) in clauses.enumerated() where k != u {
          guard t.text(target.label) != "@unknown", !labelHas(t, target, ["let", "var"]), !t.isParked(target.label)
          else { continue }
          let approvals = RecallApprovals.tokens(
            t, from: target.colon + 1, to: target.end, function: function, declared: declared)
          guard !approvals.isEmpty, !reachedByAll(t, target, clauses) else { continue }
          var edits = RecallEdits()
          if source.items.count == 1 {
            edits.edits.append((source.label, source.end - 1, ""))
          } else if let index = source.items.firstIndex(where: { $0.first == item.first }) {
            // The item and the comma after it (or before it, for the last item).
            if index + 1 < source.items.count {
              edits.edits.append((item.first, source.items[index + 1].first - 1, ""))
            } else {
              edits.edits.append((source.items[index - 1].last + 1, item.last, ""))
            }
          }
          if !target.isDefault { edits.edits.append((target.label + 1, target.label, "\(written), ")) }
          let bytes = edits.apply(t)
          let lines = Set(approvals.map { edits.line(of: $0, in: t, edited: bytes) })
          let to = target.isDefault ? "default" : t.text(from: target.label, to: target.colon)
          result.append(
            UnknownApprovalMutant(
              kind: .moveCase, bytes: bytes, approvalLines: lines,
              place:
                "\(path):\(t.line(of: item.first)): `\(written)` moved to `\(to)` (line \(t.line(of: target.label)))"
            ))
        }
      }
    }
    return result
  }

  /// Whether every named level (`.unknown`, `.medium`, `.high`) reaches `target` once
  /// `.unknown` is moved there: the rule's documented choice ("a branch is an unknown branch
  /// when `.unknown` reaches it and not all three values do") owes nothing then. Only for a
  /// `default`: a label `.unknown` is added to lists it beside other patterns, RULES.md's
  /// multi-pattern case, an unknown branch whatever else reaches it (probes-er p32).
  static func reachedByAll(_ t: RecallTokens, _ target: RecallCaseClause, _ all: [RecallCaseClause]) -> Bool {
    func named(_ c: RecallCaseClause) -> Set<String> {
      Set(c.items.compactMap { item in (item.first...item.last).map { t.text($0) }.last { levelNames.contains($0) } })
    }
    if target.isDefault {
      // The source clause keeps its other values; a `default` takes what no label lists.
      let listed = all.filter { !$0.isDefault }.reduce(Set<String>()) { $0.union(named($1)) }
      return listed.isDisjoint(with: ["medium", "high"])
    }
    return false
  }

  static let levelNames: Set<String> = ["unknown", "medium", "high"]

  /// Whether the item is `.unknown` or `.success(.unknown)`.
  static func isUnknownItem(_ t: RecallTokens, _ item: (first: Int, last: Int)) -> Bool {
    let texts = (item.first...item.last).map { t.text($0) }
    return texts == [".", "unknown"] || texts == [".", "success", "(", ".", "unknown", ")"]
  }

  static func labelHas(_ t: RecallTokens, _ c: RecallCaseClause, _ words: Set<String>) -> Bool {
    (c.label..<c.colon).contains { words.contains(t.text($0)) }
  }

  /// The clauses of the switch body opened at `open`, or nil when a label cannot be read.
  static func clauses(_ t: RecallTokens, _ open: Int) -> [RecallCaseClause]? {
    guard let close = t.matchingClose(open) else { return nil }
    var labels: [Int] = []
    var j = open + 1
    while j < close {
      let s = t.text(j)
      if s == "(" || s == "[" || s == "{" {
        guard let c = t.matchingClose(j) else { return nil }
        j = c + 1
        continue
      }
      let prev = t.text(j - 1)
      let starts = j == open + 1 || t.startsLine(j) || prev == ";"
      let inCondition = ["if", "guard", "while", "for", ",", "&&"].contains(prev)
      if starts, !inCondition, s == "case" || s == "default" || (s == "@unknown" && t.text(j + 1) == "default") {
        labels.append(j)
        if s == "@unknown" { j += 1 }
      }
      j += 1
    }
    guard t.text(open + 1) == "case" || t.text(open + 1) == "default" || t.text(open + 1) == "@unknown" else {
      return nil
    }
    var result: [RecallCaseClause] = []
    for (n, label) in labels.enumerated() {
      var end = n + 1 < labels.count ? labels[n + 1] : close
      // A case ends where the `#if` clause around it ends (`#elseif`, `#else`, `#endif`): cutting
      // it must not take the directive, which would move the next clause's cases into its own.
      var depth = 0
      for k in (label + 1)..<end {
        let d = t.text(k)
        if d == "#if" {
          depth += 1
        } else if d == "#endif" && depth > 0 {
          depth -= 1
        } else if depth == 0 && (d == "#elseif" || d == "#else" || d == "#endif") {
          end = k
          break
        }
      }
      var colon = label + 1
      var items: [(first: Int, last: Int)] = []
      var itemStart = label + 1
      let isDefault = t.text(label) != "case"
      while colon < end, t.text(colon) != ":" {
        let s = t.text(colon)
        if s == "(" || s == "[", let c = t.matchingClose(colon) {
          colon = c
        } else if s == "," || s == "where" {
          if itemStart < colon { items.append((itemStart, colon - 1)) }
          itemStart = s == "where" ? end : colon + 1
        }
        colon += 1
      }
      guard colon < end else { return nil }
      if !isDefault, itemStart < colon { items.append((itemStart, colon - 1)) }
      if !isDefault, items.isEmpty { return nil }
      result.append(RecallCaseClause(label: label, colon: colon, items: isDefault ? [] : items, end: end))
    }
    return result
  }
}
