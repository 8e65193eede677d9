import TrustLintAnalysis
import TrustLintSyntax

/// Turns obligation results into findings for the three flow rules: locations, messages in
/// the compiler's style (lowercase, no final period, names in single quotes) and related
/// locations for every leaking exit.
enum FlowMessages {
  static func line(_ tree: SyntaxTree, _ token: TokenIndex) -> Int { tree.location(of: token).line }

  /// One leaking exit as a clause of the message ("returns at line 57 on the '.medium' branch").
  /// `thrownBy`: the `try`s and `throw`s that sent the leaking paths into the `catch` the exit
  /// is in or after (`throwSources`).
  static func describe(
    _ exit: FlowExit, via: [ExitContext], thrownBy: [FlowExit] = [], tree: SyntaxTree,
    reach: [TokenIndex: CaseReach] = [:]
  ) -> String {
    let l = line(tree, exit.token)
    let when = thrownBy.isEmpty ? "" : " " + whenThrown(thrownBy, tree: tree)
    if case .catchClause(let c)? = exit.context {
      let where_ = "the 'catch' at line \(line(tree, c))"
      switch exit.kind {
      case .returns: return "\(where_) returns without a report\(when)"
      case .throwsError:
        // A `catch` nested in a `do` whose clauses may not take its error: said as for a `try`,
        // or the outer clause that reports reads as if it always ran (probes-cq p43).
        return "\(where_) throws without a report\(unmatched(exit, tree: tree))\(when)"
      default: break
      }
    }
    var base: String
    switch exit.kind {
    case .returns: base = "returns at line \(l)"
    case .throwsError: base = "throws at line \(l)"
    case .fallsOffEnd: base = "reaches the end at line \(l)"
    case .tryThrows: base = "'\(exit.text(in: tree) ?? "try")' can throw at line \(l)"
    case .breaks: base = "'\(jumpText(exit.token, exit.label, tree: tree))' at line \(l) leaves the loop"
    case .continues: base = "'\(jumpText(exit.token, exit.label, tree: tree))' at line \(l) ends the iteration"
    // Said with the branch or `catch` the leaking paths came through, as a function's end is
    // ("… after the 'catch' at line 19 when 'try …' at line 17 throws"; probes-dy p121).
    case .iterationEnds: base = "the loop iteration ends at line \(l)"
    case .discarded: return "the result is discarded at line \(l)"
    case .overwritten: base = "it is overwritten at line \(l)"
    }
    base += unmatched(exit, tree: tree)
    switch exit.context {
    case .switchCase(let k)?:
      base += " on the '\(SourceText.caseLabel(tree, keyword: k))' branch" + takenBy(k, tree: tree, reach: reach)
    case .catchClause(let c)?: base += " in the 'catch' at line \(line(tree, c))" + when
    case .guardElse(let g)?:
      base +=
        " in the 'else' of the 'guard' at line \(line(tree, g))" + inCase(exit, when: when, tree: tree, reach: reach)
    case .ifBranch(let i, let isElse)?:
      base +=
        (isElse ? " in the 'else' of the 'if' at line \(line(tree, i))" : " inside the 'if' at line \(line(tree, i))")
        + inCase(exit, when: when, tree: tree, reach: reach)
    case .implicitElse(let i)?: base += " when the 'if' at line \(line(tree, i)) is false"
    case .ifConfigClause(let d)?: base += " in the '\(tree.text(of: d))' clause at line \(line(tree, d))"
    case .skippedCall(let first, let name)?: base += " " + skipped(first, name, tree: tree)
    case .skippedClosure(let name)?: base += " " + skippedClosure(name, tree: tree)
    case .jump?: break
    case nil:
      let after = distinguishing(via).compactMap { afterBranch($0, tree: tree, reach: reach) }
      if !after.isEmpty { base += " " + after.joined(separator: " or ") + when }
    }
    return base
  }

