import TrustLintSyntax

/// A call of a local function lowered in place, and the `try` its caller wrote around it
/// (`try validate()`): an error thrown inside the function that leaves the call is the
/// caller's exit there, so messages name that `try`, not the `throw` in the function's body
/// (probes-cn p141, p151: "throws at line 18" named a line of `validate()`, and could not say
/// which of two calls, one before the report and one after, leaked).
struct LocalCallTry {
  /// The scope level of the call's body: an error stopped below it leaves the call.
  var level: Int
  /// The `try` keyword and the last token of its operand; nil without a plain `try`.
  var tryRange: (token: TokenIndex, last: TokenIndex)?
  /// How many objects the graph had at the call: an evaluation the function creates itself
  /// leaks at the exits inside it, so its errors keep their own names.
  var objects: Int
  /// The branch the call is in.
  var context: ExitContext?
  /// The called function's tokens.
  var body: (first: TokenIndex, last: TokenIndex)
  /// The variables passed for parameters the function reports (on some paths at least): it
  /// is at fault for the paths that leave them unreported, errors included (see `inlineLocal`).
  var excused: [Int32] = []
}

extension GraphBuilder {
  /// Starts lowering a call of local function `f` in place (see `inlineLocal`), with the
  /// variables bound to its parameters.
  func enterLocalCall(_ call: InlinedCall, bindings: [(String, Int32)], _ f: LocalBody) {
    inlinedCalls.append(call)
    localCallTries.append(
      LocalCallTry(
        level: scopes.count, tryRange: plainTryDepth > 0 ? plainTries.last : nil, objects: graph.objects.count,
        context: contexts.last, body: (call.first, call.last),
        excused: bindings.filter { Self.reportsParameter($0.0, from: f.lbrace, through: f.rbrace, in: tree) }.map(\.1)))
  }

  /// An error about to leave the local-function calls whose bodies are above the innermost
  /// `catching` scope: a call whose function reports a parameter on some paths only is at
  /// fault for the paths that throw too, so the caller owes nothing there (probes-cn p179: a
  /// `throw` before `finish(_:)` reports its parameter was a second finding, at the caller).
  func excuseLeftLocalCalls() {
    let h = scopes.lastIndex { if case .catching = $0.kind { true } else { false } } ?? -1
    for site in localCallTries where site.level > h {
      for v in site.excused { emit(.excuseUnreported(variable: v)) }
    }
  }

  /// Ends what `enterLocalCall` started.
  func leaveLocalCall() {
    inlinedCalls.removeLast()
    localCallTries.removeLast()
  }

  /// A plain `try` starts lowering its operand.
  func enterPlainTry(_ t: TryExpr) {
    plainTryDepth += 1
    plainTries.append((t.tryToken, SourceText.lastToken(of: t.operand) ?? t.tryToken))
  }

  /// Ends what `enterPlainTry` started.
  func leavePlainTry() {
    plainTryDepth -= 1
    plainTries.removeLast()
  }

  /// The outermost local-function call an error stopped at scope `h` (nil: it leaves the body)
  /// leaves, with the `try` its caller wrote around it.
  private func leftLocalCall(stoppedAt h: Int?) -> (site: LocalCallTry, token: TokenIndex, last: TokenIndex)? {
    guard let site = localCallTries.first(where: { $0.level > (h ?? -1) }), let t = site.tryRange,
      graph.objects.count == site.objects
    else { return nil }
    return (site, t.token, t.last)
  }

  /// Runs `body` (a `defer` of scope `level`) outside the local-function calls lowered in
  /// place whose bodies are inside that scope: its reports are the caller's own, not the call's
  /// (probes-cn p156: a `defer` run when `try validate()` throws was "reported again by
  /// 'validate'").
  func outsideLocalCalls(within level: Int, _ body: () -> Void) {
    let saved = (inlinedCalls, localCallTries)
    let kept = localCallTries.prefix { $0.level <= level }.count
    inlinedCalls.removeLast(inlinedCalls.count - kept)
    localCallTries.removeLast(localCallTries.count - kept)
    body()
    (inlinedCalls, localCallTries) = saved
  }

  /// A source of an error that enters a `catch` (see `FlowGraph.throwSources`), named after
  /// the caller's `try` when the error leaves a local function lowered in place.
  func errorSource(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)?, stoppedAt h: Int
  ) -> FlowExit {
    guard let left = leftLocalCall(stoppedAt: h) else {
      return FlowExit(kind: kind, token: token, context: nil, textRange: text)
    }
    var source = FlowExit(kind: .tryThrows, token: left.token, context: nil, textRange: (left.token, left.last))
    source.calledBody = left.site.body
    return source
  }

  /// An exit for an error stopped at scope `h` (nil: it leaves the body), named after the
  /// caller's `try` when it leaves a local function lowered in place; with the kind and token
  /// it is named by (for the `defer`s it runs).
  func addErrorExit(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)?, unmatchedBy: TokenIndex?,
    stoppedAt h: Int?
  ) -> (exit: Int32, named: (kind: FlowExit.Kind?, token: TokenIndex)) {
    guard let left = leftLocalCall(stoppedAt: h) else {
      return (addExit(kind, token: token, text: text, unmatchedBy: unmatchedBy), (kind, token))
    }
    let x = addExit(.tryThrows, token: left.token, text: (left.token, left.last), unmatchedBy: unmatchedBy)
    graph.exits[Int(x)].context = left.site.context
    graph.exits[Int(x)].calledBody = left.site.body
    return (x, (.tryThrows, left.token))
  }
}

extension FlowExit {
  /// The kind and token a `defer` run by this exit names it by.
  var naming: (kind: FlowExit.Kind?, token: TokenIndex) { (kind, token) }

  /// Whether a branch is inside the local function whose error this `try` exit passes on
  /// (`calledBody`): the caller's message does not name it.
  public func isInCalledBody(_ branch: ExitContext) -> Bool {
    guard let body = calledBody else { return false }
    let token: TokenIndex
    switch branch {
    case .switchCase(let t), .catchClause(let t), .guardElse(let t), .ifBranch(let t, _), .implicitElse(let t),
      .ifConfigClause(let t), .skippedClosure(let t), .jump(let t, _, _), .skippedCall(_, let t):
      token = t
    }
    return body.first <= token && token <= body.last
  }
}
