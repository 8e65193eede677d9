import TrustLintSyntax

/// A `for` loop over a range written in the loop (`for attempt in 1...maxAttempts`) ends
/// normally only after the pass where the variable holds the range's last value. A retry loop
/// whose last pass always leaves (`catch where attempt == maxAttempts { report; throw error }`)
/// therefore never falls out of the loop, and the end after it is on no path. The test "this
/// is the last pass" (`attempt == LAST`, `attempt >= LAST`, and `<`, `!=` as its negation; for
/// `a..<b`, LAST is `b - 1` and `attempt + 1 == b` says the same) is a condition slot of its
/// own, as a tracked `Bool` is (`GraphBuilder+Correlation.swift`): unknown at the start of each
/// pass, true on the loop's normal exit, and false before a loop that cannot run zero passes
/// (`a...b` traps when empty; literal bounds) so that the exit without a pass goes too.
///
/// Followed only where nothing can make the test mean something else: the pattern is a plain
/// name bound by `for` itself (not `for var`, so the body cannot assign it; a shadowing name is
/// another variable), the loop has no `where` clause, and the bound is literals and names that
/// the body never assigns, declares again, passes `inout` or reaches into (`items.count` while
/// the body calls `items.append`). Anything else keeps every exit.
struct LastPassLoop {
  /// The loop variable (nil until the pass declares it).
  var variable: Int32?
  /// How a test writes the last value: the variable plus `offset`, compared with `text`
  /// (without whitespace or a leading `self.`).
  var forms: [(offset: Int, text: String)]
  /// Whether every run of the loop has a pass.
  var neverEmpty: Bool
  /// The node before the loop's head, and the first node of each pass (nil for a counter
  /// loop, whose slot is forgotten where the counter is increased: `GraphBuilder+CounterLoops.swift`).
  var before: Int32
  var passStart: Int32?
  /// The operators that assign the name before them: a write of a loop's variable or bound.
  static let assignmentOperators: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=",
  ]
  /// The condition slot, taken on the first test of the last value.
  var slot: Int32?
}

extension GraphBuilder {
  /// Starts following `f`'s last pass when it is such a loop (the current node leads to its
  /// head: the slot is set there once a test takes one). Returns whether it is followed.
  func beginLastPass(_ f: ForInStmt) -> Bool {
    guard f.whereClause == nil, !f.isTry, !f.isAwait, case .binding(let n) = f.pattern, n.token > 0,
      tree.text(of: n.token - 1) == "for", case .binary(let range) = SyntaxQueries.stripped(f.sequence),
      range.op.text == "..." || range.op.text == "..<", boundIsStable(range.rhs, in: f.body)
    else { return false }
    let closed = range.op.text == "..."
    let last = normalizedText(range.rhs)
    guard !last.isEmpty else { return false }
    var forms: [(offset: Int, text: String)]
    let upper = Self.integerLiteral(range.rhs, tree)
    if closed {
      forms = [(0, last)]
      if last.hasSuffix("-1"), last.count > 2 { forms.append((1, String(last.dropLast(2)))) }
      if let upper { forms.append((1, String(upper + 1))) }
    } else {
      forms = [(0, last + "-1"), (1, last)]
      if let upper { forms.append((0, String(upper - 1))) }
    }
    // `a...b` with `a > b` traps before any pass; `a..<b` is empty when `a == b`.
    var neverEmpty = closed
    if !closed, let lower = Self.integerLiteral(range.lhs, tree), let upper = upper ?? integerConstant(range.rhs) {
      neverEmpty = lower < upper
    }
    // The node before the head: every path into the loop (and to its exit) passes there.
    lastPassLoops.append(LastPassLoop(variable: nil, forms: forms, neverEmpty: neverEmpty, before: current))
    return true
  }

  /// The pass has declared the loop variable; `current` is the pass's first node.
  func enterLastPass(_ f: ForInStmt) {
    guard case .binding(let n) = f.pattern else { return }
    lastPassLoops[lastPassLoops.count - 1].variable = lookup(n.text)
    lastPassLoops[lastPassLoops.count - 1].passStart = current
  }