  /// " with an error no 'catch' of the 'do' at line 18 matches" for an error that may pass a
  /// `do` whose clauses catch other errors only; empty otherwise.
  static func unmatched(_ exit: FlowExit, tree: SyntaxTree) -> String {
    guard let d = exit.unmatchedBy else { return "" }
    return " with an error no 'catch' of the 'do' at line \(line(tree, d)) matches"
  }

  /// "when 'try ledger.reserve(amount)' at line 31 or the 'throw' at line 35 throws".
  static func whenThrown(_ sources: [FlowExit], tree: SyntaxTree) -> String {
    let names = sources.map { source in
      source.kind == .tryThrows
        ? "'\(source.text(in: tree) ?? "try")' at line \(line(tree, source.token))"
        : "the 'throw' at line \(line(tree, source.token))"
    }
    return "when " + names.joined(separator: " or ") + " throws"
  }

  /// The `try`s and `throw`s that sent the leaking paths to exit `x` into the `catch` it is in
  /// or after: those written before that `catch`, in source order.
  /// Nil when there are none; with the `catch` keyword.
  static func thrownBy(_ x: Int32, _ leak: ObligationResult.Leak, _ result: ObligationResult) -> (
    catchToken: TokenIndex, sources: [FlowExit]
  )? {
    guard let sources = leak.thrownBy[x], !sources.isEmpty, let c = catchClause(of: x, leak, result) else { return nil }
    let before = sources.map { result.graph.throwSources[Int($0)] }.filter { $0.token < c }
    return before.isEmpty ? nil : (c, before.sorted { $0.token < $1.token })
  }

  /// The `catch` keyword of the clause exit `x` is in, or (outside any branch) came through.
  static func catchClause(of x: Int32, _ leak: ObligationResult.Leak, _ result: ObligationResult) -> TokenIndex? {
    let exit = result.graph.exits[Int(x)]
    if case .catchClause(let c)? = exit.context { return c }
    if case .catchClause(let c)? = exit.enclosingBranch { return c }
    guard exit.context == nil else { return nil }
    for b in leak.via[x] ?? [] {
      if case .catchClause(let c) = result.graph.branches[Int(b)] { return c }
    }
    // A `break`/`continue` out of the `catch` the path entered (`catch { break flow }`).
    for b in leak.via[x] ?? [] {
      if case .jump(_, _, let c?) = result.graph.branches[Int(b)] { return c }
    }
    return nil
  }

  /// The branches worth naming: when unreported paths came through both sides of one `if`,
  /// that `if` says nothing about them.
  static func distinguishing(_ via: [ExitContext]) -> [ExitContext] {
    var thenSide: Set<TokenIndex> = []
    var elseSide: Set<TokenIndex> = []
    for c in via {
      switch c {
      case .ifBranch(let t, let isElse): if isElse { elseSide.insert(t) } else { thenSide.insert(t) }
      case .implicitElse(let t): elseSide.insert(t)
      default: break
      }
    }
    let both = thenSide.intersection(elseSide)
    guard !both.isEmpty else { return via }
    return via.filter { c in
      switch c {
      case .ifBranch(let t, _), .implicitElse(let t): return !both.contains(t)
      default: return true
      }
    }
  }

  /// Where a leaking path came from when the exit itself is outside any branch.
  static func afterBranch(_ c: ExitContext, tree: SyntaxTree, reach: [TokenIndex: CaseReach] = [:]) -> String? {
    switch c {
    case .switchCase(let k):
      return "after the '\(SourceText.caseLabel(tree, keyword: k))' branch" + takenBy(k, tree: tree, reach: reach)
    case .catchClause(let t): return "after the 'catch' at line \(line(tree, t))"
    // (Only a `guard` in a closure run in place or in a loop lets its `else` go on here.)
    case .guardElse(let g): return "after the 'else' of the 'guard' at line \(line(tree, g))"
    case .ifBranch(let t, let isElse):
      return isElse
        ? "after the 'else' of the 'if' at line \(line(tree, t))" : "after the 'if' at line \(line(tree, t))"
    case .implicitElse(let t): return "when the 'if' at line \(line(tree, t)) is false"
    case .ifConfigClause(let d): return "after the '\(tree.text(of: d))' clause at line \(line(tree, d))"
    case .skippedCall(let first, let name): return skipped(first, name, tree: tree)
    case .skippedClosure(let name): return skippedClosure(name, tree: tree)
    case .jump(let t, let label, _): return "after '\(jumpText(t, label, tree: tree))' at line \(line(tree, t))"
    }
  }

