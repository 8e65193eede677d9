import TrustLintSyntax

/// The local functions (and closures kept in a local `let`) visible where the outcome walker
/// is, and the budget for walking them in place at their calls.
struct LocalCallees {
  /// A body called by name: local functions of one name (overloads told apart by labels at
  /// the call), or a closure bound by `let`.
  enum Callee {
    case functions([FunctionDecl])
    case closure(ClosureExpr)

    /// The token that opens the body (identifies it on the stack of bodies being walked).
    var lbrace: TokenIndex {
      switch self {
      case .functions(let fs): fs.first.map { $0.body?.lbrace ?? $0.firstToken } ?? 0
      case .closure(let c): c.lbrace
      }
    }

    /// How many tokens the body spans.
    var size: Int {
      switch self {
      case .functions(let fs): fs.first?.body.map { Int($0.rbrace - $0.lbrace) } ?? 0
      case .closure(let c): Int(c.rbrace - c.lbrace)
      }
    }
  }

  /// The callees in scope, by name (a block's own local functions are in scope in all of it,
  /// as Swift lets a block call one declared further down).
  var declared: [String: Callee] = [:]
  /// The bodies being walked in place now, innermost last: a body already on it is not entered
  /// again (recursion, two functions calling each other).
  var walking: [TokenIndex] = []
  /// Tokens walked in place so far in the file: past the budget, calls are not followed, so
  /// that local functions each calling the next twice cost no more than a linear walk.
  var walkedTokens = 0
  /// The outermost body being walked (`OutcomeWalker.members` sets it), whose declarations
  /// decide which calls are followed (`LocalNameCensus`).
  var root: [Stmt] = [] {
    didSet { census = nil }
  }
  /// The census of `root`, taken at the first call it may follow.
  var census: LocalNameCensus?
  /// The name token of the call whose value the walked body returns (`return finish()`): the
  /// callee's `return`s are that body's. Other calls' values are not followed.
  var returnedCall: TokenIndex?

  /// Tokens of local bodies a file may walk in place in all.
  static let tokenBudget = 60_000
  /// How many bodies deep an in-place walk may nest.
  static let maxDepth = 32
}

extension OutcomeWalker {
  /// Makes the local functions a block declares visible in all of it; returns what was visible
  /// before, for `block` to restore when the block ends.
  func enterLocalScope(_ stmts: [Stmt]) -> [String: LocalCallees.Callee] {
    let saved = localCallees.declared
    var own: [String: [FunctionDecl]] = [:]
    for s in stmts {
      if case .function(let f) = s, f.body != nil { own[f.name.text, default: []].append(f) }
    }
    for (name, fs) in own { localCallees.declared[name] = .functions(fs) }
    return saved
  }

  /// Records what a `let` binds for calls by name: a closure (`let finish = { … }`) runs in
  /// place when called; any other value hides a callee of that name.
  func declareLocalBinding(_ b: Binding, isLet: Bool) {
    guard case .binding(let n) = b.pattern else { return }
    if isLet, case .closure(let c)? = b.initializer {
      localCallees.declared[n.text] = .closure(c)
    } else if !localCallees.declared.isEmpty {
      localCallees.declared[n.text] = nil
    }
  }

  /// A call by name of a local function or closure inside a branch runs there: its body is
  /// walked at the call with the call site's branch (the declaration alone says nothing of
  /// where it runs: `scheduleReview(approveLater)` runs it later, elsewhere). Outside a branch
  /// the walk at its declaration already saw all there is.
  func walkLocalCall(_ c: CallExpr, _ st: OutcomeState) {
    guard st.branch != nil, !localCallees.declared.isEmpty,
      case .identifier(let n) = SyntaxQueries.stripped(c.callee),
      let visible = localCallees.declared[n.text], let callee = followedCallee(c, named: n.text, visible: visible)
    else { return }
    let size = callee.size
    guard !localCallees.walking.contains(callee.lbrace), localCallees.walking.count < LocalCallees.maxDepth,
      localCallees.walkedTokens + size <= LocalCallees.tokenBudget
    else { return }
    localCallees.walkedTokens += size
    localCallees.walking.append(callee.lbrace)
    // Its `return`s are the caller's where the caller returns the call's value (`return
    // fallback()`); elsewhere what the value is used for is not followed.
    let returned = localCallees.returnedCall == n.token
    localCallees.returnedCall = nil
    let savedUnit = unit
    unit.dropsReturns = unit.dropsReturns || !returned
    defer {
      localCallees.walking.removeLast()
      unit = savedUnit
    }
    switch callee {
    case .closure(let closureExpr):
      closure(closureExpr, st, returnsAs: unit.functionName)
    case .functions(let fs):
      guard let f = fs.first, let body = f.body else { return }
      let savedTargets = breakTargets
      breakTargets = []
      // The branch and the names it captures are the caller's.
      unit.enclosing = ProgramIndex.qualifiedName(f, owner: unit.ownerPath)
      unit.observesReturns = false
      unit.callbacks.subtract(f.parameters.map(\.name.text))
      var inner = st
      bindParameters(f.parameters, &inner.bindings)
      bindCollections(f.parameters.map { ($0.name.text, $0.type) }, &inner)
      implicitResult(body.stmts, inner)
      _ = block(body.stmts, &inner)
      breakTargets = savedTargets
    }
  }
}
