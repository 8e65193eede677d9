import TrustLintSyntax

/// Closures kept under a name (a dependency client's `TrustClient(evaluate: { context in … })`,
/// a property `let categoryFor: (Screen) -> Category = { … }`): calling the name runs them, so
/// their parameters take the calls' arguments and the calls return what they return.
extension CategoryTracer {
  /// A parameter of a closure kept under a name (`TrustClient(evaluate: { context in … })`):
  /// the values passed at that place by every call of the name with as many unlabelled
  /// arguments as the closure has parameters (`client.evaluate(context)`).
  func keptClosureParameter(_ index: Int, of scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard canFollow(from: depth), case .closure(let c) = scope.kind else { return [] }
    if scope.keptAs == nil, let local = localClosureParameter(index, of: scope, mode: mode, depth: depth) {
      return local
    }
    guard let name = scope.keptAs ?? trailingClosureProperty(of: scope) else {
      return trailingClosureArgument(index, of: scope, closure: c, mode: mode, depth: depth)
    }
    var result: [CategoryLeaf] = []
    for site in facts.callSites(named: name) {
      // A `$0` names no parameter, so any call of the name fits: only calls in files that use
      // TrustInsights (the only code that can hold a context) are followed. Following every
      // `status(…)`/`evaluate(…)` of a large code base spent the program's tracing budget
      // (seconds of CPU; see `AnalysisWorkTests`).
      if c.parameters.isEmpty, !facts.program.isAnalysed(facts.program.files[site.scope.fileIndex]) { continue }
      guard let arguments = Self.closureCallArguments(site.call) else { continue }
      // `validator.evaluate(.iban)` on another module's validator calls no closure of ours.
      if facts.receiverIsOfOutsideType(site.call, in: site.scope) { continue }
      // A closure using `$0`, `$1` declares no parameters: any call passing that many fits.
      let fits = c.parameters.isEmpty ? index < arguments.count : arguments.count == c.parameters.count
      guard fits, index < arguments.count else { continue }
      result += origins(arguments[index].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }

  /// `$0`, `$1` in a closure kept under a name (`TrustClient(evaluate: { try await
  /// InsightEvaluator().requestEvaluation(context: $0) })`): that parameter of the closure.
  /// Nil when the name is no anonymous parameter or the body is not a closure.
  func anonymousParameter(_ name: String, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf]? {
    guard name.utf8.count > 1, name.utf8.first == UInt8(ascii: "$"), let index = Int(name.dropFirst()),
      scope.isClosure
    else { return nil }
    return memoised("anonymous|\(String(describing: ObjectIdentifier(scope)))|\(index)|\(mode.key)") {
      keptClosureParameter(index, of: scope, mode: mode, depth: depth + 1)
    }
  }

  /// `categoryFor(screen)` where `categoryFor` is a property of the own type (or a global)
  /// initialised with a closure, or `env.makeContext(.send)` where it is a property of some
  /// type: what the closure returns. Nil when no such property exists.
  func keptClosureResults(_ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf]? {
    let name: String
    var onSelf = true
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let n) where scope.lookup(n.text) == nil: name = n.text
    case .member(let m):
      name = m.name.text
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" { break }
      // `env.makeContext(.send)`: a closure property of another object, read like any other
      // property of that name (as `member` does for `env.context`), unless `env` is a value
      // of another module's type, whose member it is (asked below, once a property is found).
      onSelf = false
    default: return nil
    }
    let properties: [PropertyEntry]
    if onSelf {
      let own = selfProperties(named: name, of: scope)
      properties = own.isEmpty ? facts.globalProperties(named: name, fromFile: scope.fileIndex) : own
    } else {
      properties = facts.program.index.properties(named: name, fromFile: scope.fileIndex).filter {
        !$0.ownerPath.isEmpty
      }
      if !properties.isEmpty, facts.receiverIsOfOutsideType(c, inFile: scope.fileIndex) { return nil }
    }
    var result: [CategoryLeaf] = []
    var found = false
    for p in properties {
      guard case .closure(let closure)? = p.initializer,
        let body = facts.scopes(ofFile: p.fileIndex).scope(of: closure)
      else {
        if let passed = closuresPassedToInitializer(of: p), !passed.isEmpty {
          found = true
          for (closure, body) in passed {
            for value in SyntaxQueries.returnedValues(closure.body) {
              result += origins(value, in: body, mode: mode, depth: depth + 1, args: nil)
            }
          }
        }
        continue
      }
      found = true
      for value in SyntaxQueries.returnedValues(closure.body) {
        result += origins(value, in: body, mode: mode, depth: depth + 1, args: nil)
      }
    }
    return found ? result : nil
  }

  /// The closures a stored property of a function type without an initial value is given by
  /// its type's initializer calls (`Environment(categoryFor: { product in … })`, a
  /// `static let live = …` or a call anywhere in the program), passed under the property's
  /// name as the memberwise initializer labels it: calling the property runs one of them. Nil
  /// when the property is no such property (computed, static, with an initial value, not of
  /// a function type, or of no owning type).
  private func closuresPassedToInitializer(of p: PropertyEntry) -> [(ClosureExpr, BodyScope)]? {
    guard let owner = p.ownerPath.last, !p.isStatic, !p.isComputed, p.initializer == nil,
      let type = p.type, TypeText.containsArrow(type.text)
    else { return nil }
    let name = p.name.text
    var result: [(ClosureExpr, BodyScope)] = []
    for site in facts.callSites(named: owner, passing: name) {
      for argument in site.call.arguments where argument.label?.text == name {
        guard case .closure(let closure) = SyntaxQueries.stripped(argument.value),
          let body = facts.scopes(ofFile: site.scope.fileIndex).scope(of: closure)
        else { continue }
        result.append((closure, body))
      }
    }
    return result
  }

