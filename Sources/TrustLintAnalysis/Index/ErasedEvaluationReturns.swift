import TrustLintSyntax

/// Functions declared with a result that is not an evaluation type (`-> Any`, `-> AnyObject`,
/// `-> any Sendable`, `-> CustomStringConvertible`, an app's protocol the evaluation conforms
/// to, optional or not) that return an evaluation they request, or one a producer declared
/// with an evaluation result hands them:
///
///     func evaluate(_ context: Context) async throws -> AnyObject {
///       let evaluation = try await evaluator.requestEvaluation(context: context)
///       return evaluation
///     }
///
/// RULES.md counts as a producer a function "whose declared result is an evaluation type …
/// or which returns such a value": the evaluation escapes by the `return` (no finding there),
/// so unless its callers owe the report nobody does, and such a wrapper hid every leak of its
/// callers. Deliberately narrow: only an `async` function (the framework's request is async),
/// any declared result but `Void` and `Never` (Swift compiles `return evaluation` only where the
/// result can hold it: an existential, a protocol the app conforms the evaluation to, a
/// superclass; a bare protocol name looks like any type's, so it is the `return` that
/// decides, probes-dm e01, e05), and only a `return` of the request itself (or of a call of a name
/// every function of which declares an evaluation result) or of a name bound from it in the body (`let`/`var`, `if let`/`guard let`); closures and nested functions are
/// bodies of their own and are not looked into.
enum ErasedEvaluationReturns {
  /// For a declared result that may hold an evaluation, whether it is optional (`Any?`,
  /// `(any Sendable)?`, `CustomStringConvertible?`); nil for `Void`, `()` and `Never`, which
  /// hold nothing.
  static func erasedResult(_ text: String) -> Bool? {
    var bytes = Substring(text)
    var optional = false
    while let last = bytes.last, last == "?" || last == "!" {
      bytes = bytes.dropLast()
      optional = true
    }
    if bytes.first == "(" && bytes.last == ")" { bytes = bytes.dropFirst().dropLast() }
    if bytes.isEmpty || bytes == "Void" || bytes == "Never" || bytes == "Swift.Void" { return nil }
    return optional
  }

  /// Whether the program declares a `requestEvaluation` of its own that returns something else
  /// (a credit bureau's): a returned request's value is then unknowable by name, and no
  /// erased-result function is taken for a producer.
  static func declaresOwnRequest(_ collected: [DeclarationCollector], _ aliases: AliasTable) -> Bool {
    collected.contains { file in
      file.functions.contains { raw in
        raw.decl.name.text == "requestEvaluation"
          && !(raw.decl.resultType.map { ProgramIndex.classify($0.text, aliases).isEvaluation } ?? false)
      }
    }
  }

  /// What `ProgramIndex` passes to `entry` for analysed files: `declaredProducerNames`, or nil
  /// (no erased-result producers) when the program declares a `requestEvaluation` of its own
  /// returning something else, or has no `async` function with a result that may hold one.
  static func handedOnProducers(_ collected: [DeclarationCollector], _ aliases: AliasTable) -> Set<String>? {
    let anyErased = collected.contains { file in
      file.functions.contains { raw in
        raw.decl.isAsync && raw.decl.resultType.map { erasedResult($0.text) != nil } ?? false
      }
    }
    guard anyErased, !declaresOwnRequest(collected, aliases) else { return nil }
    return handingOnChains(collected, aliases, declaredProducerNames(collected, aliases))
  }

