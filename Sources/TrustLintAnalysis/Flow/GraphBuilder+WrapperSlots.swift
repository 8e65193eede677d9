import TrustLintSyntax

/// Values that hold an evaluation in one of their elements: the result of a tuple producer
/// (`func evaluate() async throws -> (evaluation: Evaluation, isHigh: Bool)`) bound whole,
/// `let result = try await gate.evaluate()`. `result.evaluation` (or `result.0`) is that
/// evaluation wherever it goes: handed to the fraud SDK, stored, returned or bound to another
/// name, it escapes or moves as the evaluation itself would; `result.isHigh` holds nothing.
extension GraphBuilder {
  /// Records the element names under which the value `created` of a call of the tuple
  /// producers `found` holds its evaluation: the element's position and its label, when every
  /// candidate agrees on them.
  func noteWrapperSlots(_ created: Int32, _ found: [ResolvedCall]) {
    var slots: Set<String>?
    for call in found {
      let entry = index.functions[Int(call.function)]
      guard let tuple = entry.tupleEvaluation else { return }
      var names: Set<String> = ["\(tuple.element)"]
      if let label = entry.decl.resultType.flatMap({ TypeText.tupleLabel(of: $0.text, at: tuple.element) }) {
        names.insert(label)
      }
      if let prior = slots, prior != names { return }
      slots = names
    }
    if let slots { wrapperSlots[created] = slots }
  }

  /// The element of `let (a, b) = initializer` that receives the evaluation: of a tuple
  /// producer's call, or of a value that holds one's result bound whole first (`let
  /// (evaluation, decision) = result`, `= try await assessed` of an `async let`), which the
  /// pattern's name at that place then holds (nil: no such value).
  func evaluationElement(_ initializer: Expr?, _ value: Int32, arity: Int) -> Int? {
    if let k = tupleProducerElement(initializer, arity: arity) { return k }
    guard let slots = wrapperSlots[value] else { return nil }
    return slots.compactMap { Int($0) }.first { $0 < arity }
  }

  /// `holder.evaluation` (through `?` and `!`) of a variable holding a tuple producer's value,
  /// where `evaluation` names its evaluation's element: the holder stands for the evaluation
  /// (nil for another element, or a member of the evaluation's own, `holder.evaluation.insight`,
  /// whose outcome read is noted). `handled` is false where the chain is no such read.
  func lowerWrapperSlot(root: Expr, names: [String]) -> (handled: Bool, value: Int32?) {
    guard case .identifier(let n) = root, let first = names.first, let v = trackedVariable(n.text),
      let slots = wrapperSlots[v]
    else { return (false, nil) }
    guard slots.contains(first) else { return (false, nil) }
    if names.count == 1 {
      // A name of its own for the element, so that a name bound from it is no holder of slots.
      let element = newVariable(first, temporary: true)
      emit(.assign(to: element, from: [v]))
      return (true, element)
    }
    if names.count >= 3, names[1] == "insight", names[2] == "outcome" { noteOutcomeRead(v) }
    return (true, nil)
  }
}