  /// Links the loop's normal exit from `afterHead` to `exit`: through the last pass, when a
  /// test of it was followed.
  func endLastPass(afterHead: Int32, exit: Int32) {
    let loop = lastPassLoops.removeLast()
    guard let slot = loop.slot else {
      link(afterHead, exit)
      return
    }
    let saved = current
    current = newNode()
    link(afterHead, current)
    emit(.testCondition(slot: slot, value: true))
    link(current, exit)
    current = saved
  }

  /// For a test of a followed loop's variable against its last value: the slot, and whether
  /// it is the last pass where the test is true.
  func lastPassTest(_ b: BinaryExpr) -> (slot: Int32, lastWhenTrue: Bool)? {
    guard !lastPassLoops.isEmpty else { return nil }
    var op = b.op.text
    var operand: (name: String, offset: Int)
    var other: Expr
    if let o = loopVariableOperand(b.lhs) {
      (operand, other) = (o, b.rhs)
    } else if let o = loopVariableOperand(b.rhs) {
      (operand, other) = (o, b.lhs)
      // `LAST <= attempt` is `attempt >= LAST`.
      let mirrored = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]
      op = mirrored[op] ?? op
    } else {
      return nil
    }
    // Within the range nothing exceeds LAST: `>=` is `==`, `<` is `!=`; `>` and `<=` tell nothing.
    let lastWhenTrue: Bool
    switch op {
    case "==", ">=": lastWhenTrue = true
    case "!=", "<": lastWhenTrue = false
    default: return nil
    }
    guard let v = lookup(operand.name), let k = lastPassLoops.lastIndex(where: { $0.variable == v }) else {
      return nil
    }
    let text = normalizedText(other)
    guard lastPassLoops[k].forms.contains(where: { $0.offset == operand.offset && $0.text == text }),
      let slot = lastPassSlot(k, name: operand.name)
    else { return nil }
    return (slot, lastWhenTrue)
  }

  /// A `catch` clause is entered: its own `where` test held, and each earlier clause of one
  /// pattern that matches every error was passed over because its `where` test failed.
  func assumeCatchTests(_ catches: [CatchClause], clause k: Int) {
    guard !lastPassLoops.isEmpty else { return }
    for (j, clause) in catches.enumerated() where j <= k && clause.items.count == 1 {
      guard case .binary(let b)? = clause.items[0].whereClause.map(SyntaxQueries.stripped),
        j == k || Self.matchesEveryError(clause.items[0].pattern), let test = lastPassTest(b)
      else { continue }
      emit(.testCondition(slot: test.slot, value: j == k ? test.lastWhenTrue : !test.lastWhenTrue))
    }
  }

  /// The slot of loop `k`, taken now if none is yet: set before the loop and forgotten at
  /// the start of each pass (the nodes were made before the first test); a counter loop's is
  /// forgotten where the counter changes instead.
  func lastPassSlot(_ k: Int, name: String) -> Int32? {
    if let slot = lastPassLoops[k].slot { return slot }
    // Slots are few: a loop takes one only where every correlated `Bool` can still have its own.
    guard graph.conditions.count + conditionNames.count < PathStates.maxConditions else { return nil }
    graph.variables.append(FlowVariable(name: "last pass of \(name)", isTemporary: true, loop: nil))
    graph.conditions.append(Int32(graph.variables.count - 1))
    let slot = Int32(graph.conditions.count - 1)
    lastPassLoops[k].slot = slot
    let loop = lastPassLoops[k]
    graph.nodes[Int(loop.before)].events.append(.setCondition(slot: slot, value: loop.neverEmpty ? false : nil))
    if let start = loop.passStart {
      graph.nodes[Int(start)].events.insert(.setCondition(slot: slot, value: nil), at: 0)
    }
    return slot
  }

  /// `attempt` or `attempt + 1` (in parentheses or not): the name and what is added.
  private func loopVariableOperand(_ e: Expr) -> (name: String, offset: Int)? {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n): return (n.text, 0)
    case .binary(let b) where b.op.text == "+":
      guard case .identifier(let n) = SyntaxQueries.stripped(b.lhs), Self.integerLiteral(b.rhs, tree) == 1 else {
        return nil
      }
      return (n.text, 1)
    default: return nil
    }
  }

  /// `catch`, `catch let e`, `catch _` and `catch let e as Error` patterns.
  private static func matchesEveryError(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .binding, .wildcard: return true
    case .cast(.binding, let t), .cast(.wildcard, let t): return ["Error", "any Error"].contains(t.text)
    default: return false
    }
  }

  /// The value of a constant bound: a local `let retries = 3`, or a property of the program
  /// declared `let` with an integer literal (`maxRetries`, `self.maxRetries`,
  /// `Self.maxRetries`, `Config.maxRetries`) in this file, every declaration of that name the
  /// same and none in another file.
  func integerConstant(_ e: Expr) -> Int? {
    let name: String
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      if let v = lookup(n.text) { return integerConstants[v] }
      name = n.text
    case .member(let m):
      guard case .identifier(let base) = SyntaxQueries.stripped(m.base),
        base.text == "self" || base.text.first?.isUppercase == true
      else { return nil }
      name = m.name.text
    default:
      return nil
    }
    // Only declarations in this file: a token index of another file's initializer means
    // nothing in this tree (it crashed on the corpus), and another file's value is not read.
    let values = index.properties(named: name, fromFile: fileIndex).map { p in
      p.fileIndex == fileIndex && p.declaration.isLet && !p.isComputed
        ? p.initializer.flatMap { Self.integerLiteral($0, tree) } : nil
    }
    guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
    return value
  }

  /// The value of an integer literal (no underscores, no sign).
  static func integerLiteral(_ e: Expr, _ tree: SyntaxTree) -> Int? {
    guard case .literal(let l) = SyntaxQueries.stripped(e), l.kind == .integer else { return nil }
    return Int(tree.text(of: l.token))
  }

  /// The expression's source text without whitespace or a leading `self.`.
  func normalizedText(_ e: Expr) -> String {
    guard let first = SourceText.firstToken(of: e), let last = SourceText.lastToken(of: e) else { return "" }
    var text = tree.text(from: first, through: last).filter { !$0.isWhitespace }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    return text
  }

  /// Whether `bound` has one value in every pass: integer literals, names and member chains
  /// (`maxAttempts`, `self.retries`, `Config.maxRetries`, `items.count`) joined by `+`, `-`
  /// or `*`, whose names the body never assigns, declares again, passes `inout`, calls or
  /// reaches into otherwise than the bound does (`items.append(x)` changes `items.count`).
  func boundIsStable(_ bound: Expr, in body: Block) -> Bool {
    guard let first = SourceText.firstToken(of: bound), let last = SourceText.lastToken(of: bound) else {
      return false
    }
    let tokens = tree.tokens
    func isName(_ i: Int) -> Bool {
      tokens[i].kind == .identifier || ["self", "Self"].contains(tree.text(of: Int32(i)))
    }
    // Each chain's first name that is no `self` or type, with the members the bound reads after it.
    var keys: [String: [String]] = [:]
    var i = Int(first)
    while i <= Int(last) {
      let text = tree.text(of: Int32(i))
      if tokens[i].kind == .integer || ["+", "-", "*"].contains(text) {
        i += 1
        continue
      }
      guard isName(i) else { return false }
      var chain = [text]
      i += 1
      while i + 1 <= Int(last), tree.text(of: Int32(i)) == ".", tokens[i + 1].kind == .identifier {
        chain.append(tree.text(of: Int32(i + 1)))
        i += 2
      }
      guard let k = chain.firstIndex(where: { $0 != "self" && $0 != "Self" && !($0.first?.isUppercase ?? true) })
      else { continue }
      if let known = keys[chain[k]], known != Array(chain[(k + 1)...]) { return false }
      keys[chain[k]] = Array(chain[(k + 1)...])
    }
    let assignments = LastPassLoop.assignmentOperators
    var j = Int(body.lbrace) + 1
    while j < Int(body.rbrace) {
      defer { j += 1 }
      guard tokens[j].kind == .identifier, let rest = keys[tree.text(of: Int32(j))] else { continue }
      if ["&", "let", "var", "case", "inout"].contains(tree.text(of: Int32(j - 1))) { return false }
      var next = j + 1
      for member in rest {
        guard next + 1 < Int(body.rbrace), tree.text(of: Int32(next)) == ".", tree.text(of: Int32(next + 1)) == member
        else { return false }
        next += 2
      }
      let after = tree.text(of: Int32(next))
      if assignments.contains(after) || [".", "[", "(", "?", "!"].contains(after) { return false }
    }
    return true
  }
}
