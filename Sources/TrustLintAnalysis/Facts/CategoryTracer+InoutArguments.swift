import TrustLintSyntax

/// A context handed to a function of the program as an `inout` argument
/// (`adjust(&context, forMarketing: true)`), whose body may change its category
/// (`context.operationCategory = .other`) or replace it (`context = .fallback`). Swift writes
/// the parameter back into the caller's variable, so those values are the variable's too;
/// without following the call, such a `.other` went unreported.
extension CategoryTracer {
  /// The categories the functions `scope`'s body calls with `&name` give their `inout`
  /// parameter, read with each call's arguments (and, through a further `&parameter`, what
  /// the functions it calls give it).
  func inoutArgumentCategories(of name: String, in scope: BodyScope, depth: Int) -> [CategoryLeaf] {
    guard canFollow(from: depth) else { return [] }
    var result: [CategoryLeaf] = []
    for c in Self.callsPassingInout(name, in: scope.statements) {
      let all = c.allArguments
      for f in facts.candidates(for: c, in: scope) {
        guard let body = facts.scope(of: f), let mapping = ProgramFacts.labels(of: c).match(f.decl.parameters)
        else { continue }
        var values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)] = [:]
        var inoutParameters: [String] = []
        for (a, p) in mapping.enumerated() where a < all.count && values[p] == nil {
          values[p] = (all[a].value, scope, nil)
          if f.decl.parameters[p].isInout, Self.isInoutPass(of: name, all[a].value) {
            inoutParameters.append(f.decl.parameters[p].name.text)
          }
        }
        let inner = Arguments(function: body, values: values)
        for parameter in inoutParameters {
          for value in body.assignments(to: parameter + ".operationCategory", within: nil) {
            result += origins(value, in: body, mode: .category, depth: depth + 1, args: inner)
          }
          for value in body.assignments(to: parameter, within: nil) {
            result += origins(value, in: body, mode: .context, depth: depth + 1, args: inner)
          }
          result += inoutArgumentCategories(of: parameter, in: body, depth: depth + 1)
        }
      }
    }
    return result
  }

  /// The calls in `body` (closures included, nested functions not: they are bodies of their
  /// own) that pass `&name`.
  static func callsPassingInout(_ name: String, in body: [Stmt]) -> [CallExpr] {
    var result: [CallExpr] = []
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { expr in
      if case .call(let c) = expr, c.allArguments.contains(where: { isInoutPass(of: name, $0.value) }) {
        result.append(c)
      }
      return true
    }
    visitor.walk(body)
    return result
  }

  /// Whether `e` is `&name`.
  static func isInoutPass(of name: String, _ e: Expr) -> Bool {
    guard case .prefix(let op, let operand) = e, op.text == "&",
      case .identifier(let n) = SyntaxQueries.stripped(operand)
    else { return false }
    return n.text == name
  }

  /// The categories the `mutating` methods of the framework's context type that `scope`'s body
  /// calls on `name` (`context.forSupportChat()`) give it: such a method changes the caller's
  /// variable as an `inout` parameter does, through `operationCategory = .other` or
  /// `self = …` in its body (probes-dj n19). Only methods declared in an extension of
  /// `InsightEvaluator.InsightContext` (or an alias of it): an app's own type of that
  /// name is another type.
  func mutatingMethodCategories(of name: String, in scope: BodyScope, depth: Int) -> [CategoryLeaf] {
    guard canFollow(from: depth) else { return [] }
    var result: [CategoryLeaf] = []
    for c in Self.callsOnReceiver(name, in: scope.statements) {
      let all = c.allArguments
      for f in facts.candidates(for: c, in: scope)
      where f.decl.modifiers.has("mutating") && frameworkOwner(f.ownerPath) == .context {
        guard let body = facts.scope(of: f), let mapping = ProgramFacts.labels(of: c).match(f.decl.parameters)
        else { continue }
        var values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)] = [:]
        for (a, p) in mapping.enumerated() where a < all.count && values[p] == nil {
          values[p] = (all[a].value, scope, nil)
        }
        let inner = Arguments(function: body, values: values)
        for key in ["operationCategory", "self.operationCategory"] {
          for value in body.assignments(to: key, within: nil) {
            result += origins(value, in: body, mode: .category, depth: depth + 1, args: inner)
          }
        }
        for value in body.assignments(to: "self", within: nil) {
          result += origins(value, in: body, mode: .context, depth: depth + 1, args: inner)
        }
      }
    }
    return result
  }

  /// The calls in `body` (closures included, nested functions not) of a method on `name`
  /// itself (`name.method(…)`).
  static func callsOnReceiver(_ name: String, in body: [Stmt]) -> [CallExpr] {
    var result: [CallExpr] = []
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { expr in
      if case .call(let c) = expr, case .member(let m) = c.callee,
        case .identifier(let n) = SyntaxQueries.stripped(m.base), n.text == name
      {
        result.append(c)
      }
      return true
    }
    visitor.walk(body)
    return result
  }
}
