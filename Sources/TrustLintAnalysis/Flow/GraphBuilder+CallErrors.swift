import TrustLintSyntax

/// An error propagated from a point of the body: what `propagateError` was given.
struct PropagatedThrow {
  var kind: FlowExit.Kind
  var token: TokenIndex
  var text: (first: TokenIndex, last: TokenIndex)?
  var thrown: ThrownError?
}

/// The errors of closures lowered in place for a call of the program that receives an
/// evaluation, inside a `try`: `try withFrictionReport(e) { try ledger.post() }`. The callee
/// runs the closure, so an error the closure throws passes through the callee, whose `defer` or
/// `catch` may report `e` before passing it on. The error edges of the closures therefore go
/// to a handler that applies the call (its summary: a callee that reports `e` on every path,
/// error paths included, has reported it; one that may throw before reporting is excused, as
/// for a `try` on the call itself) and then propagates the error outward.
extension GraphBuilder {
  /// Opens the handler when the call can hand an evaluation to a function of the program;
  /// nil otherwise (the closures' errors leave as they are).
  func beginCalleeHandledErrors(_ early: [ResolvedCall]?, _ arguments: [CallSite.Argument], _ receiver: Int32?)
    -> (handler: Int32, outer: PropagatedThrow?)?
  {
    guard let early, !early.isEmpty, !arguments.isEmpty || receiver != nil else { return nil }
    let handler = newNode()
    pushScope(.catching(handler: handler, unmatched: nil))
    let outer = firstThrow
    firstThrow = nil
    return (handler, outer)
  }

  /// After the call: from the handler, the call's effects (`site`), then the first error a
  /// closure threw goes on outward, named as it was.
  func passOnCalleeHandledErrors(_ rethrow: (handler: Int32, outer: PropagatedThrow?), site: Int32?) {
    let first = firstThrow
    firstThrow = rethrow.outer ?? first
    guard reachable[Int(rethrow.handler)], let first else { return }
    let saved = current
    current = rethrow.handler
    if let site {
      emit(.call(site: site))
      emit(.callThrew(sites: [site]))
    }
    propagateError(first.kind, token: first.token, text: first.text, thrown: first.thrown)
    current = saved
  }
}
