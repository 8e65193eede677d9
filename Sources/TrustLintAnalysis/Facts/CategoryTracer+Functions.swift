import TrustLintSyntax

/// Properties of unknown owner and the results of the program's functions, for the tracer.
extension CategoryTracer {
  /// A property of unknown owner counts when its declared type (if any) is what is traced.
  func isCompatible(_ p: PropertyEntry, mode: Mode) -> Bool {
    // A property holding the case: one typed as the program's enum that declares it.
    if case .payload(let caseName, _, _) = mode { return declaresCase(p.type?.text, caseName) }
    if case .tupleElement(let index, let count, let inner) = mode {
      return declaresTupleElement(p.type, index: index, count: count, inner: inner, ownerPath: p.ownerPath)
    }
    guard let t = p.type else { return true }
    return classify(t, ownerPath: p.ownerPath) == Self.type(of: mode)
  }

  /// The values returned by the program's functions a call may run, with the call's arguments
  /// standing for the parameters.
  func functionResults(
    _ c: CallExpr, _ candidates: [FunctionEntry], in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?
  ) -> [CategoryLeaf] {
    var result: [CategoryLeaf] = []
    for f in candidates {
      if case .payload(let caseName, _, _) = mode {
        // A function returning the case: one declared to return the program's enum with it.
        guard declaresCase(f.decl.resultType?.text, caseName) else { continue }
      } else if case .tupleElement(let index, let count, let inner) = mode {
        // A function returning the tuple: one declared to return a tuple with that element.
        guard
          declaresTupleElement(f.decl.resultType, index: index, count: count, inner: inner, ownerPath: f.ownerPath)
        else { continue }
      } else if let t = f.decl.resultType, classify(t, ownerPath: f.ownerPath) == nil, !t.text.isEmpty {
        continue
      }
      guard let body = facts.scope(of: f),
        let mapping = ProgramFacts.labels(of: c).match(f.decl.parameters)
      else { continue }
      let inner = Arguments(function: body, call: c, mapping: mapping, scope: scope, outer: args)
      let build = {
        SyntaxQueries.returnedValues(body.statements).flatMap {
          self.origins($0, in: body, mode: mode, depth: depth + 1, args: inner)
        }
      }
      // Memoised only where nothing outside the call changes its meaning.
      let key = "function|\(f.id)|\(mode.key)|\(String(describing: ObjectIdentifier(c)))"
      result += args == nil ? memoised(key, build) : build()
    }
    noteFactoryCall(c, in: scope, mode: mode, found: result)
    return result
  }

  /// Records `c` as the call that makes the context holding each category found through it
  /// (a factory: `ContextFactory.make(.other)`), when a context is traced, or that returns the
  /// category itself (`operationCategory: category(for: payment)`), when a category is: the
  /// notes walk the path through that call.
  private func noteFactoryCall(_ c: CallExpr, in scope: BodyScope, mode: Mode, found: [CategoryLeaf]) {
    let returnsCategory: Bool
    switch mode {
    case .context, .tupleElement(_, _, .context): returnsCategory = false
    case .category: returnsCategory = true
    default: return
    }
    guard !found.isEmpty, let name = SyntaxQueries.calleeName(c) else { return }
    let call = CategoryTable.HelperCall(
      fileIndex: scope.fileIndex, token: name.token, callee: SyntaxQueries.displayName(c),
      caller: scope.function?.name.text, returnsCategory: returnsCategory)
    for leaf in Set(found) where (madeAt[leaf]?.count ?? 0) < CategoryTable.maxCallsNamed {
      if !(madeAt[leaf]?.contains(call) ?? false) { madeAt[leaf, default: []].append(call) }
    }
  }
}

extension CategoryTracer.Arguments {
  /// The arguments of `call`, written in `scope` (where `outer` gives its own parameters'
  /// values), for the parameters of `function` that `mapping` (argument to parameter
  /// position) assigns them to; the first argument for a parameter wins.
  convenience init(
    function: BodyScope, call: CallExpr, mapping: [Int], scope: BodyScope, outer: CategoryTracer.Arguments?
  ) {
    var values: [Int: (value: Expr, scope: BodyScope, outer: CategoryTracer.Arguments?)] = [:]
    let all = call.allArguments
    for (a, p) in mapping.enumerated() where a < all.count && values[p] == nil {
      values[p] = (all[a].value, scope, outer)
    }
    self.init(function: function, values: values)
  }
}
