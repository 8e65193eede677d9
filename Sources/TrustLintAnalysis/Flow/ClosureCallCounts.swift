import TrustLintSyntax

/// How many times a function of the program calls one of its non-escaping closure parameters
/// before it returns, read from its body: `withRetry` calls `op` in a loop, `ifEnabled` may
/// return before calling `body`. A caller lowers its closure in place accordingly (see
/// `ClosureRun`), so a report inside the closure is seen twice, or not at all, as it really is.
///
/// Only direct calls of the parameter are followed (`p(…)`, `try p()`, `await p()`, `p?()`,
/// as a statement, an initializer, an assignment's value or a returned value). Any other use
/// (passed on, stored, captured by a nested closure or function, called in a `defer`), a `#if`,
/// a labelled jump out of an `if`, or an expression the parser left opaque gives nil: the
/// caller keeps the run it assumed before (once), so nothing new is reported on a helper
/// this walk does not understand.
///
/// A loop is taken to run its body at least once: the zero-iteration path of a retry loop
/// (`for i in 0..<attempts`) is one no caller means, and a missing report claimed on it would
/// be noise. A loop whose body calls the parameter makes the maximum "more than once".
struct ClosureCallCounts: Equatable {
  /// The fewest calls on a path that returns normally (0 or 1; more is 1). A path that
  /// throws is the call's error, which the caller's `try` already lowers.
  var min: Int
  /// The most calls on any path, throwing ones included (0, 1, or 2 for "more than once").
  var max: Int

  /// The counts for the parameter named `name` in `body`; nil when they cannot be judged,
  /// when the body never returns normally, or when it never calls the parameter.
  static func of(parameter name: String, in body: [Stmt]) -> ClosureCallCounts? {
    of(parameters: [name], in: body)
  }

  /// The counts of calls of any of the parameters named in `names`, taken together:
  /// `{ if on { enabled() } else { disabled() } }` calls one of `enabled`, `disabled` exactly
  /// once (min 1, max 1), so a caller's closures for them are alternatives
  /// (`GraphBuilder.alternativeClosures`). nil as for one parameter.
  static func of(parameters names: Set<String>, in body: [Stmt]) -> ClosureCallCounts? {
    let walk = CountWalk(names: names)
    let end = walk.block(body, Counts(lo: 0, hi: 0))
    guard !walk.failed, let normal = CountWalk.join(walk.returns, end) else { return nil }
    let max = walk.repeats ? 2 : Swift.max(normal.hi, walk.errorMax)
    guard max > 0 else { return nil }
    return ClosureCallCounts(min: Swift.min(normal.lo, 1), max: max)
  }
}

/// Calls counted so far on one path, both bounds saturating at 2.
struct Counts: Equatable {
  /// The fewest calls.
  var lo: Int
  /// The most calls.
  var hi: Int

  /// These counts with `a` more calls at least and `b` more at most.
  func adding(lo a: Int, hi b: Int) -> Counts { Counts(lo: Swift.min(lo + a, 2), hi: Swift.min(hi + b, 2)) }
}

/// The walk behind `ClosureCallCounts`: per statement, the counts of the path that goes on
/// (nil: no path goes on), with the ends of other paths gathered on the side. Recursion
/// follows blocks, bounded by `maxDepth` (deeper bodies are not judged).
private final class CountWalk {
  /// A statement a `break`, `continue` or error goes to.
  struct Frame {
    enum Kind { case loop, switchCase, doCatch }
    var kind: Kind
    var label: String?
    var breaks: Counts?
    var continues: Counts?
    var throwsHere: Counts?
  }

  static let maxDepth = 48
  let names: Set<String>
  var failed = false
  var depth = 0
  /// Counts at `return` (joined).
  var returns: Counts?
  /// The most calls at a point where an error leaves the function.
  var errorMax = 0
  /// A loop body calls the parameter.
  var repeats = false
  /// Direct calls seen so far (to tell whether a loop body has one).
  var directCalls = 0
  var frames: [Frame] = []

  init(names: Set<String>) { self.names = names }

  static func join(_ a: Counts?, _ b: Counts?) -> Counts? {
    guard let a else { return b }
    guard let b else { return a }
    return Counts(lo: min(a.lo, b.lo), hi: max(a.hi, b.hi))
  }

  func fail() -> Counts? {
    failed = true
    return nil
  }

  func block(_ stmts: [Stmt], _ entry: Counts?) -> Counts? {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { return fail() }
    var current = entry
    for s in stmts {
      guard !failed, let c = current else { break }
      current = statement(s, c)
    }
    return failed ? nil : current
  }

