import TrustLintSyntax

/// Expressions, `switch` cases, values in value positions, and `do`/`catch` for the outcome walker.
extension OutcomeWalker {
  /// Walks an expression: records calls made in an unknown or failure branch; ternaries,
  /// `&&`/`||` and `if`/`switch` expressions narrow their parts.
  func expr(_ e: Expr, _ st: OutcomeState) {
    switch e {
    case .call(let c):
      expr(c.callee, st)
      let mapped = mappedValue(c, st)
      var handed = Self.hasClosure(c) ? handedValues(c, st) : [:]
      if handed.isEmpty && mapped == nil && Self.hasClosure(c) { handed = memberwiseHandedValues(c) }
      var sameTypeParameters = false
      if handed.isEmpty && mapped == nil && Self.hasClosure(c) { (handed, sameTypeParameters) = publishedValues(c, st) }
      if handed.isEmpty && mapped == nil && Self.hasClosure(c) {
        (handed, sameTypeParameters) = observedValues(c, st)
      }
      let sequence = Self.hasClosure(c) ? Self.elementClosureSequence(c) : nil
      // `pairs.sink { id, level in … }` of a publisher of written tuples.
      let tuple = handed.isEmpty && mapped == nil && Self.hasClosure(c) ? publishedTuple(c, st) : nil
      for (i, a) in c.arguments.enumerated() {
        if case .closure(let cl) = a.value, let parameter = mapped ?? handed[i] {
          // A closure handed a level under a label (`isTrusted: { level in … }`) implements
          // that function: its `return true` is returned from `isTrusted`.
          closure(
            cl, st, parameter: parameter, returnsAs: mapped == nil ? a.label?.text : nil,
            sameTypeParameters: sameTypeParameters)
        } else if case .closure(let cl) = a.value, let tuple, tuple.index == i {
          closure(cl, st, destructuring: tuple.type)
        } else if case .closure(let cl) = a.value, let sequence {
          closure(cl, st, elementOf: sequence)
        } else {
          expr(a.value, st)
        }
        values(a.value, st, .argument(call: c, index: i))
        if case .identifier(let n) = SyntaxQueries.stripped(a.value), let s = subject(a.value, st),
          !(st.narrowed[s.key] ?? .all).intersection(s.domain).contains(.unknown)
        {
          result.argumentsWithoutUnknown.insert(n.token)
        }
      }
      for (k, a) in c.trailingClosures.enumerated() {
        if case .closure(let cl) = a.value, let parameter = mapped ?? handed[c.arguments.count + k] {
          closure(cl, st, parameter: parameter, sameTypeParameters: sameTypeParameters)
        } else if case .closure(let cl) = a.value, let tuple, tuple.index == c.arguments.count + k {
          closure(cl, st, destructuring: tuple.type)
        } else if case .closure(let cl) = a.value, let sequence {
          closure(cl, st, elementOf: sequence)
        } else {
          expr(a.value, st)
        }
      }
      walkLocalCall(c, st)
      if let branch = st.branch {
        result.calls.append(
          OutcomeCallFact(
            call: c, branch: branch, enclosing: unit.enclosing, ownerPath: unit.ownerPath,
            helper: helperParameter(branch), gatedByAnswer: st.gatedByAnswer))
      }
    case .closure(let c):
      closure(c, st)
    case .ternary(let t):
      expr(t.condition, st)
      let n = evaluate(t.condition, st)
      expr(t.then, st.narrowing(n.whenTrue, at: .condition(t.condition, holds: true), other: n.whenFalse))
      expr(t.otherwise, st.narrowing(n.whenFalse, at: .condition(t.condition, holds: false), other: n.whenTrue))
    case .binary(let b) where b.op.text == "&&" || b.op.text == "||":
      expr(b.lhs, st)
      let n = evaluate(b.lhs, st)
      let holds = b.op.text == "&&"
      expr(b.rhs, st.narrowing(holds ? n.whenTrue : n.whenFalse, at: .condition(b.lhs, holds: holds)))
    case .ifExpr(let s):
      var inner = st
      _ = statement(.ifStmt(s), &inner)
    case .switchExpr(let s):
      var inner = st
      _ = statement(.switchStmt(s), &inner)
    case .identifier, .implicitMember, .literal, .keyPath, .opaque:
      break
    case .member(let m): expr(m.base, st)
    case .subscript(let s):
      expr(s.base, st)
      for a in s.arguments { expr(a.value, st) }
    case .try(let t): expr(t.operand, st)
    case .await(_, let operand), .prefix(_, let operand), .postfix(_, let operand): expr(operand, st)
    case .optionalChain(let operand, _), .forceUnwrap(let operand, _): expr(operand, st)
    case .binary(let b), .assign(let b):
      expr(b.lhs, st)
      expr(b.rhs, st)
    case .cast(let c): expr(c.operand, st)
    case .tuple(let t): for el in t.elements { expr(el.value, st) }
    case .array(let a): for el in a.elements { expr(el, st) }
    case .dictionary(let d):
      for entry in d.entries {
        expr(entry.key, st)
        expr(entry.value, st)
      }
    }
  }

