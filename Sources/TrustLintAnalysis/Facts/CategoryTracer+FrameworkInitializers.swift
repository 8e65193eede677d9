import TrustLintSyntax

/// Initializers an app declares in extensions of the framework's context and category types
/// (`extension InsightEvaluator.InsightContext { init(coachingFor category: …) { self.init(operationCategory: category, …) } }`,
/// `extension InsightEvaluator.OperationCategory { init(screen: Screen) { switch screen { … self = .other } } }`),
/// called as `.init(coachingFor: .other)` where such a value is expected,
/// `InsightEvaluator.InsightContext(coachingFor: .other)`, `Self.init(…)` or through an alias.
/// The value such a call makes is the one its body delegates to (`self.init(…)`, `self = …`),
/// read with the call's arguments; without tracing it, the implicit `.init(…)` form found no
/// category at all and got the "no category" note whatever it was given.
extension CategoryTracer {
  /// The categories of the value `c` makes when it calls an initializer declared in an
  /// extension of the context type (in `.context` mode) or the category type (in `.category`
  /// mode); nil when it does not (the framework's own initializer, another type, another mode).
  func frameworkInitializerResults(_ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?)
    -> [CategoryLeaf]?
  {
    guard mode == .context || mode == .category else { return nil }
    let kind = Self.type(of: mode)
    // The framework's own initializer: the caller reads its `operationCategory:` argument.
    if kind == .context, c.arguments.contains(where: { $0.label?.text == "operationCategory" }) { return nil }
    switch SyntaxQueries.stripped(c.callee) {
    case .implicitMember(let n) where n.text == "init":
      break
    case .member(let m) where m.name.text == "init":
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" || b.text == "Self" {
        // `self.init(…)` delegating to another initializer of the extension.
        guard frameworkOwner(scope.ownerPath) == kind else { return nil }
      } else {
        guard let typeText = SyntaxQueries.typePathText(m.base), facts.classify(typeText) == kind else { return nil }
      }
    case let callee:
      guard let typeText = SyntaxQueries.typePathText(callee), facts.classify(typeText) == kind else { return nil }
    }
    let index = facts.program.index
    let declared = index.resolve(name: "init", labels: ProgramFacts.labels(of: c), fromFile: scope.fileIndex)
      .compactMap { resolved -> FunctionEntry? in
        let f = index.functions[Int(resolved.function)]
        guard case .initializer = f.decl.kind, frameworkOwner(f.ownerPath) == kind else { return nil }
        return f
      }
    guard !declared.isEmpty else { return nil }
    var result: [CategoryLeaf] = []
    for f in declared {
      guard let body = facts.scope(of: f), let mapping = ProgramFacts.labels(of: c).match(f.decl.parameters) else {
        continue
      }
      let inner = Arguments(function: body, call: c, mapping: mapping, scope: scope, outer: args)
      for made in Self.delegatedContexts(body.statements) {
        // `self.init(operationCategory: category, …)`: the framework's initializer, whose
        // receiver `self` names no type for `contextCategoryArgument` to classify.
        if kind == .context, case .call(let delegated) = made,
          let category = delegated.arguments.first(where: { $0.label?.text == "operationCategory" })?.value
        {
          result += origins(category, in: body, mode: .category, depth: depth + 1, args: inner)
        } else {
          result += origins(made, in: body, mode: mode, depth: depth + 1, args: inner)
        }
      }
    }
    return result
  }

  /// What an initializer's body makes `self`: its `self.init(…)` calls and `self = …`
  /// assignments (closures are other bodies).
  static func delegatedContexts(_ body: [Stmt]) -> [Expr] {
    var result: [Expr] = []
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { expr in
      switch expr {
      case .closure:
        return false
      case .call(let call):
        if case .member(let m) = SyntaxQueries.stripped(call.callee), m.name.text == "init",
          case .identifier(let base) = SyntaxQueries.stripped(m.base), base.text == "self"
        {
          result.append(expr)
        }
      case .assign(let b) where b.op.text == "=":
        if case .identifier(let target) = SyntaxQueries.stripped(b.lhs), target.text == "self" {
          result.append(b.rhs)
        }
      default:
        break
      }
      return true
    }
    visitor.walk(body)
    return result
  }
}
