import TrustLintSyntax

extension GraphBuilder {
  /// Lowers `target = value` and the compound assignments: a tracked name overwritten (the
  /// evaluation it held is lost), a stored closure, a property or condition written.
  func lowerAssign(_ b: BinaryExpr) {
    if case .closure(let c) = b.rhs {
      // A stored closure outlives the statement; the property's type says what it receives.
      if b.op.text == "=" { noteAssignedClosureSeeds(c, target: b.lhs) }
      lowerEscapingClosure(c)
      lowerAssignmentTarget(b.lhs)
      return
    }
    let outcomeMark = pendingOutcomeReads.count
    // `keep = kept == nil && …` of a local `Bool` condition: split on the test, as its `let` is.
    if b.op.text == "=", case .identifier(let n) = b.lhs, !trackedNames.contains(n.text), lookup(n.text) != nil,
      let sides = lowerNilTestCondition(n.text, b.rhs)
    {
      setCondition(n.text, sides: sides)
      noteOutcomeAlias(n.text, b.rhs)
      bindOutcomeValues([n.text], since: outcomeMark)
      return
    }
    let value = lowerExpr(b.rhs)
    // `pending = …` / `self.pending = …`: later reads of the property see the new value. A
    // member of another value (`controller.pending = nil`, which may be `self`) forgets the
    // reads of that name; a tuple (`(pending, spare) = (spare, nil)`), a subscript or a key path
    // (`self[keyPath: \.pending] = …`) may write any of them.
    if !borrowedHolders.isEmpty {
      switch SyntaxQueries.stripped(b.lhs) {
      case .identifier(let n): forgetBorrowed(n.text)
      case .member(let m):
        if let key = heldKey(m) { forgetBorrowed(key) }
        if !Self.readsSelf(m) { forgetBorrowed(m.name.text) }
        // `session.isLocked = true`, `phase.value = 0` on another object than a local value:
        // its observers, setter or subscribers may set this type's state (probes-fb p11, p12).
        if !Self.readsSelf(m), case .identifier(let root) = Self.memberChain(m.base).root,
          root.text == "self" || lookup(root.text) == nil
        {
          forgetBorrowed(nil)
        }
      default: forgetBorrowed(nil)
      }
      // `step += 1` with `didSet { state = … }`: an observer or setter of the own type's
      // property is the program's code and may change any stored value (probes-ev p07).
      if let own = ownPropertyName(b.lhs), !ownPropertyAccessors(own).subtracting(["get"]).isEmpty,
        !ownPropertyObserversAreInert(own)
      {
        forgetBorrowed(nil)
      }
    }
    notePropertyAssignment(b.lhs)
    if !lastPassLoops.isEmpty { forgetCounterTest(b.lhs) }
    if case .identifier(let n) = b.lhs {
      setCondition(n.text, to: b.op.text == "=" ? b.rhs : nil)
      noteOutcomeAlias(n.text, b.op.text == "=" ? b.rhs : nil)
      bindOutcomeValues([n.text], since: outcomeMark)
    }
    guard b.op.text == "=" else {
      lowerAssignmentTarget(b.lhs)
      if let value { emit(.escape(variable: value, token: b.op.token)) }
      return
    }
    if case .identifier(let n) = b.lhs {
      if n.text == "_" { return }
      if let target = lookup(n.text) {
        if trackedNames.contains(n.text) {
          let from = value.map { [$0] } ?? []
          emit(.overwrite(variable: target, from: from, exit: addExit(.overwritten, token: n.token)))
          emit(.assign(to: target, from: from))
          // `slot = evaluation` of an `inout` parameter: the caller holds it now, as a
          // property or a returned value would.
          if inoutParameters.contains(target), let value { emit(.escape(variable: value, token: b.op.token)) }
          return
        }
      }
      if let value { emit(.escape(variable: value, token: b.op.token)) }
      return
    }
    if case .opaque(let first, let last) = b.lhs, first == last, tree.text(of: first) == "_" { return }
    lowerAssignmentTarget(b.lhs)
    if let value { emit(.escape(variable: value, token: b.op.token)) }
  }

  /// Lowers the target of an assignment: `self.stored = e` writes the property, it does not
  /// read the evaluation stored there before.
  private func lowerAssignmentTarget(_ lhs: Expr) {
    let saved = borrowsSuppressed
    borrowsSuppressed = true
    _ = lowerExpr(lhs)
    borrowsSuppressed = saved
  }
}

extension GraphBuilder {
  /// The own type's property an assignment target names (`step`, no local of that name;
  /// `self.step`), or nil.
  func ownPropertyName(_ lhs: Expr) -> String? {
    switch SyntaxQueries.stripped(lhs) {
    case .identifier(let n): return lookup(n.text) == nil ? n.text : nil
    case .member(let m): return Self.readsSelf(m) ? m.name.text : nil
    default: return nil
    }
  }
}