  /// The success value that `outcome.map { … }` / `flatMap` (or `Optional.map` on
  /// `try? ….get()`) hands its closure: a value bound from the outcome, whatever the closure's
  /// parameter is called or whether it is typed. Nil for other calls.
  private func mappedValue(_ c: CallExpr, _ st: OutcomeState) -> OutcomeSubject? {
    // SwiftUI's `ForEach(levels) { level in … }` over a collection of levels: each element.
    // `ForEach($levels) { $level in … }`: a binding to each element, whose wrapped value is it.
    if let data = Self.forEachData(c) {
      let key = "element:\(c.openToken)"
      return elementSubject(of: data, st, key: key)
        ?? Self.unprojected(data).flatMap { elementSubject(of: $0, st, key: key) }
    }
    guard case .member(let m) = SyntaxQueries.stripped(c.callee) else { return nil }
    // `levels.forEach { level in … }` over a collection of levels: each element.
    if Self.elementClosureMethods.contains(m.name.text),
      let element = elementSubject(of: m.base, st, key: "element:\(m.name.token)")
    {
      return element
    }
    guard m.name.text == "map" || m.name.text == "flatMap", let base = subject(m.base, st), base.kind != .value
    else { return nil }
    return OutcomeSubject(key: base.key, kind: .value)
  }

