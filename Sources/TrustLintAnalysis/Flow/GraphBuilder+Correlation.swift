import TrustLintSyntax

/// Finds the `Bool` locals, parameters and flag properties worth keeping paths apart for: names tested as a
/// condition more than once, or set to a literal and tested (`let isHigh = …` tested by two
/// `if`s, `var handled = false` set in branches and tested after). Two tests of one such name
/// on a path agree, so a report under `if isHigh` and one under `if !isHigh` are never both
/// made, and an evaluation requested under `if needsCheck` exists only where `needsCheck` holds.
struct ConditionCandidates {
  private var tests: [String: Int] = [:]
  /// Comparisons with a `Bool` literal (`reported == false`): tests of a report flag only,
  /// which `flagComparison` lowers (a plain condition is split only where it is tested alone).
  private var literalComparisons: [String: Int] = [:]
  private var literalSets: Set<String> = []
  /// `let keep = kept == nil && …`: the names a `Bool` is set from a nil test of.
  private var nilTestSets: [String: Set<String>] = [:]
  private var order: [String] = []

  /// A condition: its `Bool` leaves (through `!`, `&&`, `||`, parentheses) are tests.
  mutating func noteTest(_ e: Expr) {
    var stack = [e]
    var steps = 0
    while let x = stack.popLast(), steps < 256 {
      steps += 1
      switch x {
      case .identifier(let n):
        if tests[n.text] == nil { order.append(n.text) }
        tests[n.text, default: 0] += 1
      case .prefix(let op, let operand) where op.text == "!": stack.append(operand)
      case .binary(let b) where b.op.text == "&&" || b.op.text == "||": stack.append(contentsOf: [b.rhs, b.lhs])
      case .binary(let b) where b.op.text == "==" || b.op.text == "!=":
        for (x, y) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
          if case .identifier(let n) = x, case .literal(let l) = y, l.kind == .true || l.kind == .false {
            if tests[n.text] == nil && literalComparisons[n.text] == nil { order.append(n.text) }
            literalComparisons[n.text, default: 0] += 1
          }
        }
      case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil: stack.append(t.elements[0].value)
      default: break
      }
    }
  }

  /// A binding or assignment: a literal `true`/`false` makes the name a flag.
  mutating func noteBinding(_ name: String, _ source: Expr?) {
    if case .literal(let l)? = source, l.kind == .true || l.kind == .false { literalSets.insert(name) }
    if let source {
      let compared = Self.nilComparedNames(source)
      if !compared.isEmpty { nilTestSets[name, default: []].formUnion(compared) }
    }
  }

  /// The names compared with `nil` among a condition's leaves (through `!`, `&&`, `||` and
  /// parentheses): `kept` in `kept == nil && score > 1`.
  static func nilComparedNames(_ e: Expr) -> Set<String> {
    var result: Set<String> = []
    var stack = [e]
    var steps = 0
    while let x = stack.popLast(), steps < 256 {
      steps += 1
      switch x {
      case .prefix(let op, let operand) where op.text == "!": stack.append(operand)
      case .binary(let b) where b.op.text == "&&" || b.op.text == "||": stack.append(contentsOf: [b.rhs, b.lhs])
      case .binary(let b) where b.op.text == "==" || b.op.text == "!=":
        if case .identifier(let n)? = GraphBuilder.nilComparand(b) { result.insert(n.text) }
      case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil: stack.append(t.elements[0].value)
      default: break
      }
    }
    return result
  }

  /// The names set to a `Bool` literal somewhere in the body.
  var literallySet: Set<String> { literalSets }

  /// The names to track, in the order they were first tested; a report flag's comparisons
  /// with a literal count as its tests.
  func names(excluding excluded: Set<String>, flags: Set<String> = []) -> Set<String> {
    var result: Set<String> = []
    for n in order where !excluded.contains(n) {
      let count = (tests[n] ?? 0) + (flags.contains(n) ? literalComparisons[n] ?? 0 : 0)
      // A `Bool` holding a nil test of an evaluation's holder: kept apart so that `if keep`
      // knows what the test found (`let keep = kept == nil; if keep { kept = evaluation }`).
      let holdsNilTest = nilTestSets[n].map { !$0.isDisjoint(with: excluded) } ?? false
      if count >= 2 || (count >= 1 && (literalSets.contains(n) || holdsNilTest)) { result.insert(n) }
    }
    return result
  }
}

