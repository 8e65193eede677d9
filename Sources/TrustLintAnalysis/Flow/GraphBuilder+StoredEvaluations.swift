import TrustLintSyntax

/// Evaluations read from where they were stored (`BorrowedProperties`): a property of an
/// evaluation type read by name or as a member, and the collections `for` loops borrow from.
extension GraphBuilder {
  /// `guard let evaluation = pending`: a stored evaluation of the own type (or a global) read
  /// where no local has the name (`BorrowedProperties`).
  func borrowedProperty(_ n: Name) -> Int32? {
    guard !borrowsSuppressed, !index.borrowed.names.isEmpty, index.borrowed.names.contains(n.text),
      lookup(n.text) == nil
    else {
      return nil
    }
    if let held = heldBorrow(n.text) { return held }
    let stored = storedEvaluation(n.text, ofOwnType: true, collection: false)
    guard stored.isEvaluation else { return nil }
    return holdBorrowed(n.text, borrowObject(name: n.text, token: n.token, optional: stored.isOptional))
  }

  /// Keeps what a read of the own type's stored evaluation borrowed (`pending`, `self.pending`)
  /// for the next reads: `pending?.reportConsumption(…)` twice on one path reports one
  /// evaluation twice.
  func holdBorrowed(_ name: String, _ borrowed: Int32?) -> Int32? {
    guard let borrowed else { return nil }
    let holder = newVariable(name, temporary: false)
    emit(.assign(to: holder, from: [borrowed]))
    borrowedHolders[name] = holder
    if let object = tempObjects[borrowed] { borrowedHolderObjects[holder] = object }
    return holder
  }

  /// The holder of the last read of the own type's stored evaluation `name`. The read that
  /// filled it may lie on some paths only (an earlier `case` of the `switch`): where the holder
  /// is empty this read borrows the same object afresh, so two reports in a later case are
  /// still one evaluation reported twice, and a report after the branches meet is a second one
  /// on every path that reported before.
  func heldBorrow(_ name: String) -> Int32? {
    guard let held = borrowedHolders[name] else { return nil }
    if let object = borrowedHolderObjects[held] { emit(.borrowAgain(object: object, into: held)) }
    return held
  }

  /// The own type's stored evaluations may have changed (an assignment to `name`; any of
  /// them when nil, after a call of the program's functions or an `await`): the next read
  /// borrows afresh.
  func forgetBorrowed(_ name: String?) {
    guard !borrowedHolders.isEmpty else { return }
    guard let name else { return borrowedHolders.removeAll() }
    borrowedHolders[name] = nil
    forgetReaderKeys(reading: name)
    // `state = State()`: its members `state.pending` read afresh too.
    for key in borrowedHolders.keys where key.hasPrefix(name + ".") { borrowedHolders[key] = nil }
  }

  /// The key reads of a stored evaluation are held under (see `holdBorrowed`): `pending` for
  /// `self.pending`, and `state.pending` where `state` is a parameter or local of this body (a
  /// TCA reducer's `inout State`, a value read from the store), so that two reports of it on one
  /// path are one evaluation reported twice. The root may also be a name this body does not
  /// declare: a property of the own type (`item.evaluation` in a view's button action) or a
  /// name a closure captures; an assignment to it, a call of the program's functions or an
  /// `await` forgets the read (`forgetBorrowed`), as for `pending` (probes-df). Nil for any
  /// other member (a longer chain).
  func heldKey(_ m: MemberExpr) -> String? {
    if Self.readsSelf(m) { return m.name.text }
    guard case .identifier(let root) = SyntaxQueries.stripped(m.base) else { return nil }
    return root.text + "." + m.name.text
  }

  /// Whether every property of this name (of the own type, when `ofOwnType` and it declares
  /// one) is declared with an evaluation type (`collection`: a collection of one), and whether
  /// one is optional. A `var pending: Ledger?` of another type makes `pending` no evaluation
  /// where the reader's type cannot be told; asking the index records the name for the prefilter.
  func storedEvaluation(_ name: String, ofOwnType: Bool, collection: Bool) -> (isEvaluation: Bool, isOptional: Bool) {
    var found = index.properties(named: name, fromFile: fileIndex)
    if ofOwnType, let owner = ownerType {
      let own = found.filter { $0.ownerPath.last == owner }
      if !own.isEmpty { found = own }
    }
    guard !found.isEmpty else { return (false, false) }
    var optional = false
    for p in found {
      guard let text = p.type?.text else { return (false, false) }
      if collection {
        guard let element = ProgramFacts.elementTypeText(of: text) ?? ProgramFacts.streamElementTypeText(of: text),
          index.isEvaluationType(element, inFile: p.fileIndex, ownerPath: p.ownerPath)
        else { return (false, false) }
      } else {
        guard index.isEvaluationType(text, inFile: p.fileIndex, ownerPath: p.ownerPath) else { return (false, false) }
        if index.isOptionalType(text, inFile: p.fileIndex) { optional = true }
      }
    }
    return (true, optional)
  }

  /// `self.pending`: a member of the own type.
  static func readsSelf(_ m: MemberExpr) -> Bool {
    if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" { return true }
    return false
  }

  /// Whether a library call of this name delivers a value to the subscribers the program
  /// registered, before it returns: a Combine subject's `send` runs its `sink` closures and
  /// `NotificationCenter.post` its observers, which may assign the own type's properties
  /// (`transitions.sink { self?.state = $0 }`, probes-ev p14). So do the library calls that run
  /// code the program handed to a library object before they return (probes-fa p01-p07, p17,
  /// p34): a control's `sendActions(for:)` its target actions, a timer's `fire()` its block, an
  /// undo manager's `undo()` its registered actions, a relay's `accept` or an Rx subject's
  /// `onNext` its subscriptions, `didChangeValue(forKey:)` its KVO observers, and a responder's
  /// `resignFirstResponder()` / `endEditing(_:)` its text field delegate, and a write to user
  /// defaults or by key-value coding (`set(_:forKey:)`, `removeObject(forKey:)`, `setValue`)
  /// its KVO observers and the `didChangeNotification` observers (probes-fa p16), and a view
  /// controller transition (`popViewController(animated:)`, `dismiss(animated:)`) the
  /// controllers' `viewWillDisappear(_:)` overrides (probes-fa p45).
  static func deliversToSubscribers(_ name: String) -> Bool { runsRegisteredCode.contains(name) }

  /// The names of `deliversToSubscribers`' calls.
  static let runsRegisteredCode: Set<String> = [
    "send", "post", "sendActions", "sendAction", "fire", "undo", "redo", "accept", "onNext",
    "didChangeValue", "resignFirstResponder", "becomeFirstResponder", "endEditing", "set",
    "setValue", "removeObject", "popViewController", "popToViewController", "popToRootViewController",
    "dismiss", "setViewControllers",
    // A push or segue runs the controllers' `viewWillDisappear(_:)` / `prepare(for:sender:)`,
    // `perform(_:)` the selector's method, a cancellable's `cancel()` its cancel handlers, a
    // managed object context's `save()` its fetched results delegates (probes-fb p07, p11, p26, p32).
    "pushViewController", "show", "showDetailViewController", "present", "performSegue", "perform", "cancel",
    "save",
  ]
}