  func statement(_ s: Stmt, _ c: Counts) -> Counts? {
    switch s {
    case .expr(.call(let call)) where Self.endsPath(call):
      // `fatalError(…)`: the path ends with nothing returned.
      return scan(.call(call)).mentions ? fail() : nil
    case .expr(let e): return expression(e, c)
    case .variable(let v):
      var current: Counts? = c
      for b in v.bindings {
        if !b.accessors.isEmpty || scan(pattern: b.pattern).mentions { return fail() }
        if let e = b.initializer, let now = current { current = expression(e, now) }
      }
      return current
    case .returnStmt(let r):
      guard let after = r.value.map({ expression($0, c) }) ?? c else { return nil }
      returns = Self.join(returns, after)
      return nil
    case .throwStmt(let t):
      guard let after = expression(t.value, c) else { return nil }
      thrown(after)
      return nil
    case .ifStmt(let i): return ifStatement(i, c)
    case .guardStmt(let g):
      guard let after = conditions(g.conditions, c) else { return nil }
      _ = block(g.elseBody.stmts, after)
      return failed ? nil : after
    case .switchStmt(let s): return switchStatement(s, c)
    case .forIn(let f):
      if scan(f.sequence).mentions || f.whereClause.map({ scan($0).mentions }) == true { return fail() }
      return loop(f.label, f.body.stmts, c)
    case .whileStmt(let w):
      guard let after = conditions(w.conditions, c) else { return nil }
      return loop(w.label, w.body.stmts, after)
    case .repeatWhile(let r):
      if scan(r.condition).mentions { return fail() }
      return loop(r.label, r.body.stmts, c)
    case .doStmt(let d): return doStatement(d, c)
    case .deferStmt:
      let found = scan(statement: s)
      return found.mentions || found.opaque ? fail() : c
    case .breakStmt(let j): return jump(j.label?.text, isBreak: true, c)
    case .continueStmt(let j): return jump(j.label?.text, isBreak: false, c)
    case .function, .type:
      return scan(statement: s).mentions ? fail() : c
    case .ifConfig, .fallthroughStmt, .unparsed: return fail()
    case .typeAlias, .importDecl, .enumCase: return c
    }
  }

  /// `fatalError(…)`, `preconditionFailure(…)`, `abort()`, `exit(…)` (not a method of that name).
  static func endsPath(_ call: CallExpr) -> Bool {
    if case .identifier(let n) = call.callee { return isNeverReturningName(n.text) }
    return false
  }

  /// An expression evaluated on the path: a direct call of the parameter adds one run
  /// (`p?()` may add one); any other mention of it cannot be judged. A ternary's arms are
  /// alternatives (`on ? enabled() : disabled()`).
  func expression(_ e: Expr, _ c: Counts) -> Counts? {
    if case .ternary(let t) = e {
      guard let tested = expression(t.condition, c), let a = expression(t.then, tested),
        let b = expression(t.otherwise, tested)
      else { return nil }
      return Self.join(a, b)
    }
    if let call = directCall(e) {
      directCalls += 1
      let after = c.adding(lo: call.optional ? 0 : 1, hi: 1)
      if call.throwing { thrown(after) }
      return after
    }
    let found = scan(e)
    if found.mentions || found.opaque { return fail() }
    if found.throwing { thrown(c) }
    return c
  }

  /// `try await p(…)`, `p?()`, `x = try p()`: whether the call may skip the closure
  /// (`p?()`) and whether its error leaves the statement (a plain `try`).
  func directCall(_ e: Expr) -> (optional: Bool, throwing: Bool)? {
    var e = e
    var throwing = false
    if case .assign(let a) = e, a.op.text == "=", !scan(a.lhs).mentions { e = a.rhs }
    while true {
      switch e {
      case .try(let t):
        if t.kind == .plain { throwing = true }
        e = t.operand
      case .await(_, let operand): e = operand
      case .call(let c):
        let optional: Bool
        switch c.callee {
        case .identifier(let n) where names.contains(n.text): optional = false
        case .optionalChain(.identifier(let n), _) where names.contains(n.text): optional = true
        default: return nil
        }
        for a in c.allArguments {
          let found = scan(a.value)
          if found.mentions || found.opaque { return nil }
        }
        return (optional, throwing)
      default: return nil
      }
    }
  }

  /// An error leaves the current point: to the innermost `do` with clauses, or out of the function.
  func thrown(_ c: Counts) {
    if let i = frames.lastIndex(where: { $0.kind == .doCatch }) {
      frames[i].throwsHere = Self.join(frames[i].throwsHere, c)
    } else {
      errorMax = max(errorMax, c.hi)
    }
  }

  func conditions(_ list: [Condition], _ c: Counts) -> Counts? {
    var current = c
    for condition in list {
      switch condition {
      case .expr(let e):
        guard let after = expression(e, current) else { return nil }
        current = after
      case .optionalBinding(_, let pattern, _, let initializer):
        if scan(pattern: pattern).mentions { return fail() }
        if let e = initializer {
          guard let after = expression(e, current) else { return nil }
          current = after
        }
      case .casePattern(let pattern, let initializer, _):
        if scan(pattern: pattern).mentions { return fail() }
        guard let after = expression(initializer, current) else { return nil }
        current = after
      case .availability: break
      }
    }
    return current
  }

