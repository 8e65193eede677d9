import TrustLintSyntax

/// Whether the error a `try` may throw can be an `InsightError`, judged over the program: only
/// a TrustInsights call (an evaluator method, `….get()` of an outcome) or a function of the
/// program whose body makes one (transitively) can throw it. A call of a function the program
/// does not declare goes to another SDK, whose errors are not TrustInsights'. Where the callee
/// cannot be resolved (a closure, a protocol requirement, a local function, labels that fit no
/// declaration), the answer stays "may", as it was before this summary.
extension ProgramFacts {
  /// Whether what the `try` operand throws may be an `InsightError`. `fileIndex`: the file the
  /// operand is written in.
  public func mayThrowInsightError(_ operand: Expr, inFile fileIndex: Int) -> Bool {
    let calls = InsightErrorThrowers.calls(in: operand)
    guard let calls, let first = calls.first, let scope = scope(containing: first, inFile: fileIndex) else {
      return true
    }
    let judge = InsightErrorThrowers(facts: self)
    return calls.contains { judge.mayThrow($0, in: scope) }
  }
}

/// The program-wide summary behind `mayThrowInsightError`: per function, whether its body may
/// throw an `InsightError`. Answers that did not depend on a cut (recursion, the depth or step
/// bound) are shared by every question of the program; a cut answers "may" (or, for a
/// function already being looked into, adds nothing), so no answer depends on the order of
/// questions.
final class InsightErrorThrowers {
  let facts: ProgramFacts
  private let memo: SharedMemo<Int32, Bool>
  /// Functions being looked into, outermost first (a recursive call adds nothing new).
  private var inProgress: [Int32] = []
  /// Calls judged in this question; past the bound, "may".
  private var steps = 0
  /// Set when an answer under way depended on a cut: it is not remembered.
  private var cut = false

  /// The TrustInsights calls that may throw an `InsightError` (`get` of an outcome, and
  /// `Result.get()` of any result, which may hold one).
  private static let frameworkThrowers: Set<String> = TrustInsightsNames.evaluatorMethods.union(["get"])

  /// A judge for one question, sharing the program's remembered answers.
  init(facts: ProgramFacts) {
    self.facts = facts
    memo = facts.program.cache.value("facts.insightErrorThrowers") { SharedMemo<Int32, Bool>() }
  }