  /// The sequence whose elements a closure passed to `forEach`, `map`, … receives first
  /// (`store.all()` in `store.all().forEach { rec in … }`), judged only if an element's
  /// `insight.outcome` is read.
  static func elementClosureSequence(_ c: CallExpr) -> Expr? {
    if let data = forEachData(c) { return data }
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), elementClosureMethods.contains(m.name.text) else {
      return nil
    }
    return m.base
  }

  /// The collection SwiftUI's `ForEach(data) { … }`, `ForEach(data, id: \.self) { … }` (or
  /// `content:`) hands its content closure one element of at a time: its first argument,
  /// unlabeled; `List(data, id: \.self) { row in … }` hands its row closure the same way.
  static func forEachData(_ c: CallExpr) -> Expr? {
    guard case .identifier(let callee) = SyntaxQueries.stripped(c.callee),
      callee.text == "ForEach" || callee.text == "List",
      let first = c.arguments.first, first.label == nil
    else { return nil }
    if case .closure = first.value { return nil }
    return first.value
  }

  /// Sequence methods whose closure receives each element first.
  static let elementClosureMethods: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "contains", "first", "allSatisfy",
  ]

  /// A closure runs on the path it is written on: it keeps the branch, and its parameters
  /// shadow outer names. Its `return` returns from the closure. `parameter`: the subject its
  /// first (untyped or anonymous `$0`) parameter is bound to, for `outcome.map { … }`.
  /// `elementOf`: the sequence whose elements the first parameter receives (for its type).
  /// `returnsAs`: the name the closure is bound to (`let isTrusted: (Level) -> Bool = { … }`),
  /// which names what its `return`s return, as a function's name does. `destructuring`: a
  /// tuple type whose elements its parameters take by position (a publisher's written output).
  func closure(
    _ c: ClosureExpr, _ st: OutcomeState, parameter: OutcomeSubject? = nil, elementOf sequence: Expr? = nil,
    returnsAs: String? = nil, sameTypeParameters: Bool = false, destructuring: String? = nil
  ) {
    let saved = unit
    let savedTargets = breakTargets
    breakTargets = []
    unit.functionName = returnsAs
    unit.function = nil
    unit.observesReturns = false
    unit.returnsStatus = false
    unit.callbacks.subtract(c.parameters.map(\.name.text))
    // A TCA effect (`.run { send in … }`, `catch: { error, send in … }`) answers by sending an
    // action: `await send(.approveWithdrawal)` answers as `completion(.approved)` does.
    if let last = c.parameters.last?.name.text, last == "send" { unit.callbacks.insert(last) }
    var inner = st
    // `pending.forEach { evaluation in … }` under a tested `evaluation`: the parameter is another.
    inner.forgetKeys(rootedAt: Set(c.parameters.map(\.name.text)))
    bindParameters(c.parameters, &inner.bindings)
    bindCollections(c.parameters.map { ($0.name.text, $0.type) }, &inner)
    if let sequence, let first = c.parameters.first, first.type == nil {
      bindElementType(first.name.text, of: sequence, &inner)
    } else if c.parameters.isEmpty, sequence != nil || inner.declaredTypes["$0"] != nil {
      // `$0` of an inner closure is its own argument, not the outer closure's.
      inner.declaredTypes["$0"] = sequence.map { .elementOf($0) } ?? .unknown
    }
    // `pairs.forEach { id, level in … }`: each parameter is the element's tuple at its position.
    if c.parameters.count >= 2, destructuring != nil || sequence != nil {
      let type =
        destructuring ?? sequence.flatMap { typeText(of: $0, st, depth: 0) }.flatMap(Self.sequenceElementTypeText)
      bindTupleParameters(c, elementType: type, &inner)
    } else if let destructuring, c.parameters.count <= 1, c.parameters.first?.type == nil {
      // `sink { pair in … pair.0 … }` (or `$0.0`) of a publisher of tuples: the whole tuple.
      let name = c.parameters.first?.name.text ?? "$0"
      inner.declaredTypes[name] = .written(destructuring)
      inner.bindings[name] = .some(nil)
    }
    if let first = c.parameters.first {
      if let parameter, first.type == nil {
        if first.name.text.count > 1, first.name.text.hasPrefix("$") {
          // `{ $level in … }` of `ForEach($levels)`: `level` is the element, `$level` its
          // binding (no level itself; `$level.wrappedValue` is read through `level`).
          inner.bindings[String(first.name.text.dropFirst())] = parameter
          inner.bindings[first.name.text] = .some(nil)
        } else {
          inner.bindings[first.name.text] = parameter
        }
      }
      if let parameter, sameTypeParameters {
        // `onChange(of: level) { old, new in … }`: each is a level of its own.
        for (i, p) in c.parameters.enumerated().dropFirst() where p.type == nil {
          inner.bindings[p.name.text] = OutcomeSubject(key: parameter.key + ":\(i)", kind: parameter.kind)
        }
      }
    } else if inner.bindings["$0"] != nil || parameter != nil {
      // `$0` of an inner closure is its own argument, not the outer closure's.
      inner.bindings["$0"] = .some(parameter)
    }
    if parameter == nil && sequence == nil && destructuring == nil && st.branch != nil {
      inner.answers.formUnion(answerNames(c, inner))
    }
    implicitResult(c.body, inner)
    _ = block(c.body, &inner)
    unit = saved
    breakTargets = savedTargets
  }

  /// Records the leaves of a value in a value position (returned, assigned, passed), following
  /// ternaries and `if`/`switch` expressions into their branches. `elements`: the sinks of a
  /// tuple pattern's names (`let (status, decision) = …`), for the elements of tuple leaves.
  func values(_ e: Expr, _ st: OutcomeState, _ sink: ValueSink, elements: [ValueSink?]? = nil) {
    if unit.dropsReturns, case .returned = sink { return }
    if elements != nil {
      // Only a tuple written out splits into the pattern's names; `let (a, b) = pair` does not.
      switch e {
      case .try, .await, .tuple, .ternary, .ifExpr, .switchExpr: break
      default: return
      }
    }
    if unit.observesReturns, case .returned = sink, let observer = returnObserver {
      switch e {
      case .try, .await, .tuple, .ternary, .ifExpr, .switchExpr: break
      default:
        observer(self, e, st)
        return
      }
    }
    switch e {
    case .try(let t): values(t.operand, st, sink, elements: elements)
    case .await(_, let operand): values(operand, st, sink, elements: elements)
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      values(t.elements[0].value, st, sink, elements: elements)
    case .tuple(let t):
      tupleElementValues(t, st, sink, elements)
    case .ternary(let t):
      let n = evaluate(t.condition, st)
      let whenTrue = st.narrowing(n.whenTrue, at: .condition(t.condition, holds: true), other: n.whenFalse)
      values(t.then, whenTrue, sink, elements: elements)
      let whenFalse = st.narrowing(n.whenFalse, at: .condition(t.condition, holds: false), other: n.whenTrue)
      values(t.otherwise, whenFalse, sink, elements: elements)
    case .ifExpr(let s):
      var current: IfStmt? = s
      var state = st
      var rounds = 0
      while let branch = current, rounds < 1000 {
        rounds += 1
        var inner = state
        let n = conditions(branch.conditions, &inner, walk: false)
        let then = inner.narrowing(n.whenTrue, at: .body(branch.ifToken), other: n.whenFalse)
        lastValue(branch.then.stmts, then, sink, elements)
        state = state.narrowing(n.whenFalse, at: Self.elseEntry(branch), other: n.whenTrue)
        switch branch.elseBranch {
        case .block(let b)?:
          lastValue(b.stmts, state, sink, elements)
          current = nil
        case .elseIf(let next)?: current = next
        case nil: current = nil
        }
      }
    case .switchExpr(let s):
      for (c, state) in zip(s.cases, caseStates(s, st, walkGuards: false)) { lastValue(c.body, state, sink, elements) }
    case .implicitMember, .member, .identifier:
      record(e, st, sink)
    case .binary, .subscript:
      tableDefaultValues(e, st, sink)
    case .literal(let l) where l.kind == .true:
      record(e, st, sink)
    case .call(let c):
      // A case with a payload: `.allow(x)`, `Decision.approved(reason: x)`; a `Result`'s
      // `.success(.approved)` is its payload too, and so is the action of a reducer's
      // `return .send(.approveRelease)`.
      if Self.isSuccessWrapper(c) || Self.isEffectSend(c) { values(c.arguments[0].value, st, sink) }
      switch SyntaxQueries.stripped(c.callee) {
      case .implicitMember: record(e, st, sink)
      case .member(let m) where SyntaxQueries.isTypePath(m.base): record(e, st, sink)
      default: break
      }
    default:
      break
    }
  }

  private func record(_ leaf: Expr, _ st: OutcomeState, _ sink: ValueSink) {
    guard let branch = st.branch else { return }
    var fact = OutcomeValueFact(leaf: leaf, sink: sink, branch: branch, enclosing: unit.enclosing)
    if case .returned = sink { fact.returnedAsStatus = unit.returnsStatus }
    fact.helper = helperParameter(branch)
    fact.gatedByAnswer = st.gatedByAnswer
    if case .argument(let call, _) = sink { noteAnswer(call, leaf, &fact) }
    result.values.append(fact)
  }

  /// The parameter of the walked function that the branch's outcome key is (`parameter:level`).
  private func helperParameter(_ branch: OutcomeBranch) -> HelperParameter? {
    guard let f = unit.function, let key = branch.key, key.hasPrefix("parameter:") else { return nil }
    let name = key.dropFirst("parameter:".count)
    return f.parameters.firstIndex { $0.name.text == name }.map { HelperParameter(function: f, index: $0) }
  }
}