  /// "break review", "continue".
  static func jumpText(_ token: TokenIndex, _ label: String?, tree: SyntaxTree) -> String {
    tree.text(of: token) + (label.map { " " + $0 } ?? "")
  }

  /// The branches the unreported paths to exit `x` entered last. For an exit reached again
  /// by a loop's later passes (the head of a `for try await` loop that follows the
  /// evaluation), the branches written after the exit are on those later passes only: the
  /// first pass already leaks, so they are left out.
  static func via(
    _ x: Int32, _ leak: ObligationResult.Leak, _ result: ObligationResult, tree: SyntaxTree
  ) -> [ExitContext] {
    let exit = result.graph.exits[Int(x)]
    let contexts = everyCaseDropped(
      (leak.via[x] ?? []).map { result.graph.branches[Int($0)] }.filter { !exit.isInCalledBody($0) }, result.graph)
    let exitToken = exit.token
    // Only the throwing head of a `for try await` loop is reached again so (a `return` before a
    // closure run in place is not: the closure's branches come after it).
    guard exit.kind == .tryThrows, exit.text(in: tree)?.hasPrefix("for ") == true,
      result.graph.objects[Int(leak.object)].token < exitToken
    else { return contexts }
    return contexts.filter { c in
      switch c {
      case .switchCase(let t), .catchClause(let t), .guardElse(let t), .ifBranch(let t, _), .implicitElse(let t),
        .ifConfigClause(let t), .skippedClosure(let t), .jump(let t, _, _):
        return t < exitToken
      case .skippedCall(_, let name): return name < exitToken
      }
    }
  }

  /// The branches without the cases of a `switch` every case of which is among them: the
  /// leaking paths came through all its cases, so naming them says nothing (probes-cg p14:
  /// a `for try await` head after a switch that sets a `Bool` in each case).
  static func everyCaseDropped(_ contexts: [ExitContext], _ graph: FlowGraph) -> [ExitContext] {
    var seen: [TokenIndex: Set<TokenIndex>] = [:]
    for case .switchCase(let k) in contexts {
      if let g = graph.caseGroups[k] { seen[g.first, default: []].insert(k) }
    }
    let full = Set(seen.filter { Int32($0.value.count) == graph.caseGroups[$0.key]?.count }.keys)
    guard !full.isEmpty else { return contexts }
    return contexts.filter { c in
      guard case .switchCase(let k) = c, let g = graph.caseGroups[k] else { return true }
      return !full.contains(g.first)
    }
  }

  /// " (taken by '.medium')": the outcomes a case of a `switch` on an outcome takes that its
  /// label does not name (a `default`, `@unknown default`, `case .success:`); "" when it names
  /// them all or the switch is not on an outcome.
  static func takenBy(_ k: TokenIndex, tree: SyntaxTree, reach: [TokenIndex: CaseReach]) -> String {
    guard let names = unnamedTakers(k, tree: tree, reach: reach) else { return "" }
    return " (taken by \(list(names)))"
  }

  /// The outcomes taking case `k` when its label does not name one of them; nil otherwise.
  static func unnamedTakers(_ k: TokenIndex, tree: SyntaxTree, reach: [TokenIndex: CaseReach]) -> [String]? {
    guard let r = reach[k] else { return nil }
    let names = r.names
    let label = SourceText.caseLabel(tree, keyword: k)
    let unnamed = names.contains { name in
      // `'.success(.medium)'` is named by a label that says `.medium`; `'.failure'`, `'nil'` by
      // one that says `failure`, `nil` or `.none`.
      let bare = name.dropFirst().dropLast()
      let value = bare.hasPrefix(".success(") ? String(bare.dropFirst(9).dropLast()) : String(bare)
      if value == "nil" { return !(label.contains("nil") || label.contains(".none")) }
      return !label.contains(value)
    }
    return unnamed && !names.isEmpty ? names : nil
  }