  /// The calls of an expression outside closures; nil when it holds a closure (a `rethrows`
  /// callee throws what the closure throws) or a `try` that may throw without a call (a
  /// throwing getter, `task.value`) is possible: the operand has no call at all.
  static func calls(in e: Expr) -> [CallExpr]? {
    var calls: [CallExpr] = []
    var hasClosure = false
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      switch e {
      case .closure:
        hasClosure = true
        return false
      case .call(let c):
        if !c.trailingClosures.isEmpty { hasClosure = true }
        calls.append(c)
        return true
      default: return true
      }
    }
    visitor.walk(e)
    return hasClosure || calls.isEmpty ? nil : calls
  }

  /// Whether the call may throw an `InsightError`.
  func mayThrow(_ call: CallExpr, in scope: BodyScope) -> Bool {
    steps += 1
    if steps > 512 {
      cut = true
      return true
    }
    let callee = SyntaxQueries.stripped(call.callee)
    if case .implicitMember = callee { return true }
    guard let name = SyntaxQueries.calleeName(call)?.text else { return true }
    if Self.frameworkThrowers.contains(name) { return true }
    let index = facts.program.index
    let isBare: Bool
    if case .identifier = callee { isBare = true } else { isBare = false }
    if isBare, name.first?.isUppercase == true {
      // `Receipt(…)`: the program type's initializers; another module's type is not TrustInsights'.
      let inits = index.resolve(
        name: "init", labels: ProgramFacts.labels(of: call), initializerOf: name, fromFile: scope.fileIndex)
      return inits.contains { mayThrow(index.functions[Int($0.function)]) }
    }
    // A local or parameter holding a closure (`let send: () async throws -> Void`).
    if isBare, scope.lookup(name) != nil { return true }
    var found = facts.candidates(for: call, in: scope)
    // `issuer.activate()` with `let issuer = CardIssuer()`: that class's method, not a
    // protocol's requirement of the same name (a receiver of protocol type keeps them all).
    if found.count > 1, let receiver = SyntaxQueries.receiver(call),
      let type = facts.knownTypeName(receiver, in: scope, depth: 0), !index.isProtocol(type)
    {
      let typed = found.filter { index.receiver(ofType: type, mayRun: $0) }
      if !typed.isEmpty { found = typed }
    }
    if !found.isEmpty { return found.contains { mayThrow($0, implementing: true) } }
    // A bare call that no declaration takes: a local function (not indexed), or one whose
    // labels fit none; a member call of a name the program declares as a function (the
    // labels fit none) or as a property (a dependency client's closure).
    if isBare || index.functionsByName[name] != nil { return true }
    return !index.properties(named: name).isEmpty
  }

  /// Whether a function of the program may throw an `InsightError`. With `implementing`, a
  /// protocol's requirement (`issuer.activate()` on `let issuer: any CardIssuing`) stands for
  /// the bodies the program gives it: its conformers' methods and its extensions' defaults. A
  /// requirement the program implements nowhere runs another module's code, whose errors are
  /// not TrustInsights' (as for a function the program does not declare).
  private func mayThrow(_ entry: FunctionEntry, implementing: Bool = false) -> Bool {
    let decl = entry.decl
    guard decl.isThrows else { return false }
    if let typed = decl.thrownType {
      let last = typed.split(separator: ".").last.map(String.init) ?? typed
      if last != "Error" && last != "any Error" && last != "InsightError" { return false }
    }
    if implementing, !decl.hasBody, let proto = entry.ownerPath.last {
      let index = facts.program.index
      if index.isProtocol(proto) {
        let bodies = index.functions(named: entry.name).filter { index.receiver(ofType: proto, mayRun: $0) }
        return bodies.prefix(64).contains { mayThrow($0) } || bodies.count > 64
      }
    }
    guard decl.hasBody else { return true }
    if let known = memo.known(entry.id) { return known }
    if inProgress.contains(entry.id) {
      cut = true
      return false
    }
    guard inProgress.count < 8, let body = facts.scope(of: entry) else {
      cut = true
      return true
    }
    let outerCut = cut
    cut = false
    inProgress.append(entry.id)
    let result = bodyMayThrow(body)
    inProgress.removeLast()
    if !cut { memo.store(entry.id, result) }
    cut = cut || outerCut
    return result
  }

  /// Whether a body (with the closures written in it) may throw an `InsightError`: a plain
  /// `try` whose calls may, a `for try await` (an asynchronous sequence of unknown errors), or
  /// a `throw` of a value that is neither of a named type other than `InsightError` nor an
  /// error caught in the body (whose throwing calls are judged at their own `try`).
  private func bodyMayThrow(_ body: BodyScope) -> Bool {
    var caught: Set<String> = []
    var throwsOther = false
    var tries: [Expr] = []
    var thrown: [Expr] = []
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { stmt in
      switch stmt {
      case .doStmt(let d):
        for clause in d.catches {
          if clause.items.isEmpty { caught.insert("error") }
          for item in clause.items { caught.formUnion(GraphBuilder.boundNames(item.pattern)) }
        }
      case .forIn(let f) where f.isTry: throwsOther = true
      case .throwStmt(let t): thrown.append(t.value)
      default: break
      }
      return true
    }
    visitor.visitExpr = { e in
      if case .try(let t) = e, t.kind == .plain { tries.append(t.operand) }
      return true
    }
    visitor.walk(body.statements)
    if throwsOther { return true }
    for value in thrown {
      if let t = ThrownError(value), t.type.split(separator: ".").last != "InsightError" { continue }
      if case .identifier(let n) = SyntaxQueries.stripped(value), caught.contains(n.text) { continue }
      return true
    }
    for operand in tries {
      guard let calls = Self.calls(in: operand) else { return true }
      for c in calls {
        let scope = facts.scope(containing: c, inFile: body.fileIndex) ?? body
        if mayThrow(c, in: scope) { return true }
      }
    }
    return false
  }
}
