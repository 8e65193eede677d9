import TrustLintSyntax

/// What the receiver of a call named like an evaluator method (`requestEvaluation`,
/// `requestAuthorization`, `authorizationStatus`) is known to be. Apps declare methods of those
/// names themselves (a vendor SDK wrapper, a mock, a protocol for dependency injection), so
/// when the program declares one, the receiver decides which method a call runs.
public enum EvaluatorReceiver: Sendable, Equatable {
  /// An `InsightEvaluator` (or an alias of it): by its declared type, initializer, property or
  /// parameter type, or the extension the call is written in.
  case evaluator
  /// Some other type, known the same ways: the app's own type (or another framework's).
  case otherType
  /// Nothing says what it is.
  case unknown

  /// Whether a call on a receiver of this kind runs the framework's method rather than the
  /// program's same-named function: on an evaluator, yes; on another type, no; when nothing
  /// says, a receiver named as an evaluator (`evaluator`, `self.trustEvaluator`) is taken as
  /// one (a same-named function of the app is then more likely a test double or a wrapper
  /// than the callee), any other receiver (or none) runs the app's function.
  public func runsFrameworkMethod(receiver: Expr?) -> Bool {
    switch self {
    case .evaluator: return true
    case .otherType: return false
    case .unknown:
      guard let receiver, !SyntaxQueries.isTypePath(receiver) else { return false }
      return ProgramFacts.lastName(receiver).map { CamelCaseWords.containsAny($0, of: ["evaluator"]) } == true
    }
  }
}

extension ProgramFacts {
  /// What the receiver of `call` (written in `scope`) is; for a call without a receiver, the
  /// type whose member the body is (`self`).
  public func evaluatorReceiver(of call: CallExpr, in scope: BodyScope) -> EvaluatorReceiver {
    guard let receiver = SyntaxQueries.receiver(call) else {
      guard let owner = scope.ownerTypeText else { return .unknown }
      return classify(owner) == .evaluator ? .evaluator : .otherType
    }
    if inferType(receiver, in: scope) == .evaluator { return .evaluator }
    return isKnownOtherType(receiver, in: scope, depth: 0) ? .otherType : .unknown
  }

  /// Whether a call named like an evaluator method runs the framework's method (see
  /// `EvaluatorReceiver.runsFrameworkMethod(receiver:)`). The flow analysis (is an evaluation
  /// created?) and the evaluator-call facts (which calls receive a context?) both ask this,
  /// so the two never disagree about one call.
  public func runsFrameworkEvaluatorMethod(_ call: CallExpr, in scope: BodyScope) -> Bool {
    evaluatorReceiver(of: call, in: scope).runsFrameworkMethod(receiver: SyntaxQueries.receiver(call))
  }

  /// Whether a `requestEvaluation` call that no function of the program declares runs another
  /// type's method: its receiver is known to be of a type that is neither the evaluator nor any
  /// other TrustInsights type (`FraudEvaluator(tenant:)` from a vendor module outside the linted
  /// set), and no argument is known to be a context. A context argument keeps the call the
  /// framework's (the receiver's type may be an alias declared in a module not linted), and so
  /// does a blog's `context.requestEvaluation()`, whose receiver is a TrustInsights type.
  public func runsOtherTypesMethod(_ call: CallExpr, in scope: BodyScope) -> Bool {
    guard let receiver = SyntaxQueries.receiver(call), inferType(receiver, in: scope) == nil,
      evaluatorReceiver(of: call, in: scope) == .otherType
    else { return false }
    return call.allArguments.allSatisfy { inferType($0.value, in: scope) != .context }
  }

