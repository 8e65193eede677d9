import TrustLintSyntax

/// `withTaskGroup(of: CoachingEvaluation?.self) { group in … for await evaluation in group { … } }`:
/// child tasks hand their evaluations to the group (`group.addTask { try? await
/// evaluator.requestEvaluation(context: context) }` returns it), and the group's one consumer
/// is the `for await` loop of the body closure, which then holds each element as a loop over a
/// stream of evaluations does (`GraphBuilder+StreamElements.swift`): reporting it on some paths
/// of the pass only is found at the loop variable. Only when the `of:` type is written as an
/// evaluation type (or an alias of one, optional or not), or as a tuple with one element of
/// such a type (`(String, CoachingEvaluation?).self`, labelled or not, which `for await (id,
/// evaluation) in group` takes apart), and the loop reads the closure's group parameter itself;
/// `group.next()` and the group's other operators are left alone.
///
/// The group is made and drained in this one call, so an element the loop never reports is
/// reported by nobody: as for a helper that never reports its parameter, the report stays owed
/// where the evaluation was made, and it is found at the producing call in the child task
/// (`TaskGroupShape.producer`, also through a `let` inside a block of the child). When no
/// child task's value is a producing call (`group.addTask { (id, snapshot[id]) }` hands on
/// evaluations a cache already holds), the loop only looks at them, as at a stream's: never
/// reporting them is no finding there (probe bw p09, p10, p93).
extension GraphBuilder {
  /// The standard library's task-group entry points whose groups yield their child results.
  private static let taskGroupFunctions: Set<String> = ["withTaskGroup", "withThrowingTaskGroup"]
  /// The group's methods that start a child task whose value the group then yields.
  private static let addTaskMethods: Set<String> = ["addTask", "addTaskUnlessCancelled"]

