import TrustLintSyntax

/// Closures kept in a local of the body that calls them (`let makeContext = { (category:
/// OperationCategory) in InsightContext(operationCategory: category, …) }`, then
/// `makeContext(.other)`): a call of the local runs the closure, so its parameters take that
/// call's arguments and the call returns what the closure returns. Only calls of the same
/// local (in its body or a closure written there, not shadowed) count: a call of another
/// function of that name elsewhere is not a call of it.
extension CategoryTracer {
  /// The closures `name` may hold where it is written in `scope`, with their bodies: a local
  /// whose every declaration there is initialised with a closure, and the closures assigned to
  /// it in the body that declares it (`var make = { … }`, then `make = { … }`). Nil for
  /// anything else (a parameter, a property, a local holding another value).
  func localClosures(named name: Name, in scope: BodyScope) -> [(ClosureExpr, BodyScope)]? {
    guard let (owner, binding) = scope.lookup(name.text, at: name.token), case .local(let locals) = binding,
      locals.count == 1, let initializer = locals[0].initializer,
      case .closure(let closure) = SyntaxQueries.stripped(initializer)
    else { return nil }
    let scopes = facts.scopes(ofFile: scope.fileIndex)
    var result: [(ClosureExpr, BodyScope)] = []
    var held = [closure]
    // Only assignments where the name means this local (not a sibling block's local).
    let local = locals[0]
    for case .closure(let assigned) in (owner.assignments[name.text] ?? []).map(SyntaxQueries.stripped)
    where local.visibleFrom <= assigned.lbrace && assigned.lbrace <= local.visibleThrough {
      held.append(assigned)
    }
    for c in held { if let body = scopes.scope(of: c) { result.append((c, body)) } }
    return result.isEmpty ? nil : result
  }

  /// `makeContext(.other)` where `makeContext` is a local holding a closure: what the closure
  /// returns, with this call's arguments standing for its parameters (so `make(.payment)`
  /// yields `.payment`, not what another call of the local passes). Nil when the callee is no
  /// such local.
  func localClosureResults(
    _ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf]? {
    guard case .identifier(let n) = SyntaxQueries.stripped(c.callee),
      let closures = localClosures(named: n, in: scope)
    else { return nil }
    var result: [CategoryLeaf] = []
    for (closure, body) in closures {
      var values: [Int: (value: Expr, scope: BodyScope, outer: Arguments?)] = [:]
      if let arguments = Self.closureCallArguments(c), arguments.count == closure.parameters.count {
        for (i, a) in arguments.enumerated() { values[i] = (a.value, scope, args) }
      }
      let inner = values.isEmpty ? nil : Arguments(function: body, values: values)
      result += SyntaxQueries.returnedValues(closure.body).flatMap {
        origins($0, in: body, mode: mode, depth: depth + 1, args: inner)
      }
    }
    return result
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
        let held = localClosures(named: n, in: site.scope), held.contains(where: { $0.0.lbrace == c.lbrace }),
        let arguments = Self.closureCallArguments(site.call)
      else { continue }
      let fits = c.parameters.isEmpty ? index < arguments.count : arguments.count == c.parameters.count
      guard fits, index < arguments.count else { continue }
      result += origins(arguments[index].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }

  /// The name of the local of `parent` whose initial value is the closure `c`, or to which it
  /// is assigned there, if any.
  private static func localName(holding c: ClosureExpr, in parent: BodyScope) -> String? {
    for (name, values) in parent.assignments where parent.locals[name] != nil {
      for case .closure(let held) in values.map(SyntaxQueries.stripped) where held.lbrace == c.lbrace { return name }
    }
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
