import TrustLintSyntax

/// Local producers: the local functions and `let` closures of a body that return an
/// evaluation. Calling one by name creates the evaluation at the call site, where the
/// finding goes, like a call of any other producer of the program.
extension GraphBuilder {
  /// The local producers declared directly in `stmts` (or in their `#if` clauses), with
  /// whether their value is optional: functions whose declared result is an evaluation type,
  /// and `let fetch = { try await evaluator.requestEvaluation(…) }` closures whose returned
  /// value is an evaluation.
  func localProducerFunctions(_ stmts: [Stmt]) -> [String: Bool] {
    var found: [String: Bool] = [:]
    var closures: [VarDecl] = []
    var stack = [stmts]
    while let list = stack.popLast() {
      for s in list {
        switch s {
        case .function(let f):
          if let t = f.resultType?.text, index.isEvaluationType(t, inFile: fileIndex, ownerPath: ownerPath) {
            found[f.name.text] = index.isOptionalType(t, inFile: fileIndex)
          }
        case .variable(let v):
          // Only `let name = { … }` can be one (`localProducerClosure`): a body of many other
          // declarations keeps no list of them.
          if v.isLet, v.bindings.count == 1, case .closure? = v.bindings[0].initializer { closures.append(v) }
        case .ifConfig(let c):
          for clause in c.clauses { stack.append(clause.body) }
        case .type(let t) where t.kind != .protocol && t.kind != .extension:
          // Known before the names are tracked: a method of it may be a producer too
          // (`GraphBuilder+LocalTypeMethods.swift`).
          localTypes[t.name.text] = t
        default:
          break
        }
      }
    }
    // Closures last, each seeing the producers found so far (not those of another body).
    localProducers = found
    for v in closures {
      if let p = localProducerClosure(v) { localProducers[p.name] = p.optional }
    }
    return localProducers
  }

  /// `let fetch = { … }` (the closure the builder runs in place where it is called by name)
  /// whose value is an evaluation: its name, and whether the value is optional (`try?`, a
  /// `nil` return, an optional written type).
  private func localProducerClosure(_ v: VarDecl) -> (name: String, optional: Bool)? {
    guard v.isLet, v.bindings.count == 1, case .binding(let name) = v.bindings[0].pattern,
      case .closure(let closure)? = v.bindings[0].initializer
    else { return nil }
    let values: [Expr]
    let holds: (Expr) -> Bool
    if closure.body.count == 1, case .expr(let e) = closure.body[0] {
      values = [e]
      holds = { TrackedNames.mayHold($0, [], self) }
    } else {
      values = TrackedNames.returnedValues(closure.body)
      guard !values.isEmpty else { return nil }
      // The closure's own names that hold an evaluation it creates (`let e = try await …;
      // return e`); the pre-pass sets the task names, which are this body's, not the closure's.
      let saved = evaluationTaskNames
      let inner = TrackedNames.compute(closure.body, seeds: [], builder: self).names
      evaluationTaskNames = saved
      holds = { TrackedNames.mayHold($0, inner, self) }
    }
    guard values.contains(where: holds) else { return nil }
    let written = [v.bindings[0].type?.text, closure.resultType?.text].compactMap { $0 }
    let optional =
      written.contains { $0.hasSuffix("?") || $0.hasSuffix("?)") }
      || values.contains { Self.isOptionalClosureValue($0) }
    return (name.text, optional)
  }

  /// `try? …` or `nil`: a value that may be absent.
  private static func isOptionalClosureValue(_ e: Expr) -> Bool {
    switch e {
    case .try(let t): return t.kind == .optional
    case .await(_, let op): return isOptionalClosureValue(op)
    case .literal(let l): return l.kind == .nil
    default: return false
    }
  }
}
