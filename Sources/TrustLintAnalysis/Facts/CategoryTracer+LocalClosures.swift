import TrustLintSyntax

/// Closures kept in a local of the body that calls them (`let makeContext = { (category:
/// OperationCategory) in InsightContext(operationCategory: category, …) }`, then
/// `makeContext(.other)`): a call of the local runs the closure, so its parameters take that
/// call's arguments and the call returns what the closure returns. Only calls of the same
/// local (in its body or a closure written there, not shadowed) count: a call of another
/// function of that name elsewhere is not a call of it.
extension CategoryTracer {
  /// The closure `name` holds where it is written in `scope`, with its body: a local whose
  /// every declaration there is initialised with a closure. Nil for anything else (a
  /// parameter, a property, a local holding another value).
  func localClosure(named name: Name, in scope: BodyScope) -> (ClosureExpr, BodyScope)? {
    guard case .local(let locals)? = scope.lookup(name.text, at: name.token)?.binding, locals.count == 1,
      let initializer = locals[0].initializer,
      case .closure(let closure) = SyntaxQueries.stripped(initializer),
      let body = facts.scopes(ofFile: scope.fileIndex).scope(of: closure)
    else { return nil }
    return (closure, body)
  }

  /// `makeContext(.other)` where `makeContext` is a local holding a closure: what the closure
  /// returns, with this call's arguments standing for its parameters (so `make(.payment)`
  /// yields `.payment`, not what another call of the local passes). Nil when the callee is no
  /// such local.
  func localClosureResults(
    _ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf]? {
    guard case .identifier(let n) = SyntaxQueries.stripped(c.callee),
      let (closure, body) = localClosure(named: n, in: scope)
    else { return nil }
    var values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)] = [:]
    if let arguments = Self.closureCallArguments(c), arguments.count == closure.parameters.count {
      for (i, a) in arguments.enumerated() { values[i] = (a.value, scope, args) }
    }
    let inner = values.isEmpty ? nil : Arguments(function: body, values: values)
    return SyntaxQueries.returnedValues(closure.body).flatMap {
      origins($0, in: body, mode: mode, depth: depth + 1, args: inner)
    }
  }

  /// A parameter of a closure kept in a local of its enclosing body: the values passed at
  /// that place by every call of that local (with unlabelled arguments, as many as the
  /// closure has parameters). Nil when the closure is not a local's initial value.
  func localClosureParameter(_ index: Int, of scope: BodyScope, mode: Mode, depth: Int) -> [CategoryLeaf]? {
    guard case .closure(let c) = scope.kind, let parent = scope.parent,
      let name = Self.localName(holding: c, in: parent)
    else { return nil }
    guard canFollow(from: depth) else { return [] }
    var result: [CategoryLeaf] = []
    for site in facts.callSites(named: name) where site.scope.fileIndex == scope.fileIndex {
      guard case .identifier(let n) = SyntaxQueries.stripped(site.call.callee),
        let (held, _) = localClosure(named: n, in: site.scope), held.lbrace == c.lbrace,
        let arguments = Self.closureCallArguments(site.call)
      else { continue }
      let fits = c.parameters.isEmpty ? index < arguments.count : arguments.count == c.parameters.count
      guard fits, index < arguments.count else { continue }
      result += origins(arguments[index].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }

  /// The name of the local of `parent` whose initial value is the closure `c`, if any.
  private static func localName(holding c: ClosureExpr, in parent: BodyScope) -> String? {
    for (name, locals) in parent.locals {
      for local in locals {
        guard let initializer = local.initializer,
          case .closure(let held) = SyntaxQueries.stripped(initializer), held.lbrace == c.lbrace
        else { continue }
        return name
      }
    }
    return nil
  }
}