  /// `producers` and the names of erased-result functions (in files importing TrustInsights)
  /// that return what one of them gives, so that a facade's `-> Any` returning a service's
  /// `-> Any` evaluation is a producer too, even under the same name (probes-dk e11). Every
  /// function of such a name must be an erased-result one that returns a request or a call of
  /// these names: names are added while that holds for more (a few rounds: chains are short).
  static func handingOnChains(
    _ collected: [DeclarationCollector], _ aliases: AliasTable, _ producers: Set<String>
  ) -> Set<String> {
    var candidates: Set<String> = []
    var other: Set<String> = []
    for file in collected {
      for raw in file.functions where !producers.contains(raw.decl.name.text) {
        let erased = raw.decl.isAsync && raw.decl.resultType.map { erasedResult($0.text) != nil } ?? false
        if erased, !file.trustInsightsImports.isEmpty {
          candidates.insert(raw.decl.name.text)
        } else {
          other.insert(raw.decl.name.text)
        }
      }
    }
    candidates.subtract(other)
    // Grown from the declared producers: a name is added once every function of it returns a
    // request or a call of a name already known or of its own (a facade's `evaluate()` handing
    // on the service's `evaluate()`), and one of them does so without its own name. Assuming
    // every candidate first let a wrapper that only calls its own name prove itself (`func
    // requestAuthorization(for:) async throws -> AuthorizationStatus { try await
    // evaluator.requestAuthorization(for: c) }`), once any declared result could be one.
    var known = producers
    for _ in 0..<8 where !candidates.isEmpty {
      var failed: Set<String> = []
      var grounded: Set<String> = []
      for file in collected {
        for raw in file.functions where candidates.contains(raw.decl.name.text) {
          let name = raw.decl.name.text
          if returnsRequestedEvaluation(raw.decl, producers: known) {
            grounded.insert(name)
          } else if !returnsRequestedEvaluation(raw.decl, producers: known.union([name])) {
            failed.insert(name)
          }
        }
      }
      let added = grounded.subtracting(failed)
      if added.isEmpty { break }
      known.formUnion(added)
      candidates.subtract(added)
    }
    return known
  }

  /// The names every function of which (in the program) declares an evaluation result: a call
  /// of one makes an evaluation whichever of them runs.
  static func declaredProducerNames(_ collected: [DeclarationCollector], _ aliases: AliasTable) -> Set<String> {
    var producing: Set<String> = []
    var other: Set<String> = []
    for file in collected {
      for raw in file.functions {
        let isEvaluation = raw.decl.resultType.map { ProgramIndex.classify($0.text, aliases).isEvaluation } ?? false
        if isEvaluation { producing.insert(raw.decl.name.text) } else { other.insert(raw.decl.name.text) }
      }
    }
    return producing.subtracting(other)
  }

  /// Whether `decl` (async) returns a `requestEvaluation(…)` call's value (or that of a call of
  /// one of `producers`), directly or through a name bound from it. Parses the body without
  /// keeping it.
  static func returnsRequestedEvaluation(_ decl: FunctionDecl, producers: Set<String>) -> Bool {
    guard decl.isAsync, let body = decl.transientBody else { return false }
    // `{ try await evaluator.requestEvaluation(context: c) }`: the implicit return.
    if body.stmts.count == 1, case .expr(let only) = body.stmts[0] { return isRequest(only, producers) }
    var bound: Set<String> = []
    var returns = false
    func bind(_ conditions: [Condition]) {
      for case .optionalBinding(_, .binding(let name), _, let value?) in conditions where isRequest(value, producers) {
        bound.insert(name.text)
      }
    }
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      switch stmt {
      case .variable(let v):
        for b in v.bindings {
          if case .binding(let name) = b.pattern, let value = b.initializer, isRequest(value, producers) {
            bound.insert(name.text)
          }
        }
      case .guardStmt(let g): bind(g.conditions)
      case .ifStmt(let i): bind(i.conditions)
      case .returnStmt(let r):
        if let value = r.value, isRequest(value, producers) || isBoundName(value, bound) { returns = true }
      default: break
      }
      return !returns
    }
    // A closure's `return` leaves the closure, not the function.
    visitor.visitExpr = { expr in
      if case .closure = expr { return false }
      return !returns
    }
    visitor.walk(body.stmts)
    return returns
  }

  /// `requestEvaluation(…)` or a call of one of `producers`, under any `try`, `await`, cast or
  /// parentheses (not `.requestEvaluation`, an implicit member of some other type).
  private static func isRequest(_ e: Expr, _ producers: Set<String>) -> Bool {
    switch unwrapped(e) {
    case .call(let c):
      let shape = CallShape(c)
      guard let name = shape.name?.text, !shape.isImplicitMember else { return false }
      return name == "requestEvaluation" || producers.contains(name)
    default: return false
    }
  }

  private static func isBoundName(_ e: Expr, _ bound: Set<String>) -> Bool {
    if case .identifier(let n) = unwrapped(e) { return bound.contains(n.text) }
    return false
  }

  /// The expression under `try`, `await`, parentheses, `!`, `consume` (SyntaxQueries.stripped)
  /// and any `as`/`as!`/`as?` cast: `return evaluation as AnyObject`, the cast an erased result
  /// invites, returns the same object.
  private static func unwrapped(_ e: Expr) -> Expr {
    var e = SyntaxQueries.stripped(e)
    for _ in 0..<8 {
      guard case .cast(let c) = e, c.kind != .is else { return e }
      e = SyntaxQueries.stripped(c.operand)
    }
    return e
  }
}
