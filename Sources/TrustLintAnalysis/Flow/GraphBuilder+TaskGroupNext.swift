import TrustLintSyntax

/// The other ways a task group's body takes its elements (`GraphBuilder+TaskGroups.swift`):
/// `while let evaluation = try await group.next()`, `if let`/`guard let first = await
/// group.next()` (also in a `repeat` loop), `while let (id, evaluation) = await group.next()`,
/// and a name holding the whole tuple of a group of tuples (`for await pair in group`, `while
/// let result = await group.next()`), whose element is then read as `pair.1` or
/// `pair.evaluation` (`GraphBuilder+WrapperSlots.swift`). Each binding holds the element it
/// takes as the `for await` loop variable holds its own (`FlowObject.Origin.element`): reported
/// on some paths only, it is found at the bound name; never reported, at the child task's
/// producing call. Only `next()` called on the body closure's group parameter itself, in a
/// condition's optional binding or a plain `let`/`var` binding; other reads (`reduce`, `waitForAll()`, the group handed to a
/// helper) are left alone.
extension GraphBuilder {
  /// The name that holds the element taken by `pattern` from `initializer` when that is
  /// `group.next()` of the task group being lowered; `slots` are the element names under which
  /// a name bound to the whole tuple holds the evaluation (nil when it holds it itself).
  func groupNextBinding(_ pattern: Pattern, _ initializer: Expr?) -> (name: Name, slots: Set<String>?)? {
    guard let group = taskGroup, takesGroupElement(initializer) else { return nil }
    return groupElementBinding(pattern, group.shape)
  }

  /// Whether `value` is `group.next()` (under `try`/`await`) of the task group being lowered.
  func takesGroupElement(_ value: Expr?) -> Bool {
    guard let group = taskGroup, let value, case .call(let c) = SyntaxQueries.stripped(value),
      c.allArguments.isEmpty, case let shape = CallShape(c), shape.name?.text == "next",
      let receiver = shape.receiver, case .identifier(let r) = SyntaxQueries.stripped(receiver)
    else { return false }
    return r.text == group.name
  }

  /// `_ = try await group.next()`, `let _ = await group.next()` or the call as a statement: the
  /// element taken is dropped at once and never reported, as a discarded `requestEvaluation`
  /// result is (probes-dd t01, t02). The element is held by a temporary that the statement's
  /// end discards. False when `value` takes no element of the group being lowered.
  func lowerDiscardedGroupNext(_ value: Expr) -> Bool {
    guard mayLoopOverStreams, let group = taskGroup, takesGroupElement(Self.flattenedNext(value)) else {
      return false
    }
    // The `try` of a throwing group's `next()` leaves before any element is taken.
    _ = lowerExpr(value)
    guard let token = SourceText.firstToken(of: value),
      let o = newObject(
        .element(sequence: group.name + ".next()", producer: group.shape.producer), token: token, optional: true)
    else { return true }
    _ = holdInTemporary(o, named: "_")
    return true
  }

  /// The value a statement drops: `X` of `_ = X`, or the statement's expression itself.
  func droppedValue(_ e: Expr) -> Expr {
    guard case .assign(let a) = e, a.op.text == "=" else { return e }
    switch a.lhs {
    case .identifier(let n) where n.text == "_": return a.rhs
    case .opaque(let first, let last) where first == last && tree.text(of: first) == "_": return a.rhs
    default: return e
    }
  }

  /// The name of `pattern` that holds an element of a group of this `shape`: the name itself,
  /// the tuple pattern's name at the evaluation's position, or a name of the whole tuple with
  /// the element's slots (its position and label).
  func groupElementBinding(_ pattern: Pattern, _ shape: TaskGroupShape) -> (name: Name, slots: Set<String>?)? {
    guard let k = shape.position else {
      if case .binding(let n) = pattern { return (n, nil) }
      // `for await case let evaluation? in group` over optional elements: the pass binds the
      // ones that hold an evaluation, and skips the nil ones, which owe nothing (probes-ee f118).
      if shape.optional, case .optional(.binding(let n)) = pattern { return (n, nil) }
      return nil
    }
    switch pattern {
    case .binding(let n):
      var slots: Set<String> = ["\(k)"]
      if let label = shape.label { slots.insert(label) }
      return (n, slots)
    case .tuple(let parts) where parts.count == shape.arity:
      if case .binding(let n) = parts[k] { return (n, nil) }
      return nil
    default:
      return nil
    }
  }

  /// The names bound from `group.next()` in the conditions of `stmts` (not inside closures):
  /// the pre-pass tracks them as it tracks a `for await` loop's variable.
  func groupNextNames(_ stmts: [Stmt]) -> Set<String> {
    guard taskGroup != nil else { return [] }
    var out: Set<String> = []
    var stack = stmts
    var steps = 0
    while let s = stack.popLast(), steps < 100_000 {
      steps += 1
      let conditions: [Condition]
      switch s {
      case .whileStmt(let w): conditions = w.conditions
      case .ifStmt(let i): conditions = i.conditions
      case .guardStmt(let g): conditions = g.conditions
      default: conditions = []
      }
      for case .optionalBinding(_, let pattern, _, let initializer) in conditions {
        if let b = groupNextBinding(pattern, initializer) { out.insert(b.name.text) }
      }
      if case .variable(let v) = s {
        for binding in v.bindings {
          if let b = groupNextBinding(binding.pattern, Self.flattenedNext(binding.initializer)) {
            out.insert(b.name.text)
          }
        }
      }
      s.appendNestedStatements(to: &stack)
    }
    return out
  }