extension GraphBuilder {
  /// The condition slot of a variable named `name`, allocated on first use (nil when the
  /// name is not tracked or the body has no slot left).
  func conditionSlot(_ name: String) -> Int32? {
    guard conditionNames.contains(name) else { return nil }
    guard let v = lookup(name) else { return propertyConditionSlot(name) }
    if let slot = conditionSlots[v] { return slot }
    guard graph.conditions.count < PathStates.maxConditions else { return nil }
    graph.conditions.append(v)
    let slot = Int32(graph.conditions.count - 1)
    conditionSlots[v] = slot
    return slot
  }

  /// `name = value` (a declaration or an assignment) for a tracked condition; with `sides`
  /// (from `lowerNilTestCondition`), the value each side of that test gives it.
  func setCondition(_ name: String, to value: Expr?, sides: (trues: [Int32], falses: [Int32])? = nil) {
    if let sides { return setCondition(name, sides: sides) }
    guard !conditionNames.isEmpty, let slot = conditionSlot(name) else { return }
    var literal: Bool?
    if case .literal(let l)? = value, l.kind == .true || l.kind == .false { literal = l.kind == .true }
    emit(.setCondition(slot: slot, value: literal))
  }

  /// `let keep = kept == nil && …` (or `keep = …`) of a tracked condition: the test lowered
  /// as an `if` would lower it, so that its nil tests refine, with the condition set on each
  /// side; nil when `name` is no tracked condition or `value` tests nothing for nil.
  func lowerNilTestCondition(_ name: String, _ value: Expr?) -> (trues: [Int32], falses: [Int32])? {
    guard !conditionNames.isEmpty, conditionNames.contains(name), let value,
      !ConditionCandidates.nilComparedNames(value).isEmpty
    else { return nil }
    return lowerBool(value)
  }

  /// `let keep = kept == nil && …`: `lowerNilTestCondition` for a binding of one name.
  func lowerNilTestCondition(_ pattern: Pattern, _ value: Expr?) -> (trues: [Int32], falses: [Int32])? {
    guard case .binding(let name) = pattern else { return nil }
    return lowerNilTestCondition(name.text, value)
  }

  /// Sets the condition `name` (declared by now) on each side of its test and joins them.
  func setCondition(_ name: String, sides: (trues: [Int32], falses: [Int32])) {
    let slot = conditionSlot(name)
    for (nodes, value) in [(sides.trues, true), (sides.falses, false)] {
      for node in nodes {
        current = node
        if let slot { emit(.setCondition(slot: slot, value: value)) }
      }
    }
    join(sides.trues + sides.falses)
  }

  /// Splits on a tracked condition: each side knows its value.
  func conditionBranches(_ slot: Int32) -> (trues: [Int32], falses: [Int32]) {
    split(.testCondition(slot: slot, value: true), .testCondition(slot: slot, value: false))
  }

  /// Splits here into a side where the test holds, which starts with `whenTrue`, and one where it
  /// fails, which starts with `whenFalse`; the current node stays where it was.
  func split(_ whenTrue: FlowEvent, _ whenFalse: FlowEvent) -> (trues: [Int32], falses: [Int32]) {
    let saved = current
    let t = branch()
    let f = branch()
    current = t
    emit(whenTrue)
    current = f
    emit(whenFalse)
    current = saved
    return ([t], [f])
  }
}
