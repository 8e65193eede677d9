import TrustLintSyntax

/// One call of an `InsightEvaluator` method that takes a context.
public struct EvaluatorCall: @unchecked Sendable {
  /// Which method.
  public enum Method: String, Sendable {
    case requestEvaluation, requestAuthorization, authorizationStatus
  }
  /// The call.
  public let call: CallExpr
  /// Which method it calls.
  public let method: Method
  /// The method name token (where findings about the call are reported).
  public let name: Name
  /// The body the call is written in.
  public let scope: BodyScope
  /// The context passed: the first argument, or for the blog shape `context.requestEvaluation()` the receiver.
  public let context: Expr?
}

/// Recognises evaluator calls. Other frameworks have methods of the same names
/// (`PHPhotoLibrary.requestAuthorization(for:)`, `AVCaptureDevice.authorizationStatus(for:)`),
/// so a call counts only when it is made on an evaluator, or passes (or is made on) a context,
/// and is not a call of the app's own function of that name.
extension ProgramFacts {
  /// The evaluator calls written in one file, in source order of their bodies.
  public func evaluatorCalls(inFile fileIndex: Int) -> [EvaluatorCall] {
    program.files[fileIndex].cache.value("facts.evaluatorCalls") {
      var result: [EvaluatorCall] = []
      for scope in scopes(ofFile: fileIndex).all {
        for call in scope.calls {
          if let e = evaluatorCall(call, in: scope) { result.append(e) }
        }
      }
      return result
    }
  }

  /// Evaluator calls of a file keyed by the call's identity.
  public func evaluatorCallMap(inFile fileIndex: Int) -> [ObjectIdentifier: EvaluatorCall] {
    program.files[fileIndex].cache.value("facts.evaluatorCallMap") {
      var map: [ObjectIdentifier: EvaluatorCall] = [:]
      for e in evaluatorCalls(inFile: fileIndex) { map[ObjectIdentifier(e.call)] = e }
      return map
    }
  }

  /// The call as an evaluator call, or nil.
  public func evaluatorCall(_ call: CallExpr, in scope: BodyScope) -> EvaluatorCall? {
    guard let name = SyntaxQueries.calleeName(call), let method = EvaluatorCall.Method(rawValue: name.text) else {
      return nil
    }
    if case .implicitMember = SyntaxQueries.stripped(call.callee) { return nil }
    let receiver = SyntaxQueries.receiver(call)
    let receiverType = receiver.flatMap { inferType($0, in: scope) }
    let firstArgument = call.arguments.first?.value
    let make = { (context: Expr?) in
      EvaluatorCall(call: call, method: method, name: name, scope: scope, context: context)
    }
    if receiverType == .evaluator { return make(firstArgument) }
    if isAppFunction(call, in: scope) { return nil }
    let argumentType = firstArgument.flatMap { inferType($0, in: scope) }
    if argumentType == .context { return make(firstArgument) }
    if receiverType == .context && call.arguments.isEmpty { return make(receiver) }
    if receiverType != nil || argumentType != nil { return nil }
    // A vendor client of a known type given its own context (`client.requestEvaluation(context:
    // riskContext)` with `riskContext = RiskContext(…)`): the flow creates no evaluation there
    // either (`runsOtherTypesMethod`), whatever the argument is named.
    if runsOtherTypesMethod(call, in: scope) { return nil }
    // Nothing declares the types: judge by the names apps give evaluators and contexts. A
    // receiver whose type is known (written, cast to, an enum payload's, an inherited
    // property's) is that type whatever its name.
    if let receiver, evaluatorReceiver(of: call, in: scope) == .unknown,
      Self.lastName(receiver).map({ CamelCaseWords.containsAny($0, of: ["evaluator"]) }) == true
    {
      return make(firstArgument)
    }
    if receiver.map({ SyntaxQueries.isTypePath($0) }) != true, let firstArgument,
      Self.lastName(firstArgument).map({ CamelCaseWords.containsAny($0, of: ["context"]) }) == true
    {
      return make(firstArgument)
    }
    return nil
  }

  /// Whether the call runs a function the program declares itself (a wrapper such as
  /// `TrustInsightsCheck.requestAuthorization(for:)`): then the evaluator call is inside it.
  /// The receiver decides, as it does for the flow analysis
  /// (`runsFrameworkEvaluatorMethod`): a call on an evaluator is the framework's, a call on
  /// another type or on a receiver that says nothing is the app's, unless the receiver is
  /// named as an evaluator. Protocol requirements (no body) stand for the evaluator and do not
  /// count.
  private func isAppFunction(_ call: CallExpr, in scope: BodyScope) -> Bool {
    let candidates = candidates(for: call, in: scope).filter { $0.decl.hasBody }
    guard !candidates.isEmpty else { return false }
    return !runsFrameworkEvaluatorMethod(call, in: scope)
  }

  /// The last identifier of an identifier or member chain (`self.trustEvaluator` → `trustEvaluator`).
  static func lastName(_ e: Expr) -> String? {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n): return n.text
    case .member(let m): return m.name.text
    default: return nil
    }
  }
}