  /// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// "when 'output?.present(…)' at line 23 is skipped (a nil link)"; for an `@objc optional`
  /// requirement (`delegate?.review?(…)`) the conformer may also not implement it.
  static func skipped(_ first: TokenIndex, _ name: TokenIndex, tree: SyntaxTree) -> String {
    let callee = SourceText.compact(tree.codeText(from: first, through: name))
    let why = callee.hasSuffix("?") ? "a nil link, or the optional method not implemented" : "a nil link"
    return "when '\(callee)(…)' at line \(line(tree, name)) is skipped (\(why))"
  }

  /// "when 'ifEnabled' at line 12 does not run its closure".
  static func skippedClosure(_ name: TokenIndex, tree: SyntaxTree) -> String {
    "when '\(tree.text(of: name))' at line \(line(tree, name)) does not run its closure"
  }

  /// The note attached to a leaking exit.
  static func note(_ exit: FlowExit) -> String {
    switch exit.kind {
    case .returns: return "returns here without a report"
    case .throwsError: return "throws here without a report"
    case .fallsOffEnd: return "reaches the end here without a report"
    case .tryThrows: return "can throw here before the report"
    case .breaks: return "leaves the loop here without a report"
    case .continues: return "ends the iteration here without a report"
    case .iterationEnds: return "the iteration ends here without a report"
    case .discarded: return "the evaluation is discarded here"
    case .overwritten: return "overwritten here before the report"
    }
  }

  /// How many leaking exits a finding names, in its message and as related locations (the
  /// first in source order; the message then counts the rest). Real code has a few; an
  /// evaluation followed by thousands of throwing calls would otherwise print a note for
  /// each, for each evaluation (1.3 million lines for 20,000 evaluations in one function).
  static let maxExitsNamed = 30

  /// Per leaking exit: the `try`s that sent its path into a `catch` (in source order), then the
  /// exit itself; and per exit and `try` the path through them (for SARIF code flows: the flow
  /// to a `catch`'s exit goes through the `try` that threw, not beside it, nor through others).
  static func related(
    _ leak: ObligationResult.Leak, _ result: ObligationResult, file: ParsedFile, reach: [TokenIndex: CaseReach] = [:]
  ) -> (related: [RelatedLocation], paths: [[PathStep]]) {
    var index: [String: Int] = [:]
    var out: [RelatedLocation] = []
    var paths: [[PathStep]] = []
    func add(_ token: TokenIndex, _ message: String) -> Int {
      let loc = file.tree.location(of: token)
      let r = RelatedLocation(file: file.path, line: loc.line, column: loc.column, message: message)
      let key = "\(r.line):\(r.column):\(r.message)"
      if let i = index[key] { return i }
      index[key] = out.count
      out.append(r)
      return out.count - 1
    }
    for x in leak.exits where out.count < maxExitsNamed {
      let exit = result.graph.exits[Int(x)]
      var prefix: [PathStep] = [.primary]
      // The cases of a `switch` on the outcome this path took without their label naming
      // the value that took them (`'.medium' takes the '@unknown default' branch`).
      for k in takenCases(x, leak, result, tree: file.tree, reach: reach) {
        let label = SourceText.caseLabel(file.tree, keyword: k)
        let names = unnamedTakers(k, tree: file.tree, reach: reach) ?? []
        let verb = names.count == 1 ? "takes" : "take"
        let text = "\(list(names)) \(verb) the '\(label)' branch"
        prefix.append(.related(add(k, text)))
      }
      // Each `try` or `throw` that throws into the `catch` is a path of its own: the first to
      // throw skips the others, so one flow through all of them (probes-ez a1) walked through
      // a `try` the program never reaches after the one before it threw.
      var throwers: [[PathStep]] = [[]]
      if let (c, sources) = thrownBy(x, leak, result) {
        let into = "into the 'catch' at line \(line(file.tree, c)) before the report"
        throwers = sources.map { source in
          [.related(add(source.token, (source.kind == .tryThrows ? "can throw here " : "throws here ") + into))]
        }
      }
      // The `break`s and `continue`s that took the path past the report (after the `try`s
      // that threw into the `catch` they leave).
      var jumps: [PathStep] = []
      if exit.context == nil {
        for case .jump(let t, let label, _) in distinguishing(via(x, leak, result, tree: file.tree)) {
          jumps.append(.related(add(t, "'\(jumpText(t, label, tree: file.tree))' here skips the report")))
        }
      }
      let end = PathStep.related(add(exit.token, note(exit)))
      for thrower in throwers {
        let path = prefix + thrower + jumps + [end]
        if !paths.contains(path) { paths.append(path) }
      }
    }
    return (out, paths)
  }

