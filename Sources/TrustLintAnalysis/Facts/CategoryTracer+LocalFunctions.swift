import TrustLintSyntax

/// Functions declared inside another body (`func make(_ c: OperationCategory) -> InsightContext
/// { … }` inside `submit()`, then `make(.other)`). The program index holds only the
/// declarations of types and files, so a call of such a function found no candidate and the
/// context gave only the note "no operation category found". A nested function is read as the
/// closures kept in a local are (`CategoryTracer+LocalClosures.swift`): a call of it by its
/// bare name from its enclosing body (or a closure or function nested there) yields what it
/// returns with that call's arguments for its parameters, and its parameters take what those
/// calls pass. A call of another function of that name elsewhere is not a call of it.
extension CategoryTracer {
  /// `make(.other)` where `make` is a nested function: what it returns, with this call's
  /// arguments standing for its parameters. Nil when the callee is no nested function.
  func nestedFunctionResults(
    _ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf]? {
    guard case .identifier(let n) = SyntaxQueries.stripped(c.callee),
      let bodies = facts.nestedFunctions(named: n, in: scope)
    else { return nil }
    var result: [CategoryLeaf] = []
    for body in bodies {
      guard let f = body.function, let mapping = ProgramFacts.labels(of: c).match(f.parameters) else { continue }
      // The same test of the declared result as for the program's functions.
      if case .payload(let caseName, _, _) = mode {
        guard declaresCase(f.resultType?.text, caseName) else { continue }
      } else if case .tupleElement(let index, let count, let inner) = mode {
        guard declaresTupleElement(f.resultType, index: index, count: count, inner: inner, ownerPath: body.ownerPath)
        else { continue }
      } else if let t = f.resultType, classify(t, ownerPath: body.ownerPath) == nil, !t.text.isEmpty {
        continue
      }
      let inner = Arguments(function: body, call: c, mapping: mapping, scope: scope, outer: args)
      result += SyntaxQueries.returnedValues(body.statements).flatMap {
        origins($0, in: body, mode: mode, depth: depth + 1, args: inner)
      }
    }
    return result
  }

  /// The calls of the nested function `scope` (by its bare name, from where it is visible):
  /// nil when `scope` is not a nested function.
  func nestedFunctionCallSites(of scope: BodyScope) -> [ProgramFacts.CallSite]? {
    guard scope.parent != nil, let f = scope.function, f.kind == .function,
      facts.program.index.functionID(of: f) == nil
    else { return nil }
    return facts.callSites(named: f.name.text).filter { site in
      guard site.scope.fileIndex == scope.fileIndex,
        case .identifier(let n) = SyntaxQueries.stripped(site.call.callee),
        let bodies = facts.nestedFunctions(named: n, in: site.scope)
      else { return false }
      return bodies.contains { $0 === scope }
    }
  }

  /// The values assigned to `key` (`context.operationCategory`) inside the closures and nested
  /// functions written in `owner` where `name` still means `owner`'s local: they run on the
  /// local they capture.
  func capturedAssignments(to key: String, of name: String, in owner: BodyScope) -> [(Expr, BodyScope)] {
    var result: [(Expr, BodyScope)] = []
    for body in facts.scopes(ofFile: owner.fileIndex).all where body !== owner {
      guard let values = body.assignments[key], !values.isEmpty, ProgramFacts.encloses(owner, body.parent ?? body),
        let (found, _) = body.lookup(name), found === owner
      else { continue }
      for value in values { result.append((value, body)) }
    }
    return result
  }
}