  /// Whether `e` is known to be of a type other than the evaluator: a declared type, an
  /// initializer of another type, a property or parameter of another type, a function
  /// declared to return another type. (Shallow, like `inferType`; false means "cannot tell".)
  private func isKnownOtherType(_ e: Expr, in scope: BodyScope, depth: Int) -> Bool {
    guard depth < 10 else { return false }
    let e = SyntaxQueries.stripped(e)
    if let text = SyntaxQueries.typePathText(e) {
      // A type itself (`FraudSDK.requestEvaluation(…)`, a static method), unless a local or
      // property of that spelling shadows it.
      if case .identifier(let n) = e, scope.lookup(n.text) != nil || !ownProperties(named: n.text, of: scope).isEmpty {
        return knownOther(named: n.text, at: n.token, in: scope, depth: depth)
      }
      return classify(text) != .evaluator
    }
    switch e {
    case .call(let c):
      let callee = SyntaxQueries.stripped(c.callee)
      if let text = SyntaxQueries.typePathText(callee) { return classify(text) != .evaluator }
      if case .member(let m) = callee, m.name.text == "init", let text = SyntaxQueries.typePathText(m.base) {
        return classify(text) != .evaluator
      }
      let functions = candidates(for: c, in: scope)
      return !functions.isEmpty
        && functions.allSatisfy { f in f.decl.resultType.map { isOther($0.text) } ?? false }
    case .identifier(let n):
      if n.text == "self" { return scope.ownerTypeText.map(isOther) ?? false }
      return knownOther(named: n.text, at: n.token, in: scope, depth: depth)
    case .subscript(let s):
      // `evaluators[0]` of a collection of another type's elements.
      return elementTypeName(s.base, in: scope, depth: depth + 1).map(isOther) ?? false
    case .member(let m):
      if m.name.text == "first" || m.name.text == "last",
        let element = elementTypeName(m.base, in: scope, depth: depth + 1)
      {
        return isOther(element)
      }
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" || b.text == "Self" {
        return allOther(ownProperties(named: m.name.text, of: scope), depth: depth)
      }
      if let typeName = SyntaxQueries.typePathText(m.base) {
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        let declared = program.index.properties(named: m.name.text, fromFile: scope.fileIndex)
          .filter { $0.ownerPath.last == last }
        // A singleton of a type from a module outside the linted set (`SentinelRisk.shared`, a
        // vendor SDK's client): no declaration says otherwise, and by convention it is a value of
        // that type, as `FraudEvaluator(tenant:)` is.
        if declared.isEmpty && Self.singletonAccessors.contains(m.name.text) { return isOther(typeName) }
        return allOther(declared, depth: depth)
      }
      return allOther(program.index.properties(named: m.name.text, fromFile: scope.fileIndex), depth: depth)
    case .cast(let c):
      // `p as? ScoreEvaluator`: the type cast to.
      return c.kind != .is && isOther(c.type.text)
    default:
      return false
    }
  }

  /// A parameter, local or property of this name, where `scope` reads it.
  private func knownOther(named name: String, at use: TokenIndex, in scope: BodyScope, depth: Int) -> Bool {
    if let (owner, binding) = scope.lookup(name, at: use) {
      switch binding {
      case .parameter(let i):
        return parameterTypeText(i, of: owner).map(isOther) ?? false
      case .local(let locals):
        guard let local = locals.last else { return false }
        if let t = localTypeText(local, in: owner, depth: depth) { return isOther(t) }
        // `for evaluator in evaluators` over a collection of another type's elements.
        if let sequence = local.sequence {
          return elementTypeName(sequence, in: owner, depth: depth + 1).map(isOther) ?? false
        }
        return local.initializer.map { isKnownOtherType($0, in: owner, depth: depth + 1) } ?? false
      }
    }
    let own = ownProperties(named: name, of: scope)
    return allOther(own.isEmpty ? globalProperties(named: name, fromFile: scope.fileIndex) : own, depth: depth)
  }

  /// Every property given is of another type (and there is one).
  private func allOther(_ properties: [PropertyEntry], depth: Int) -> Bool {
    guard !properties.isEmpty else { return false }
    return properties.allSatisfy { p in
      if let t = p.type { return isOther(t.text) }
      guard let i = p.initializer else { return false }
      return isKnownOtherType(i, in: initializerScope(for: p), depth: depth + 1)
    }
  }

  /// A written type that is not the evaluator (through the program's aliases). A protocol of
  /// the program that the evaluator itself conforms to (`extension InsightEvaluator:
  /// TrustEvaluating {}`, so that a container can resolve it) is not another type: the value
  /// may be the framework's evaluator, and the call its method (probes-es p35).
  private func isOther(_ typeText: String) -> Bool {
    classify(typeText) != .evaluator && !isAdoptedByEvaluator(typeText)
  }

  /// Whether a written type names a protocol of the program that `InsightEvaluator` (or an
  /// alias of it) declares conformance to.
  private func isAdoptedByEvaluator(_ typeText: String) -> Bool {
    guard let base = TypeText.base(of: typeText), program.index.isProtocol(base.name) else { return false }
    return program.index.conformers(of: base.name).contains { classify($0) == .evaluator }
  }

  /// Static members that conventionally hold the type's own shared instance.
  private static let singletonAccessors: Set<String> = [
    "shared", "sharedInstance", "default", "standard", "instance", "current",
  ]
}
