import TrustLintSyntax

/// Continuations written in place that resume with an evaluation: `let e: Eval = try await
/// withCheckedThrowingContinuation { c in Task { c.resume(returning: try await
/// evaluator.requestEvaluation(…)) } }`. The framework's continuation functions return what
/// their continuation is resumed with, so the value of the call is the evaluation, held by
/// the caller; inside the closure it only passes through `resume` (an escape, nothing owed).
extension GraphBuilder {
  /// The evaluation a continuation call of the framework (`withCheckedContinuation`,
  /// `withCheckedThrowingContinuation`, `withUnsafeContinuation`,
  /// `withUnsafeThrowingContinuation`, written bare and not declared by the program) resumes
  /// with: the name of the call that creates it, written in a `resume(returning:)` of the
  /// closure's continuation parameter (also inside a `Task { }` or a completion handler in
  /// that closure), or in the initializer of a name declared in the closure that it resumes
  /// with (`let e = try await …requestEvaluation(…)` then `c.resume(returning: e)`); optional
  /// when that value comes through `try?` or another resume passes something else (`nil`).
  /// Nil when no resume passes an evaluation.
  func continuationProducer(_ c: CallExpr, _ shape: CallShape) -> (name: Name, optional: Bool)? {
    guard shape.isBare, let callee = shape.name?.text, ClosureCallees.continuations.contains(callee),
      index.functions(named: callee).isEmpty, case .closure(let closure)? = c.allArguments.last?.value
    else { return nil }
    let continuation = closure.parameters.first?.name.text ?? "$0"
    var resumed: [Expr] = []
    var initializers: [String: Expr] = [:]
    var steps = 0
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { s in
      steps += 1
      if case .variable(let v) = s {
        for b in v.bindings {
          if case .binding(let n) = b.pattern, let value = b.initializer { initializers[n.text] = value }
        }
      }
      return steps < Self.maxContinuationSteps
    }
    visitor.visitExpr = { e in
      steps += 1
      switch e {
      case .closure(let inner):
        // A closure naming its own parameter like the continuation resumes something else.
        if inner.parameters.contains(where: { $0.name.text == continuation }) { return false }
      case .call(let call):
        if case .member(let m) = call.callee, m.name.text == "resume", call.arguments.count == 1,
          call.arguments[0].label?.text == "returning", case .identifier(let base) = m.base,
          base.text == continuation
        {
          resumed.append(call.arguments[0].value)
        }
      default: break
      }
      return steps < Self.maxContinuationSteps
    }
    visitor.walk(closure.body)
    var producer: (name: Name, optional: Bool)?
    var passesOther = false
    for value in resumed {
      var written = value
      if case .identifier(let n) = Self.strippedTryAwait(value), let initial = initializers[n.text] {
        written = initial
      }
      guard case .call(let inner) = Self.strippedTryAwait(written), createsEvaluationWithoutClosures(inner),
        let name = CallShape(inner).name
      else {
        passesOther = true
        continue
      }
      var optional = false
      if case .try(let t) = written, t.kind == .optional { optional = true }
      if producer == nil { producer = (name, optional) } else if optional { passesOther = true }
    }
    guard let producer else { return nil }
    return (producer.name, producer.optional || passesOther)
  }

  /// Whether the call itself creates an evaluation (`requestEvaluation`, a producer of the
  /// program, a closure producer), without looking into closures it runs: a continuation
  /// resumed with another continuation's value is not followed (nesting would recurse).
  private func createsEvaluationWithoutClosures(_ c: CallExpr) -> Bool {
    let shape = CallShape(c)
    guard let name = shape.name?.text,
      name == "requestEvaluation" || index.producerNames.contains(name) || index.closureProducerNames.contains(name)
        || producerParameters[name] != nil || options.producingFunctions.contains(name)
    else { return false }
    return createsEvaluation(c, shape, candidates(for: c, shape, receiverIsEvaluation: false)).0
  }

  /// How many statements and expressions of a continuation's closure are looked at.
  static let maxContinuationSteps = 20_000
}
