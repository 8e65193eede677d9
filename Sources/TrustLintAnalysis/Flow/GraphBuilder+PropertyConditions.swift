import TrustLintSyntax

/// `Bool` flags that are no local: a property of the type (or a global) that the body sets to
/// a literal and tests (`showsWarning = false`, `if level == .high { showsWarning = true }`,
/// then a report under `if showsWarning` and one under `if !showsWarning`). Their tests are
/// correlated like a local's, but only as long as nothing else can change the flag: a call that
/// may run the program's code (`callMayChangeFlags`), every `await` and every `self.flag = …`
/// forget its value.
extension GraphBuilder {
  /// The condition slot of the flag property `name`, allocated on first use (nil when the
  /// body never sets it to a literal, or no slot is left).
  func propertyConditionSlot(_ name: String) -> Int32? {
    guard literalConditionNames.contains(name) else { return nil }
    if let slot = propertyConditionSlots[name] { return slot }
    // Slots are few and taken on first use: a flag property takes one only where every
    // correlated name fits with one to spare, so that no local flag loses the slot it had.
    guard conditionNames.count < PathStates.maxConditions, graph.conditions.count < PathStates.maxConditions - 1
    else { return nil }
    // A variable of its own (never holding an evaluation) names the flag in dumps.
    graph.variables.append(FlowVariable(name: "self.\(name)", isTemporary: true, loop: nil))
    graph.conditions.append(Int32(graph.variables.count - 1))
    let slot = Int32(graph.conditions.count - 1)
    propertyConditionSlots[name] = slot
    return slot
  }

  /// Other code may run here and change any flag property: their values are unknown again.
  func forgetPropertyConditions() {
    guard !propertyConditionSlots.isEmpty else { return }
    for slot in propertyConditionSlots.values.sorted() { emit(.setCondition(slot: slot, value: nil)) }
  }

  /// Whether a call may run code of the program that sets a flag property: a method of the
  /// type (a bare call or one on `self`), a closure (called by value, or passed as an argument),
  /// a function the program declares. A call on another value into code the program does not
  /// declare (`log.append(id)`, `formatter.string(from:)`) and an initializer cannot.
  func callMayChangeFlags(_ c: CallExpr, _ shape: CallShape) -> Bool {
    guard let name = shape.name else { return true }
    if name.text == "reportConsumption" { return false }
    if c.allArguments.contains(where: { if case .closure = $0.value { return true } else { return false } }) {
      return true
    }
    if localFunctions[name.text] != nil || !index.functions(named: name.text).isEmpty { return true }
    if shape.isBare {
      return !(name.text.first?.isUppercase ?? false) && !Self.freeFunctionsOutsideTheProgram.contains(name.text)
    }
    if case .identifier(let r)? = shape.receiver.map(SyntaxQueries.stripped), r.text == "self" { return true }
    return false
  }

  /// Free functions of the standard library and Foundation that run no code of the program.
  static let freeFunctionsOutsideTheProgram: Set<String> = [
    "print", "debugPrint", "NSLog", "min", "max", "abs", "assert", "precondition", "zip", "stride",
  ]

  /// `self.flag = …`: the flag property `flag` has a value this body does not follow.
  func forgetPropertyCondition(_ name: String) {
    guard let slot = propertyConditionSlots[name] else { return }
    emit(.setCondition(slot: slot, value: nil))
  }
}

extension GraphBuilder {
  /// An assignment's target: `self.flag = …` leaves the flag property's value unknown.
  func notePropertyAssignment(_ lhs: Expr) {
    if case .member(let m) = SyntaxQueries.stripped(lhs), Self.readsSelf(m) { forgetPropertyCondition(m.name.text) }
  }
}