  /// The `case`/`default` keywords of outcome switches on the way to exit `x` whose label does
  /// not name what takes them, in source order, before the exit.
  static func takenCases(
    _ x: Int32, _ leak: ObligationResult.Leak, _ result: ObligationResult, tree: SyntaxTree,
    reach: [TokenIndex: CaseReach]
  ) -> [TokenIndex] {
    guard !reach.isEmpty else { return [] }
    let exit = result.graph.exits[Int(x)]
    var contexts = via(x, leak, result, tree: tree)
    if let c = exit.context { contexts.append(c) }
    // The case around an exit in an `if` or `guard` inside it, which the message names as the
    // exit's branch (`inCase`): its note was missing (probes-ez h1); not a case around the
    // evaluation's creation, which the message does not name either (`clauses`).
    if case .switchCase(let k)? = exit.enclosingBranch, k > result.graph.objects[Int(leak.object)].token {
      contexts.append(.switchCase(token: k))
    }
    var keys: [TokenIndex] = []
    for case .switchCase(let k) in contexts where k < exit.token && !keys.contains(k) {
      if unnamedTakers(k, tree: tree, reach: reach) != nil { keys.append(k) }
    }
    return keys.sorted()
  }

  /// The leaking exits as clauses, deduplicated (a `defer` copy can repeat one).
  static func clauses(
    _ leak: ObligationResult.Leak, _ result: ObligationResult, tree: SyntaxTree, reach: [TokenIndex: CaseReach] = [:]
  ) -> String {
    var seen: Set<String> = []
    var parts: [String] = []
    // Past the cap the other exits are only counted, one per place and kind.
    var others: Set<String> = []
    for x in leak.exits {
      var exit = result.graph.exits[Int(x)]
      // A case around the evaluation's creation says nothing about the path that leaked it.
      if let b = exit.enclosingBranch, Self.keyword(b) < result.graph.objects[Int(leak.object)].token {
        exit.enclosingBranch = nil
      }
      guard parts.count < maxExitsNamed else {
        others.insert("\(exit.token) \(exit.kind.rawValue)")
        continue
      }
      let via = via(x, leak, result, tree: tree)
      let text = describe(
        exit, via: via, thrownBy: thrownBy(x, leak, result)?.sources ?? [], tree: tree, reach: reach)
      if seen.insert(text).inserted { parts.append(text) }
    }
    if !others.isEmpty { parts.append("and \(others.count) more leaking exit\(others.count == 1 ? "" : "s")") }
    return parts.joined(separator: "; ")
  }

  static func finding(
    _ d: RuleDescription, file: ParsedFile, token: TokenIndex, message: String, related: [RelatedLocation],
    paths: [[PathStep]] = [], enclosing: String
  ) -> Finding {
    let loc = file.tree.location(of: token)
    return Finding(
      rule: d.id, severity: d.defaultSeverity, message: message, file: file.path, line: loc.line,
      column: loc.column, related: related, enclosingDeclaration: enclosing, paths: paths)
  }
}
