import TrustLintSyntax

/// A retry loop counted by hand (`var attempt = 0` then `while attempt < maxAttempts { …
/// attempt += 1 … }`, or the same as `repeat { … } while attempt < maxAttempts`) ends normally
/// only once the counter has reached its bound. A loop whose pass that reaches it always
/// leaves (`if attempt == maxAttempts { report; throw error }`, `catch where attempt <
/// maxAttempts { continue }` before a `catch` that reports and rethrows) therefore never falls
/// out of the loop, and the end after it is on no path; nor does a `while` whose counter
/// starts below its bound skip the loop.
///
/// The fact "the counter has reached the bound" is a condition slot of the `for` loops' kind
/// (`GraphBuilder+LastPass.swift`): the loop's own test `attempt < BOUND` sets it (false where
/// the loop goes on, true where it ends), increasing the counter forgets it, and a test in the
/// body (`attempt == BOUND`, `attempt >= BOUND`; `<` and `!=` as its negation) reads it. These
/// tests agree only while each pass starts below the bound and adds one, so the loop is
/// followed only where nothing else can change the counter: a local `var` declared in the
/// same statement list before the loop and not written between; in the body exactly one
/// `attempt += 1` (or `attempt = attempt + 1`), outside nested loops, closures and `defer`;
/// no other write, `inout` use, member call or redeclaration of the name from the
/// declaration to the loop's end; a bound that the body leaves alone. A `repeat` loop also
/// needs a literal start below a known bound, since its first pass is not tested.
extension GraphBuilder {
  /// Starts following `stmts[i]` when it is such a loop, before it is lowered (`current` is the
  /// node before it). Returns whether it is followed: the caller ends it after lowering.
  func beginCounterLoop(_ stmts: [Stmt], at i: Int) -> Bool {
    guard !trackedNames.isEmpty else { return false }
    let body: Block
    let tests: [Expr]
    let end: TokenIndex
    switch stmts[i] {
    case .whileStmt(let w):
      body = w.body
      tests = w.conditions.compactMap { if case .expr(let e) = $0 { e } else { nil } }
      end = w.body.rbrace
    case .repeatWhile(let r):
      body = r.body
      tests = [r.condition]
      end = SourceText.lastToken(of: r.condition) ?? r.body.rbrace
    default:
      return false
    }
    guard let (name, bound) = tests.lazy.compactMap(Self.counterTest).first, let variable = lookup(name),
      boundIsStable(bound, in: body),
      let d = stmts[..<i].lastIndex(where: { Self.declaresVar(name, $0) }), case .variable(let decl) = stmts[d],
      case .binding(let declared) = decl.bindings[0].pattern, let increment = increment(of: name, in: body),
      writes(of: name, from: decl.keywordToken, through: end) == [declared.token, increment]
    else { return false }
    let last = normalizedText(bound)
    guard !last.isEmpty else { return false }
    let start = decl.bindings[0].initializer.flatMap { Self.integerLiteral($0, tree) }
    let limit = Self.integerLiteral(bound, tree) ?? integerConstant(bound)
    let startsBelow = start != nil && limit != nil && start! < limit!
    if case .repeatWhile = stmts[i], !startsBelow { return false }
    lastPassLoops.append(LastPassLoop(variable: variable, forms: [(0, last)], neverEmpty: startsBelow, before: current))
    return true
  }

  /// `counter = …` or `counter += …` of a followed counter loop: the bound may now be reached.
  func forgetCounterTest(_ lhs: Expr) {
    guard case .identifier(let n) = SyntaxQueries.stripped(lhs), let v = lookup(n.text),
      let k = lastPassLoops.lastIndex(where: { $0.variable == v && $0.passStart == nil })
    else { return }
    // Taken here if no test has taken it yet (a `repeat` body increases before its test).
    guard let slot = lastPassSlot(k, name: n.text) else { return }
    emit(.setCondition(slot: slot, value: nil))
  }

  /// `attempt < BOUND` or `BOUND > attempt` among a condition's `&&` operands: the counter's
  /// name and the bound.
  private static func counterTest(_ e: Expr) -> (String, Expr)? {
    var stack = [e]
    var steps = 0
    while let x = stack.popLast(), steps < 64 {
      steps += 1
      guard case .binary(let b) = SyntaxQueries.stripped(x) else { continue }
      if b.op.text == "&&" {
        stack += [b.rhs, b.lhs]
      } else if b.op.text == "<", case .identifier(let n) = SyntaxQueries.stripped(b.lhs) {
        return (n.text, b.rhs)
      } else if b.op.text == ">", case .identifier(let n) = SyntaxQueries.stripped(b.rhs) {
        return (n.text, b.lhs)
      }
    }
    return nil
  }

  /// `var name = …` (one binding, a plain name).
  private static func declaresVar(_ name: String, _ stmt: Stmt) -> Bool {
    guard case .variable(let v) = stmt, !v.isLet, v.bindings.count == 1,
      case .binding(let n) = v.bindings[0].pattern
    else { return false }
    return n.text == name
  }

  /// The name token of the body's one `name += 1` / `name = name + 1` statement, outside nested
  /// loops, closures, local functions and `defer`; nil when there is none or more than one.
  private func increment(of name: String, in body: Block) -> TokenIndex? {
    var stack = body.stmts
    var found: [TokenIndex] = []
    while let s = stack.popLast() {
      switch s {
      case .forIn, .whileStmt, .repeatWhile: continue
      case .expr(let e):
        guard case .assign(let a) = e, case .identifier(let n) = SyntaxQueries.stripped(a.lhs), n.text == name
        else { continue }
        var step = a.rhs
        if a.op.text == "=", case .binary(let sum) = SyntaxQueries.stripped(a.rhs), sum.op.text == "+",
          case .identifier(let again) = SyntaxQueries.stripped(sum.lhs), again.text == name
        {
          step = sum.rhs
        } else if a.op.text != "+=" {
          continue
        }
        // By one: a pass that starts below the bound ends at most at it.
        if Self.integerLiteral(step, tree) == 1 { found.append(n.token) }
      default:
        s.appendNestedStatements(to: &stack)
      }
    }
    return found.count == 1 ? found[0] : nil
  }

  /// The tokens from `first` through `last` that may change `name`: assigned (`name =`,
  /// `name += `), passed `inout` (`&name`), declared again (`let`/`var`/`case name`, a closure's
  /// `name in`) or reached into (`name.`, which may call a mutating method).
  private func writes(of name: String, from first: TokenIndex, through last: TokenIndex) -> [TokenIndex] {
    let assignments = LastPassLoop.assignmentOperators
    let tokens = tree.tokens
    var found: [TokenIndex] = []
    var j = Int(first) + 1
    while j < Int(last), j + 1 < tokens.count {
      defer { j += 1 }
      guard tokens[j].kind == .identifier, tree.text(of: Int32(j)) == name else { continue }
      let before = tree.text(of: Int32(j - 1))
      if before == "." { continue }
      let after = tree.text(of: Int32(j + 1))
      if ["&", "let", "var", "case"].contains(before) || assignments.contains(after) || [".", "in"].contains(after) {
        found.append(Int32(j))
      }
    }
    return found
  }
}
