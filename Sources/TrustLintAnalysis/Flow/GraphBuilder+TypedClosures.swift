import TrustLintSyntax

/// Closure literals whose type is written somewhere other than a function of the program that
/// receives them: the declared type of the local or property they initialise, the element type
/// of the passthrough subject a `sink` subscribes to, and the `Void` result of the parameter
/// (or SwiftUI modifier) they are passed to. What that type says about the closure's
/// parameters and its value is what the closure's own graph is built with.
extension GraphBuilder {
  /// `let handler: (CoachingEvaluation) -> Void = { evaluation in … }`, `lazy var handle:
  /// EvaluationHandler = { [weak self] evaluation in … }`: the parameters the written function
  /// type (or function-type alias) says are evaluations receive one from whoever calls the
  /// closure, as a handler's parameters do at a call of the program. Only the evaluation type
  /// itself (or an alias of it, optional or not): a `Result` parameter is left alone here.
  func noteDeclaredClosureSeeds(_ c: ClosureExpr, declaredType: TypeRef?) {
    guard !c.parameters.isEmpty, let t = declaredType?.text else { return }
    var seeds = index.evaluationClosureParameters(ofType: t)
    guard !seeds.isEmpty else { return }
    for k in index.evaluationResultClosureParameters(ofType: t) { seeds[k] = nil }
    if !seeds.isEmpty { closureSeeds[c.lbrace] = seeds }
  }

  /// `onEvaluation = { evaluation in … }`, `self.onEvaluation = …`, `events.onEvaluation = …`:
  /// a closure assigned to a property whose written type takes an evaluation. The own type's
  /// property (a bare name that is no local, or `self.name`) says so by its declaration; on
  /// another receiver, whose type the builder does not know, every property of that name in
  /// the program must be declared so (and one at least).
  func noteAssignedClosureSeeds(_ c: ClosureExpr, target: Expr) {
    guard !c.parameters.isEmpty else { return }
    let name: Name
    var own = false
    switch SyntaxQueries.stripped(target) {
    case .identifier(let n):
      guard lookup(n.text) == nil else { return }
      name = n
      own = true
    case .member(let m):
      name = m.name
      own = Self.readsSelf(m)
    default:
      return
    }
    guard !ownerPath.isEmpty || !own else { return }
    var properties = index.properties(named: name.text, fromFile: fileIndex)
    if own { properties = properties.filter { $0.ownerPath == ownerPath } }
    guard let first = properties.first?.type else { return }
    for p in properties.dropFirst() where p.type?.text != first.text { return }
    noteDeclaredClosureSeeds(c, declaredType: first)
  }

