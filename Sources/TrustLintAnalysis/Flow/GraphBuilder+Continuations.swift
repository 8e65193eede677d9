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
  /// with (`let e = try await …requestEvaluation(…)` then `c.resume(returning: e)`), or in
  /// the success of a `Result` it resumes with (`c.resume(with: .success(e))`, `c.resume(with:
  /// result)` of a `result` the closure sets to `.success(…)`), or handed to a closure in it by
  /// a function of the program (`bridge.evaluate { result in c.resume(with: result) }`: the
  /// name is that call's); optional when that value comes through `try?` or another resume
  /// passes something else (`nil`).
  /// Nil when no resume passes an evaluation.
  func continuationProducer(_ c: CallExpr, _ shape: CallShape) -> (name: Name, optional: Bool)? {
    guard shape.isBare, let callee = shape.name?.text, ClosureCallees.continuations.contains(callee),
      index.functions(named: callee).isEmpty, case .closure(let closure)? = c.allArguments.last?.value
    else { return nil }
    let continuation = closure.parameters.first?.name.text ?? "$0"
    var resumed: [Expr] = []
    var resultsResumed: [Expr] = []
    var assigned: [String: [Expr]] = [:]
    var initializers: [String: Expr] = [:]
    // Closure parameters a function of the program hands an evaluation (or a `Result` of one).
    var handed: [String: (name: Name, optional: Bool, isResult: Bool)] = [:]
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
          case .identifier(let base) = m.base, base.text == continuation
        {
          switch call.arguments[0].label?.text {
          case "returning": resumed.append(call.arguments[0].value)
          case "with": resultsResumed.append(call.arguments[0].value)
          default: break
          }
        } else if !self.index.evaluationClosureTakerNames.isEmpty, Self.hasClosureArgument(call) {
          for (parameter, seed) in self.handedParameters(call) { handed[parameter] = seed }
        }
      case .assign(let a):
        // `result = .success(try await …)`: what a `Result` resumed with by name may hold.
        if case .identifier(let n) = a.lhs { assigned[n.text, default: []].append(a.rhs) }
      default: break
      }
      return steps < Self.maxContinuationSteps
    }
    visitor.walk(closure.body)
    var producer: (name: Name, optional: Bool)?
    var passesOther = false
    // `bridge.evaluate { result in c.resume(with: result) }`: the `Result` the program's
    // function hands its completion handler; on success it is the evaluation.
    resultsResumed.removeAll { r in
      guard case .identifier(let n) = Self.strippedTryAwait(r), initializers[n.text] == nil, assigned[n.text] == nil,
        let seed = handed[n.text], seed.isResult
      else { return false }
      if producer == nil { producer = (seed.name, false) }
      return true
    }
    resumed += Self.successValues(resultsResumed, initializers: initializers, assigned: assigned)
    for value in resumed {
      var written = value
      if case .identifier(let n) = Self.strippedTryAwait(value), let initial = initializers[n.text] {
        written = initial
      } else if case .identifier(let n) = Self.strippedTryAwait(value), assigned[n.text] == nil,
        let seed = handed[n.text], !seed.isResult
      {
        // `bridge.evaluate { evaluation in c.resume(returning: evaluation) }`.
        if producer == nil { producer = (seed.name, seed.optional) } else if seed.optional { passesOther = true }
        continue
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
        || producerParameters[name] != nil || options.producingNames.contains(name)
        || index.mayCallProducingValue(name) || index.genericResultMethodNames.contains(name)
    else { return false }
    return createsEvaluation(c, shape, candidates(for: c, shape, receiverIsEvaluation: false)).0
  }

  /// The first parameter of each closure written at a call of a function of the program that
  /// hands it an evaluation (or a `Result` of one) there, by name: the call's name (where the
  /// evaluation comes from), whether it may be nil, whether it is a `Result`.
  private func handedParameters(_ call: CallExpr) -> [String: (name: Name, optional: Bool, isResult: Bool)] {
    let shape = CallShape(call)
    guard let name = shape.name, index.evaluationClosureTakerNames.contains(name.text) else { return [:] }
    let seeds = handedClosureSeeds(call, candidates(for: call, shape, receiverIsEvaluation: false))
    var out: [String: (name: Name, optional: Bool, isResult: Bool)] = [:]
    for a in call.allArguments {
      guard case .closure(let closure) = a.value, let seed = seeds[closure.lbrace],
        let optional = seed.evaluations[0], let first = closure.parameters.first
      else { continue }
      out[first.name.text] = (name, optional, seed.results.contains(0))
    }
    return out
  }

  /// What `resume(with:)` resumes with on success: `x` of `.success(x)` (or
  /// `Result.success(x)`), written there or as the initial or an assigned value of a name the
  /// closure declares (`let result: Result<…>` then `result = .success(try await …)`); a
  /// `.failure` throws and gives no value. Any other `Result` (a name not declared in the
  /// closure, `Result { … }`) is returned as written: it passes something that is not known.
  private static func successValues(_ results: [Expr], initializers: [String: Expr], assigned: [String: [Expr]])
    -> [Expr]
  {
    var values: [Expr] = []
    for r in results {
      var written = [r]
      if case .identifier(let n) = strippedTryAwait(r) {
        let held = (initializers[n.text].map { [$0] } ?? []) + (assigned[n.text] ?? [])
        if !held.isEmpty { written = held }
      }
      for w in written {
        switch resultCase(w) {
        case ("success", let payload?)?: values.append(payload)
        case ("failure", _)?: break
        default: values.append(w)
        }
      }
    }
    return values
  }

  /// `("success", x)` for `.success(x)` or `Result.success(x)`, `("failure", e)` likewise.
  private static func resultCase(_ e: Expr) -> (String, Expr?)? {
    guard case .call(let c) = strippedTryAwait(e), c.arguments.count == 1, c.arguments[0].label == nil,
      c.trailingClosures.isEmpty
    else { return nil }
    let name: Name
    switch c.callee {
    case .implicitMember(let n): name = n
    case .member(let m):
      guard case .identifier(let base) = m.base, base.text == "Result" else { return nil }
      name = m.name
    default: return nil
    }
    guard name.text == "success" || name.text == "failure" else { return nil }
    return (name.text, c.arguments[0].value)
  }

  /// How many statements and expressions of a continuation's closure are looked at.
  static let maxContinuationSteps = 20_000
}