  /// Binds the names of `pattern`, taken from `group.next()` in a condition that holds, with a
  /// new element of the group in the name that holds it. False when it is no such binding.
  func bindGroupNext(_ pattern: Pattern, _ initializer: Expr?) -> Bool {
    guard let b = groupNextBinding(pattern, initializer), let group = taskGroup else { return false }
    declarePatternNames(pattern)
    guard trackedNames.contains(b.name.text), let v = lookup(b.name.text),
      let o = newObject(
        .element(sequence: group.name + ".next()", producer: group.shape.producer), token: b.name.token,
        optional: group.shape.optional)
    else { return true }
    emit(.create(object: o, into: v))
    if let slots = b.slots { wrapperSlots[v] = slots }
    return true
  }

  /// `let first = try await group.next()` in a plain binding (also `await group.next() ?? nil`,
  /// which flattens a group of optional evaluations): the name holds the element taken, or nil
  /// when the group had none left, as a condition's binding holds it where it succeeds. Two such
  /// names are two elements: `first` reported twice while `second` is never reported is a
  /// duplicate at the second report and a leak at the child's producing call (probes-dc). False
  /// when the binding takes no element of the group being lowered.
  func bindGroupNextVariable(_ binding: TrustLintSyntax.Binding) -> Bool {
    guard mayLoopOverStreams, let group = taskGroup,
      let b = groupNextBinding(binding.pattern, Self.flattenedNext(binding.initializer)),
      let initializer = binding.initializer
    else { return false }
    // The `try` of a throwing group's `next()` leaves before any element is taken.
    _ = lowerExpr(initializer)
    declarePatternNames(binding.pattern)
    guard trackedNames.contains(b.name.text), let v = lookup(b.name.text),
      let o = newObject(
        .element(sequence: group.name + ".next()", producer: group.shape.producer), token: b.name.token, optional: true)
    else { return true }
    emit(.create(object: o, into: v))
    if let slots = b.slots { wrapperSlots[v] = slots }
    return true
  }

  /// `group.next()` of `await group.next() ?? nil` (the `nil` default flattens an optional
  /// element), or the initializer itself.
  static func flattenedNext(_ initializer: Expr?) -> Expr? {
    guard let initializer, case .binary(let b) = SyntaxQueries.stripped(initializer), b.op.text == "??",
      case .literal(let l) = SyntaxQueries.stripped(b.rhs), l.kind == .nil
    else { return initializer }
    return b.lhs
  }

  /// The group's members a body may use without taking an element.
  private static let nonTakingMembers: Set<String> = [
    "addTask", "addTaskUnlessCancelled", "waitForAll", "cancelAll", "isCancelled", "isEmpty",
  ]

  /// Whether the body of `closure` names its group parameter only to add, await or cancel
  /// tasks (`group.addTask { … }`, `try await group.waitForAll()`, `group.cancelAll()`), so
  /// that no element is ever taken: the group discards each child's result when it ends.
  /// Any other mention (`for await … in group`, `group.next()`, `group.reduce`, `&group` handed
  /// to a helper, a nested closure's own `group`) counts as taking them.
  static func neverTakesElements(_ closure: ClosureExpr, tree: SyntaxTree) -> Bool {
    let name = closure.parameters[0].name.text
    let declared = Int(closure.parameters[0].name.token)
    let tokens = tree.tokens
    func text(_ j: Int) -> String { j >= 0 && j < tokens.count ? tree.text(of: Int32(j)) : "" }
    var j = Int(closure.lbrace) + 1
    while j < Int(closure.rbrace), j < tokens.count {
      defer { j += 1 }
      guard j != declared, tokens[j].kind == .identifier, text(j) == name, text(j - 1) != "." else { continue }
      guard text(j + 1) == ".", nonTakingMembers.contains(text(j + 2)) else { return false }
    }
    return true
  }

  /// Whether the body of `closure` takes its group's elements in one place, a `for await …
  /// in group` (or `for try await`) loop: every other mention of the group parameter only adds,
  /// awaits or cancels tasks.
  static func takesElementsInOneLoop(_ closure: ClosureExpr, tree: SyntaxTree) -> Bool {
    let name = closure.parameters[0].name.text
    let declared = Int(closure.parameters[0].name.token)
    let tokens = tree.tokens
    func text(_ j: Int) -> String { j >= 0 && j < tokens.count ? tree.text(of: Int32(j)) : "" }
    var loops = 0
    var j = Int(closure.lbrace) + 1
    while j < Int(closure.rbrace), j < tokens.count {
      defer { j += 1 }
      guard j != declared, tokens[j].kind == .identifier, text(j) == name, text(j - 1) != "." else { continue }
      if text(j + 1) == ".", nonTakingMembers.contains(text(j + 2)) { continue }
      guard text(j - 1) == "in", text(j + 1) == "{" || text(j + 1) == "where" else { return false }
      loops += 1
    }
    return loops == 1
  }

  /// For a group whose body never takes its elements (`TaskGroupShape.neverTaken`): one element
  /// held from the start of the body to its exits by a variable no code names, so that the
  /// evaluations its child tasks return are found at their producing call, never reported.
  func holdUntakenGroupElements(_ group: Name) {
    guard let shape = taskGroup?.shape, shape.neverTaken, shape.producer != nil else { return }
    let v = newVariable(group.text, temporary: false)
    guard
      let o = newObject(.element(sequence: group.text, producer: shape.producer), token: group.token, optional: true)
    else { return }
    emit(.create(object: o, into: v))
  }
}