  /// `bus.evaluations.receive(on: …).sink { evaluation in … }` on a `PassthroughSubject` whose
  /// element type is written as an evaluation type: the value closure (labelled
  /// `receiveValue:`, or the one trailing closure) receives each evaluation the subject sends.
  func noteSinkClosureSeeds(_ c: CallExpr, _ shape: CallShape) {
    guard shape.name?.text == "sink", let publisher = shape.receiver, let receivers else { return }
    let count = c.arguments.count + c.trailingClosures.count
    var position: Int?
    for i in 0..<count {
      let a = i < c.arguments.count ? c.arguments[i] : c.trailingClosures[i - c.arguments.count]
      if a.label?.text == "receiveValue" { position = i }
    }
    if position == nil, c.trailingClosures.count == 1, c.trailingClosures[0].label == nil,
      c.arguments.allSatisfy({ $0.label?.text == "receiveCompletion" })
    {
      position = count - 1
    }
    guard let position else { return }
    let a = position < c.arguments.count ? c.arguments[position] : c.trailingClosures[position - c.arguments.count]
    guard case .closure(let closure) = a.value, closure.parameters.count == 1,
      let element = receivers.passthroughElementType(publisher, c),
      index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath)
    else { return }
    closureSeeds[closure.lbrace] = [0: index.isOptionalType(element, inFile: fileIndex)]
  }

  /// Single-expression closures passed where the written type returns `Void`: the expression
  /// is a statement whose value is dropped, not the closure's result (`schedule { try? await
  /// warmUp.evaluate() }` with `func schedule(_ work: @escaping () async -> Void)`, SwiftUI's
  /// `.task { … }`, `.task(id:) { … }` and `.refreshable { … }`, whose actions are `() async
  /// -> Void`). Every function the call may run must take a function type returning `Void`
  /// there. `Task { … }` is no such call: its closure's value is the task's result.
  func noteDiscardedClosureValues(_ c: CallExpr, _ shape: CallShape, early: [ResolvedCall]?, receiverIsEvaluation: Bool)
  {
    guard let name = shape.name?.text, !shape.isImplicitMember else { return }
    // A body of a file that names no producer, holding no evaluation, has no closure whose
    // value could be one (and resolving every such call cost --analyze-all a tenth of its time).
    if trackedNames.isEmpty && skipsPrepassWithoutSeeds { return }
    let count = c.arguments.count + c.trailingClosures.count
    var positions: [(Int, ClosureExpr)] = []
    for i in 0..<count {
      let a = i < c.arguments.count ? c.arguments[i] : c.trailingClosures[i - c.arguments.count]
      if case .closure(let closure) = a.value, closure.body.count == 1, case .expr = closure.body[0] {
        positions.append((i, closure))
      }
    }
    guard !positions.isEmpty else { return }
    guard !index.functions(named: name).isEmpty else {
      if isSwiftUIActionCall(c, name) {
        for (_, closure) in positions { discardedClosureValues.insert(closure.lbrace) }
      }
      return
    }
    let found = early ?? candidates(for: c, shape, receiverIsEvaluation: receiverIsEvaluation)
    guard !found.isEmpty else { return }
    for (i, closure) in positions {
      let allVoid = found.allSatisfy { r in
        let params = index.functions[Int(r.function)].decl.parameters
        guard i < r.parameterOfArgument.count, let t = params[r.parameterOfArgument[i]].type?.text else { return false }
        return Self.returnsVoid(functionType: index.expandingFunctionTypeAlias(t))
      }
      if allVoid { discardedClosureValues.insert(closure.lbrace) }
    }
  }

  /// Whether a closure's value is dropped: it is passed where its type returns `Void`. (A
  /// `let` closure called by name is lowered as a local producer instead, whatever it writes.)
  func discardsValue(_ c: ClosureExpr) -> Bool {
    !discardedClosureValues.isEmpty && discardedClosureValues.contains(c.lbrace)
  }

  /// Whether a written function type (attributes allowed) returns `Void` or `()`.
  static func returnsVoid(functionType text: String) -> Bool {
    guard let result = TypeText.functionResult(of: text) else { return false }
    return result == "Void" || result == "()"
  }

  /// `.task { … }`, `.task(id: value, priority: …) { … }`, `.refreshable { … }` in a file that
  /// imports SwiftUI (the program declaring no function of that name): the view modifiers
  /// whose one closure is an `async` action returning `Void`, trailing or labelled `action:`.
  private func isSwiftUIActionCall(_ c: CallExpr, _ name: String) -> Bool {
    let allowed: Set<String>
    switch name {
    case "task": allowed = ["id", "priority", "name", "executorPreference"]
    case "refreshable": allowed = ["action"]
    default: return false
    }
    let closures = c.allArguments.filter { if case .closure = $0.value { true } else { false } }
    guard closures.count == 1, case .closure(let closure) = closures[0].value, closure.parameters.isEmpty else {
      return false
    }
    for a in c.allArguments {
      if case .closure = a.value {
        if let label = a.label?.text, label != "action" { return false }
      } else if let label = a.label?.text, allowed.contains(label) {
        continue
      } else {
        return false
      }
    }
    return importsSwiftUI
  }

  /// Whether the file imports SwiftUI (a top-level `import SwiftUI`, also in an `#if`).
  var importsSwiftUI: Bool {
    func imports(_ items: [Stmt]) -> Bool {
      for item in items {
        switch item {
        case .importDecl(let d) where d.module.text == "SwiftUI": return true
        case .ifConfig(let c): if c.clauses.contains(where: { imports($0.body) }) { return true }
        default: break
        }
      }
      return false
    }
    return imports(tree.items)
  }
}