  /// Notes the body closure of `c` when it is such a task group of evaluations.
  func noteTaskGroupClosure(_ c: CallExpr, _ shape: CallShape) {
    guard mayLoopOverStreams, shape.isBare, let name = shape.name?.text, Self.taskGroupFunctions.contains(name),
      let of = c.arguments.first, of.label?.text == "of",
      let element = Self.metatypeText(of.value, tree: tree)
    else { return }
    let body =
      c.trailingClosures.count == 1 && c.trailingClosures[0].label == nil
      ? c.trailingClosures[0].value : c.arguments.first(where: { $0.label?.text == "body" })?.value
    guard case .closure(let closure)? = body, closure.parameters.count == 1 else { return }
    var group: TaskGroupShape
    if index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath) {
      group = TaskGroupShape(optional: index.isOptionalType(element, inFile: fileIndex), position: nil, arity: 0)
    } else if let types = Self.tupleElementTypes(element),
      case let positions = types.indices.filter({
        index.isEvaluationType(types[$0], inFile: fileIndex, ownerPath: ownerPath)
      }),
      positions.count == 1
    {
      let k = positions[0]
      group = TaskGroupShape(
        optional: index.isOptionalType(types[k], inFile: fileIndex), position: k, arity: types.count)
      group.label = TypeText.tupleLabel(of: element, at: k)
    } else {
      return
    }
    group.producer = groupProducer(closure, position: group.position)
    group.neverTaken = group.producer != nil && Self.neverTakesElements(closure, tree: tree)
    group.takenByOneLoop = group.producer != nil && Self.takesElementsInOneLoop(closure, tree: tree)
    if group.takenByOneLoop { group.exitsOnceComplete = Self.exitsOnceComplete(closure, tree: tree) }
    taskGroupClosures[closure.lbrace] = group
  }

  /// The name token of the first producing call whose value a child task of the group in
  /// `closure` returns (its element at `position` for a group of tuples), directly or through
  /// a `let` of the child's body.
  private func groupProducer(_ closure: ClosureExpr, position: Int?) -> TokenIndex? {
    let groupName = closure.parameters[0].name.text
    var stack = closure.body
    var steps = 0
    while let s = stack.popLast(), steps < 10_000 {
      steps += 1
      guard case .expr(var e) = s else {
        s.appendNestedStatements(to: &stack)
        continue
      }
      if case .assign(let a) = e { e = a.rhs }
      guard case .call(let c) = SyntaxQueries.stripped(e), case let shape = CallShape(c),
        let method = shape.name?.text, Self.addTaskMethods.contains(method),
        let receiver = shape.receiver, case .identifier(let r) = receiver, r.text == groupName,
        let last = c.allArguments.last, case .closure(let child) = last.value
      else { continue }
      let values: [Expr]
      if child.body.count == 1, case .expr(let only) = child.body[0] {
        values = [only]
      } else {
        values = TrackedNames.returnedValues(child.body)
      }
      for v in values {
        if let token = producerToken(v, position: position, child: child, values: values) { return token }
      }
    }
    return nil
  }

  /// The producing call's name token in `value` (its element at `position`), one of the
  /// `values` the `child` task returns, following a name to its `let` in the child.
  private func producerToken(_ value: Expr, position: Int?, child: ClosureExpr, values: [Expr]) -> TokenIndex? {
    var v = SyntaxQueries.stripped(value)
    if let position {
      guard case .tuple(let t) = v, t.elements.count > position else { return nil }
      v = SyntaxQueries.stripped(t.elements[position].value)
    }
    return elementProducerToken(v, child: child, values: values, depth: 0)
  }

  /// The producing call's name token of one child value: a call, either branch of a ternary
  /// (`enabled ? try? await evaluate(account) : nil`), or a name bound by a `let` or an
  /// `if let`/`guard let` of the child that the child does not report or hand on itself.
  private func elementProducerToken(_ value: Expr, child: ClosureExpr, values: [Expr], depth: Int) -> TokenIndex? {
    var v = SyntaxQueries.stripped(value)
    if case .ternary(let t) = v, depth < 4 {
      return elementProducerToken(t.then, child: child, values: values, depth: depth + 1)
        ?? elementProducerToken(t.otherwise, child: child, values: values, depth: depth + 1)
    }
    // `(payee, result?.evaluation)` of `let result = try? await screening.screen(payee)`: the
    // element of a tuple producer's value (`GraphBuilder+WrapperSlots.swift`).
    var element: String?
    if case .member(let m) = v, case .identifier(let holder) = SyntaxQueries.stripped(m.base) {
      element = m.name.text
      v = .identifier(holder)
    }
    if case .identifier(let n) = v, let i = Self.initializer(of: n.text, in: child.body) {
      // `settle(evaluation)` before `return (account.id, evaluation)`: the child reports it (or
      // hands it on) itself, and the loop may only look at it (probes-bw p100).
      if handles(n.text, in: child, returning: values) { return nil }
      v = SyntaxQueries.stripped(i)
    }
    guard case .call(let c) = v, case let shape = CallShape(c), let name = shape.name else { return nil }
    let found = candidates(for: c, shape, receiverIsEvaluation: false)
    if let element {
      // Only the element that holds the evaluation, of a producer every candidate of which
      // returns such a tuple.
      let holds = found.allSatisfy { call in
        let entry = index.functions[Int(call.function)]
        guard let tuple = entry.tupleEvaluation else { return false }
        return element == "\(tuple.element)"
          || entry.decl.resultType.flatMap { TypeText.tupleLabel(of: $0.text, at: tuple.element) } == element
      }
      guard !found.isEmpty, holds else { return nil }
    }
    return createsEvaluation(c, shape, found).0 ? name.token : nil
  }

  /// Whether the `child` task names `name` other than where it binds it, returns it among
  /// `values` or reads its outcome (`name.insight…`, `name?.insight…`).
  private func handles(_ name: String, in child: ClosureExpr, returning values: [Expr]) -> Bool {
    let tokens = tree.tokens
    let returned = values.compactMap { v -> ClosedRange<Int>? in
      guard let first = SourceText.firstToken(of: v), let last = SourceText.lastToken(of: v), first <= last else {
        return nil
      }
      return Int(first)...Int(last)
    }
    func text(_ j: Int) -> String { j < tokens.count ? tree.text(of: Int32(j)) : "" }
    var j = Int(child.lbrace) + 1
    while j < Int(child.rbrace), j < tokens.count {
      defer { j += 1 }
      guard tokens[j].kind == .identifier, text(j) == name, !returned.contains(where: { $0.contains(j) }) else {
        continue
      }
      if [".", "let", "var"].contains(text(j - 1)) { continue }
      if text(j + 1) == ".", text(j + 2) == "insight" { continue }
      if text(j + 1) == "?", text(j + 2) == ".", text(j + 3) == "insight" { continue }
      return true
    }
    return false
  }

  /// The initializer of the last `let name = …`, `if let name = …` or `guard let name = …`
  /// among `stmts` and the blocks nested in them (`do { let evaluation = try await … }`).
  private static func initializer(of name: String, in stmts: [Stmt]) -> Expr? {
    var nested = stmts
    var all: [Stmt] = []
    while let s = nested.popLast(), all.count < 10_000 {
      all.append(s)
      s.appendNestedStatements(to: &nested)
    }
    var found: Expr?
    for s in all {
      var conditions: [Condition] = []
      switch s {
      case .variable(let d):
        for b in d.bindings {
          if case .binding(let bound) = b.pattern, bound.text == name, let i = b.initializer { found = i }
        }
      case .ifStmt(let i): conditions = i.conditions
      case .guardStmt(let g): conditions = g.conditions
      default: break
      }
      for case .optionalBinding(_, .binding(let bound), _, let i?) in conditions where bound.text == name { found = i }
    }
    return found
  }

  /// `(String, CoachingEvaluation?)`, `(id: String, evaluation: CoachingEvaluation?)` → the
  /// element types as written; nil for a type that is not a tuple of two or more elements.
  static func tupleElementTypes(_ text: String) -> [String]? {
    let chars = Array(text.filter { !$0.isWhitespace })
    guard chars.count > 2, chars.first == "(", chars.last == ")" else { return nil }
    var parts: [String] = []
    var part = ""
    var depth = 0
    for ch in chars.dropFirst().dropLast() {
      switch ch {
      case "(", "<", "[": depth += 1
      case ")", ">", "]": depth -= 1
      default: break
      }
      if depth < 0 { return nil }
      if ch == ",", depth == 0 {
        parts.append(part)
        part = ""
      } else if ch == ":", depth == 0 {
        part = ""  // a label
      } else {
        part.append(ch)
      }
    }
    parts.append(part)
    guard depth == 0, parts.count > 1, !parts.contains(where: \.isEmpty) else { return nil }
    return parts
  }

  /// `CoachingEvaluation?.self` → `CoachingEvaluation?`: the type a metatype expression names,
  /// as written (its tokens joined), or nil when it does not end in `.self`.
  static func metatypeText(_ e: Expr, tree: SyntaxTree) -> String? {
    guard let first = SourceText.firstToken(of: e), let last = SourceText.lastToken(of: e), last > first + 1,
      last - first < 64, tree.text(of: last) == "self", tree.text(of: last - 1) == "."
    else { return nil }
    var text = ""
    for t in first..<(last - 1) { text += tree.text(of: t) }
    return text
  }
}

/// What a task group of evaluations yields (`GraphBuilder+TaskGroups.swift`).
struct TaskGroupShape {
  /// The evaluations may be nil (`CoachingEvaluation?.self`).
  var optional: Bool
  /// For a group of tuples: the evaluation's position in each, and the tuple's arity.
  var position: Int?
  var arity: Int
  /// For a group of labelled tuples: the evaluation's label (`pair.evaluation`).
  var label: String?
  /// The producing call a child task returns, where a never-reported element is found.
  var producer: TokenIndex?
  /// The body only adds tasks, waits for them or cancels them: the group drops every element
  /// (`GraphBuilder+TaskGroupNext.swift`).
  var neverTaken = false
  /// The body's one taking mention of the group is a `for await … in group` loop: leaving it
  /// early drops the rest (`GraphBuilder+TaskGroupEarlyExits.swift`).
  var takenByOneLoop = false
  /// The keyword tokens of the `return`s and `break`s that run only once the group is
  /// complete (`GraphBuilder+TaskGroupCompleteExits.swift`): they drop nothing.
  var exitsOnceComplete: Set<TokenIndex> = []
}