  /// `if … else if … else`: the branches join; a missing `else` goes on with no call. The
  /// `else if` chain is followed in a loop.
  func ifStatement(_ first: IfStmt, _ c: Counts) -> Counts? {
    var node = first
    var entry = c
    var result: Counts?
    while true {
      guard let tested = conditions(node.conditions, entry) else { return nil }
      result = Self.join(result, block(node.then.stmts, tested))
      switch node.elseBranch {
      case nil: return failed ? nil : Self.join(result, tested)
      case .block(let b): return failed ? nil : Self.join(result, block(b.stmts, tested))
      case .elseIf(let next):
        node = next
        entry = tested
      }
    }
  }

  func switchStatement(_ s: SwitchStmt, _ c: Counts) -> Counts? {
    guard let tested = expression(s.subject, c) else { return nil }
    frames.append(Frame(kind: .switchCase, label: s.label?.text))
    var result: Counts?
    for k in s.cases {
      if case .patterns(let items) = k.kind {
        for item in items {
          if scan(pattern: item.pattern).mentions || item.whereClause.map({ scan($0).mentions }) == true {
            frames.removeLast()
            return fail()
          }
        }
      }
      result = Self.join(result, block(k.body, tested))
    }
    let frame = frames.removeLast()
    return failed ? nil : Self.join(result, frame.breaks)
  }

  /// A loop, taken to run its body at least once (see `ClosureCallCounts`): what follows it
  /// starts from the first iteration's ends. A body that calls the parameter repeats it.
  func loop(_ label: Name?, _ body: [Stmt], _ c: Counts) -> Counts? {
    frames.append(Frame(kind: .loop, label: label?.text))
    let before = directCalls
    let end = block(body, c)
    let frame = frames.removeLast()
    if directCalls > before { repeats = true }
    return failed ? nil : Self.join(Self.join(end, frame.continues), frame.breaks)
  }

  /// `do { } catch { }`: a clause starts from the counts where something in the body threw;
  /// errors no clause surely catches go on outward from there too.
  func doStatement(_ d: DoStmt, _ c: Counts) -> Counts? {
    if d.catches.isEmpty { return block(d.body.stmts, c) }
    frames.append(Frame(kind: .doCatch, label: d.label?.text))
    let end = block(d.body.stmts, c)
    let frame = frames.removeLast()
    guard !failed else { return nil }
    guard let entry = frame.throwsHere else { return end }
    var result = end
    for clause in d.catches {
      for item in clause.items where item.whereClause.map({ scan($0).mentions }) == true { return fail() }
      result = Self.join(result, block(clause.body.stmts, entry))
    }
    if !d.catches.contains(where: { $0.items.isEmpty }) { thrown(entry) }
    return failed ? nil : result
  }

  /// `break`/`continue`: to the innermost loop (or, for an unlabelled `break`, `switch`), or the
  /// labelled one. A jump out of a labelled `if` or `do` is not judged.
  func jump(_ label: String?, isBreak: Bool, _ c: Counts) -> Counts? {
    let target = frames.lastIndex { f in
      if let label { return f.label == label && f.kind != .doCatch }
      return f.kind == .loop || (isBreak && f.kind == .switchCase)
    }
    guard let i = target else { return fail() }
    if label != nil, !isBreak, frames[i].kind != .loop { return fail() }
    if isBreak {
      frames[i].breaks = Self.join(frames[i].breaks, c)
    } else {
      frames[i].continues = Self.join(frames[i].continues, c)
    }
    return nil
  }

  // MARK: Scanning

  /// What an expression, pattern or statement holds: a mention of the parameter (in nested
  /// closures and functions too), a plain `try` of its own (not one inside a closure), an
  /// expression left opaque.
  struct Found {
    var mentions = false
    var throwing = false
    var opaque = false
  }

  func scan(_ e: Expr) -> Found { scan { $0.walk(e) } }
  func scan(pattern: Pattern) -> Found { scan { $0.walk(pattern) } }
  func scan(statement: Stmt) -> Found { scan { $0.walk(statement) } }

  private func scan(_ run: (Scanner) -> Void) -> Found {
    let s = Scanner(names: names)
    run(s)
    return s.found
  }

  private final class Scanner: SyntaxWalker {
    let names: Set<String>
    var found = Found()
    var nested = 0

    init(names: Set<String>) { self.names = names }

    override func visit(_ expr: Expr) -> Bool {
      switch expr {
      case .identifier(let n) where names.contains(n.text): found.mentions = true
      case .opaque: found.opaque = true
      case .try(let t) where t.kind == .plain && nested == 0: found.throwing = true
      case .closure: nested += 1
      default: break
      }
      return !found.mentions
    }

    override func visitPost(_ expr: Expr) {
      if case .closure = expr { nested -= 1 }
    }

    override func visit(_ pattern: Pattern) -> Bool {
      if case .binding(let n) = pattern, names.contains(n.text) { found.mentions = true }
      return !found.mentions
    }

    override func visit(_ function: FunctionDecl) -> Bool {
      nested += 1
      return !found.mentions
    }

    override func visitPost(_ function: FunctionDecl) { nested -= 1 }
  }
}
