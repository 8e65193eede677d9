import TrustLintSyntax

/// Functions declared to return an evaluation that only hand out one something else holds:
/// `func currentEvaluation() -> CoachingEvaluation? { pending }`. Such a function is not a
/// producer: it is not `async`, so it cannot request an evaluation (`requestEvaluation` is
/// async), and its one expression reads a stored property (`pending`, `self.pending`,
/// `session.current`, `cache[id]`) without calling anything, so the evaluation it returns is
/// the holder's business, as reading a plain computed property is. A function that also
/// clears the storage (`defer { pending = nil }; return pending`) hands the evaluation over
/// and stays a producer; so does one that returns its own parameter.
enum StoredEvaluationReaders {
  /// Whether `decl` only reads a stored value (see the type's summary). Parses the body only
  /// for the rare non-async function declared to return an evaluation.
  static func onlyReadsStoredValue(_ decl: FunctionDecl) -> Bool {
    guard !decl.isAsync, case .function = decl.kind, let body = decl.transientBody, body.stmts.count == 1 else {
      return false
    }
    let value: Expr
    switch body.stmts[0] {
    case .expr(let e): value = e
    case .returnStmt(let r):
      guard let v = r.value else { return false }
      value = v
    default: return false
    }
    // A bare name that is a parameter hands the caller's own evaluation back.
    if case .identifier(let n) = value, decl.parameters.contains(where: { $0.name.text == n.text }) { return false }
    return isPropertyRead(value, depth: 0)
  }

  /// A chain of names, members, optional chaining, forcing and subscripts by simple keys,
  /// with no call anywhere in it.
  private static func isPropertyRead(_ e: Expr, depth: Int) -> Bool {
    guard depth < 16 else { return false }
    switch e {
    case .identifier(let n): return n.text != "super"
    case .member(let m): return isPropertyRead(m.base, depth: depth + 1)
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): return isPropertyRead(operand, depth: depth + 1)
    case .subscript(let s):
      return isPropertyRead(s.base, depth: depth + 1)
        && s.arguments.allSatisfy { a in
          switch a.value {
          case .identifier, .literal, .implicitMember: return true
          default: return false
          }
        }
    default: return false
    }
  }
}