  /// The property a struct's memberwise initializer keeps an unlabelled trailing closure under
  /// (`TrustClient { context in … }`, `Self { … }` in its extension): the first stored property
  /// of a function type that the call's labelled arguments leave out, as Swift's forward scan
  /// matches it. A struct with initializers of its own in its declaration (a public client in a
  /// package needs one) keeps it where an initializer stores its one closure parameter the
  /// call leaves out (`self.evaluate = evaluate`). Nil when no such struct or property is found.
  func trailingClosureProperty(of scope: BodyScope) -> String? {
    guard let call = scope.trailingClosureOf else { return nil }
    let typeName: String
    switch SyntaxQueries.stripped(call.callee) {
    case .identifier(let n) where n.text == "Self":
      guard let owner = scope.ownerPath.last else { return nil }
      typeName = owner
    case .identifier(let n): typeName = n.text
    default: return nil
    }
    let given = Set(call.arguments.compactMap { $0.label?.text })
    for t in facts.program.index.types(named: typeName) where t.decl.kind == .struct {
      let initializers = t.decl.members.compactMap { member -> FunctionDecl? in
        if case .function(let f) = member, f.kind == .initializer { return f }
        return nil
      }
      if !initializers.isEmpty {
        let kept = Set(initializers.compactMap { Self.propertyStoringClosure(of: $0, leftOutBy: given) })
        return kept.count == 1 ? kept.first : nil
      }
      for case .variable(let v) in t.decl.members where !v.modifiers.has("static") {
        for b in v.bindings {
          guard case .binding(let n) = b.pattern, let type = b.type, b.accessors.isEmpty,
            !(v.isLet && b.initializer != nil), !given.contains(n.text)
          else { continue }
          if TypeText.containsArrow(type.text) { return n.text }
        }
      }
    }
    return nil
  }

  /// The property initializer `f` stores its one function-typed parameter in that the call's
  /// labels (`given`) leave out, by `self.name = parameter` or `name = parameter` among the
  /// body's statements. Nil when there is no such single parameter or assignment.
  private static func propertyStoringClosure(of f: FunctionDecl, leftOutBy given: Set<String>) -> String? {
    let closures = f.parameters.filter { p in
      guard let type = p.type, TypeText.containsArrow(type.text) else { return false }
      return p.label.map { !given.contains($0) } ?? true
    }
    guard closures.count == 1, let body = f.body else { return nil }
    let parameter = closures[0].name.text
    for case .expr(.assign(let b)) in body.stmts where b.op.text == "=" {
      guard case .identifier(let value) = SyntaxQueries.stripped(b.rhs), value.text == parameter,
        let path = SyntaxQueries.dottedPath(b.lhs), !path.contains(".")
      else { continue }
      return path
    }
    return nil
  }

  /// A parameter of the trailing closure of a call of a function of the program
  /// (`withContext(.account) { ctx in … }`): the values that function passes where its body
  /// calls the parameter the closure fills (`try await body(coached(category))`), with as
  /// many unlabelled arguments as the closure has parameters. Calls of that name elsewhere
  /// are other closures' business; a function outside the program passes nothing known.
  private func trailingClosureArgument(
    _ index: Int, of scope: BodyScope, closure c: ClosureExpr, mode: Mode, depth: Int
  ) -> [CategoryLeaf] {
    guard canFollow(from: depth), let call = scope.trailingClosureOf, let caller = scope.parent else { return [] }
    let labels = ProgramFacts.labels(of: call)
    var result: [CategoryLeaf] = []
    for f in facts.candidates(for: call, in: caller) where f.decl.hasBody {
      guard let mapping = labels.match(f.decl.parameters), call.arguments.count < mapping.count,
        let body = facts.scope(of: f)
      else { continue }
      let name = f.decl.parameters[mapping[call.arguments.count]].name.text
      for site in facts.callSites(named: name) where Self.isWithin(site.scope, body) {
        guard let arguments = Self.closureCallArguments(site.call) else { continue }
        let fits = c.parameters.isEmpty ? index < arguments.count : arguments.count == c.parameters.count
        guard fits, index < arguments.count else { continue }
        result += origins(arguments[index].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
      }
    }
    return result
  }

  /// The arguments a call of a closure value passes, in order: the written ones (a call of a
  /// function value takes no labels) then its trailing closures, which fill the last
  /// parameters (`coaching.assess(.payment) { $0.level == .elevated }` passes two). Nil when a
  /// written argument is labelled: that call is no call of the closure.
  static func closureCallArguments(_ call: CallExpr) -> [Argument]? {
    guard call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
    return call.trailingClosures.isEmpty ? call.arguments : call.allArguments
  }

  /// Whether `scope` is `body` or a closure or nested function written inside it.
  private static func isWithin(_ scope: BodyScope, _ body: BodyScope) -> Bool {
    var current: BodyScope? = scope
    while let s = current {
      if s === body { return true }
      current = s.parent
    }
    return false
  }
}
