import TrustLintSyntax

/// Builds the `BodyScope`s of one file in a single walk: every function, accessor, closure,
/// the top-level code and each type's property initializers, with their locals,
/// assignments and direct calls.
final class ScopeBuilder {
  /// The file's position in `Program.files`.
  let fileIndex: Int
  /// The program's index: owner paths of extensions of nested types (`NestedExtensions`).
  let index: ProgramIndex
  /// Every body built so far, outer before inner.
  var all: [BodyScope] = []
  /// Bodies by their function declaration.
  var byFunction: [ObjectIdentifier: BodyScope] = [:]
  /// Bodies by their closure.
  var byClosure: [ObjectIdentifier: BodyScope] = [:]
  /// The name each closure about to be built is kept under (see `BodyScope.keptAs`), by its `{`.
  var closureNames: [TokenIndex: String] = [:]
  /// The written type each closure about to be built is kept under (see `BodyScope.keptType`).
  var closureTypes: [TokenIndex: TypeRef] = [:]
  /// The call each closure about to be built is the unlabelled trailing closure of (see
  /// `BodyScope.trailingClosureOf`), by its `{`.
  var trailingClosureCalls: [TokenIndex: CallExpr] = [:]
  /// The last token of the block, branch or loop body whose statements are being walked: a
  /// local declared now is visible through it (`BodyScope.Local.visibleThrough`).
  private var regionEnd: TokenIndex = .max

  /// A builder for one file.
  init(fileIndex: Int, index: ProgramIndex) {
    self.fileIndex = fileIndex
    self.index = index
  }

  /// Declarations at file level (`top` given: other statements are top-level code) or in a type.
  func members(_ items: [Stmt], top: BodyScope?, owner: [String], ownerText: String?) {
    var initializers: BodyScope?
    for item in items {
      switch item {
      case .function(let f):
        function(f, parent: nil, owner: owner, ownerText: ownerText)
      case .type(let t):
        let written = t.kind == .extension ? (t.extendedType?.text ?? t.name.text) : t.name.text
        let name = DeclarationCollector.pathWithoutGenerics(written)
        members(t.members, top: nil, owner: index.ownerPath(owner, appending: name), ownerText: written)
      case .ifConfig(let c):
        for clause in c.clauses { members(clause.body, top: top, owner: owner, ownerText: ownerText) }
      case .variable(let v):
        if let top {
          statement(item, in: top)
          continue
        }
        for b in v.bindings {
          for a in b.accessors { function(a, parent: nil, owner: owner, ownerText: ownerText) }
          if let i = b.initializer {
            if case .closure(let c) = i, case .binding(let n) = b.pattern { closureNames[c.lbrace] = n.text }
            if case .closure(let c) = i, let t = b.type { closureTypes[c.lbrace] = t }
            if initializers == nil {
              let s = BodyScope(
                kind: .memberInitializers, parent: nil, fileIndex: fileIndex, ownerPath: owner,
                ownerTypeText: ownerText, statements: [], parameters: [],
                qualifiedName: owner.joined(separator: "."))
              all.append(s)
              initializers = s
            }
            expr(i, in: initializers!)
          }
        }
      default:
        if let top { statement(item, in: top) }
      }
    }
  }

  @discardableResult
  /// The body of a function, initializer or accessor.
  func function(_ f: FunctionDecl, parent: BodyScope?, owner: [String], ownerText: String?) -> BodyScope {
    let scope = BodyScope(
      kind: .function(f), parent: parent, fileIndex: fileIndex, ownerPath: owner, ownerTypeText: ownerText,
      statements: f.body?.stmts ?? [], parameters: f.parameters,
      qualifiedName: ProgramIndex.qualifiedName(f, owner: owner))
    all.append(scope)
    byFunction[ObjectIdentifier(f)] = scope
    for p in f.parameters { if let d = p.defaultValue { expr(d, in: scope) } }
    within(.max) { for s in scope.statements { statement(s, in: scope) } }
    return scope
  }

  /// The body of a closure written in `parent`.
  func closure(_ c: ClosureExpr, parent: BodyScope) {
    let scope = BodyScope(
      kind: .closure(c), parent: parent, fileIndex: fileIndex, ownerPath: parent.ownerPath,
      ownerTypeText: parent.ownerTypeText, statements: c.body, parameters: c.parameters,
      qualifiedName: parent.qualifiedName)
    all.append(scope)
    byClosure[ObjectIdentifier(c)] = scope
    if !closureNames.isEmpty { scope.keptAs = closureNames.removeValue(forKey: c.lbrace) }
    if !closureTypes.isEmpty { scope.keptType = closureTypes.removeValue(forKey: c.lbrace) }
    if !trailingClosureCalls.isEmpty { scope.trailingClosureOf = trailingClosureCalls.removeValue(forKey: c.lbrace) }
    within(.max) { for s in c.body { statement(s, in: scope) } }
  }

  /// Walks `body` with locals declared in it visible through `end`.
  private func within(_ end: TokenIndex, _ body: () -> Void) {
    let saved = regionEnd
    regionEnd = end
    body()
    regionEnd = saved
  }

  /// Records a local of `scope`, visible from `from` (its name when nil) through `regionEnd`.
  private func add(_ local: BodyScope.Local, to scope: BodyScope, from: TokenIndex? = nil) {
    var local = local
    local.visibleFrom = from ?? local.name.token
    local.visibleThrough = regionEnd
    scope.locals[local.name.text, default: []].append(local)
  }

  /// The token after an expression (nil for none, or when it has no tokens of its own).
  private static func after(_ e: Expr?) -> TokenIndex? {
    e.flatMap { SourceText.lastToken(of: $0) }.map { $0 + 1 }
  }

  /// Walks a block's statements, its locals visible to its `}`.
  private func block(_ b: Block, in scope: BodyScope) {
    within(b.rbrace) { for s in b.stmts { statement(s, in: scope) } }
  }

  /// Records what one statement binds, assigns and calls.
  func statement(_ stmt: Stmt, in scope: BodyScope) {
    switch stmt {
    case .expr(let e): expr(e, in: scope)
    case .variable(let v):
      for b in v.bindings {
        if case .binding(let n) = b.pattern {
          // `let category = category.fallback`: the initializer still means the outer name.
          add(BodyScope.Local(name: n, declaredBy: b), to: scope, from: Self.after(b.initializer))
        } else {
          bind(
            b.pattern, in: scope, type: b.type, initializer: b.initializer, unwraps: false,
            from: Self.after(b.initializer))
        }
        if let i = b.initializer {
          if case .closure(let c) = i, let t = b.type { closureTypes[c.lbrace] = t }
          expr(i, in: scope)
        }
        for a in b.accessors { function(a, parent: scope, owner: scope.ownerPath, ownerText: scope.ownerTypeText) }
      }
    case .function(let f):
      function(f, parent: scope, owner: scope.ownerPath, ownerText: scope.ownerTypeText).declaredThrough = regionEnd
    case .type(let t):
      let written = t.kind == .extension ? (t.extendedType?.text ?? t.name.text) : t.name.text
      members(t.members, top: nil, owner: scope.ownerPath + [t.name.text], ownerText: written)
    case .ifStmt(let s): ifStmt(s, in: scope)
    case .guardStmt(let g):
      conditions(g.conditions, in: scope)
      block(g.elseBody, in: scope)
    case .switchStmt(let s): switchStmt(s, in: scope)
    case .forIn(let f):
      within(f.body.rbrace) {
        bind(f.pattern, in: scope, type: f.elementType, initializer: nil, unwraps: false, from: Self.after(f.sequence))
      }
      if case .binding(let n) = f.pattern, let k = scope.locals[n.text]?.indices.last {
        scope.locals[n.text]![k].sequence = f.sequence
      } else if case .tuple(let ps) = f.pattern {
        // `for (step, category) in [("addPayee", .account), ("pay", .payment)]`: each name
        // takes its element of every tuple the sequence holds.
        for (i, q) in ps.enumerated() {
          guard case .binding(let n) = q, let k = scope.locals[n.text]?.indices.last else { continue }
          scope.locals[n.text]![k].tupleElement = BodyScope.TupleOrigin(source: f.sequence, index: i, count: ps.count)
        }
      }
      expr(f.sequence, in: scope)
      if let w = f.whereClause { expr(w, in: scope) }
      block(f.body, in: scope)
    case .whileStmt(let w):
      within(w.body.rbrace) { conditions(w.conditions, in: scope) }
      block(w.body, in: scope)
    case .repeatWhile(let r):
      block(r.body, in: scope)
      expr(r.condition, in: scope)
    case .doStmt(let d):
      block(d.body, in: scope)
      for c in d.catches {
        for item in c.items {
          within(c.body.rbrace) { bind(item.pattern, in: scope, type: nil, initializer: nil, unwraps: false) }
          if let w = item.whereClause { expr(w, in: scope) }
        }
        block(c.body, in: scope)
      }
    case .deferStmt(let d): block(d.body, in: scope)
    case .returnStmt(let r): if let v = r.value { expr(v, in: scope) }
    case .throwStmt(let t): expr(t.value, in: scope)
    case .ifConfig(let c): for clause in c.clauses { for s in clause.body { statement(s, in: scope) } }
    case .typeAlias, .importDecl, .enumCase, .breakStmt, .continueStmt, .fallthroughStmt, .unparsed: break
    }
  }

  private func ifStmt(_ s: IfStmt, in scope: BodyScope) {
    within(s.then.rbrace) { conditions(s.conditions, in: scope) }
    block(s.then, in: scope)
    switch s.elseBranch {
    case .block(let b)?: block(b, in: scope)
    case .elseIf(let next)?: ifStmt(next, in: scope)
    case nil: break
    }
  }

  private func switchStmt(_ s: SwitchStmt, in scope: BodyScope) {
    expr(s.subject, in: scope)
    for (k, c) in s.cases.enumerated() {
      // A case's locals end where the next case begins.
      let end = k + 1 < s.cases.count ? s.cases[k + 1].keywordToken - 1 : s.rbrace
      within(end) {
        if case .patterns(let items) = c.kind {
          for item in items {
            bindCase(item.pattern, subject: s.subject, in: scope)
            if let w = item.whereClause { expr(w, in: scope) }
          }
        }
        for st in c.body { statement(st, in: scope) }
      }
    }
  }

  private func conditions(_ list: [Condition], in scope: BodyScope) {
    for c in list {
      switch c {
      case .expr(let e): expr(e, in: scope)
      case .optionalBinding(_, let p, let type, let initializer):
        // `if let x` (no initializer) rebinds the outer `x`; the outer binding already says what it is.
        if let initializer {
          // `if let category = category`: the initializer still means the outer name.
          bind(p, in: scope, type: type, initializer: initializer, unwraps: true, from: Self.after(initializer))
          expr(initializer, in: scope)
        }
      case .casePattern(let p, let initializer, _):
        bindCase(p, subject: initializer, in: scope)
        expr(initializer, in: scope)
      case .availability: break
      }
    }
  }

  /// A case pattern matched against `subject`: a name bound directly in the payload of the
  /// pattern's case (`.evaluate(let category)`) records which payload of `subject` it takes, so
  /// that a category carried in an enum payload can be traced to where the case is built.
  private func bindCase(_ p: Pattern, subject: Expr, in scope: BodyScope) {
    guard case .enumCase(_, let name, let payload?) = p else {
      bind(p, in: scope, type: nil, initializer: nil, unwraps: false)
      return
    }
    for (index, q) in payload.enumerated() {
      guard case .binding(let n) = q else {
        bind(q, in: scope, type: nil, initializer: nil, unwraps: false)
        continue
      }
      var local = BodyScope.Local(name: n, type: nil, initializer: nil, unwraps: false)
      local.payload = BodyScope.PayloadOrigin(
        subject: subject, caseName: name.text, index: index, count: payload.count)
      add(local, to: scope)
    }
  }

  private func bind(
    _ p: Pattern, in scope: BodyScope, type: TypeRef?, initializer: Expr?, unwraps: Bool, from: TokenIndex? = nil
  ) {
    switch p {
    case .binding(let n):
      add(BodyScope.Local(name: n, type: type, initializer: initializer, unwraps: unwraps), to: scope, from: from)
    case .tuple(let ps):
      // `let (evaluator, id) = (ScoreEvaluator(), "a")`, `let (a, b): (A, B) = …`: each name
      // takes its element of a tuple written in place, or its element of the written type.
      var values: [Expr]?
      if let initializer, case .tuple(let t) = SyntaxQueries.stripped(initializer), t.elements.count == ps.count {
        values = t.elements.map(\.value)
      }
      var types: [TypeRef]?
      if let type, let elements = TypeText.tupleElements(of: type.text), elements.count == ps.count {
        types = elements.map { TypeRef(text: $0, first: type.first, last: type.last) }
      }
      for (i, q) in ps.enumerated() {
        // `let (context, _) = makeRequest()`: the element of what the call returns.
        if values == nil, let initializer, case .binding(let n) = q {
          var local = BodyScope.Local(name: n, type: types?[i], initializer: nil, unwraps: false)
          local.tupleElement = BodyScope.TupleOrigin(source: initializer, index: i, count: ps.count)
          add(local, to: scope, from: from)
          continue
        }
        bind(q, in: scope, type: types?[i], initializer: values?[i], unwraps: false, from: from)
      }
    case .enumCase(_, _, let payload):
      for q in payload ?? [] { bind(q, in: scope, type: nil, initializer: nil, unwraps: false) }
    case .optional(let q): bind(q, in: scope, type: type, initializer: initializer, unwraps: true, from: from)
    case .cast(let q, let t): bind(q, in: scope, type: t, initializer: nil, unwraps: false)
    case .wildcard, .isType, .expression: break
    }
  }

  /// Records calls and assignments of an expression; closures become bodies of their own.
  /// One walker serves the whole file (a walker and a closure per expression statement were
  /// most of the cost on a file of a million statements); the walk is re-entered for the
  /// statements of a closure, so the scope is saved and restored around it.
  func expr(_ e: Expr, in scope: BodyScope) {
    let saved = exprWalker.scope
    exprWalker.scope = scope
    exprWalker.walk(e)
    exprWalker.scope = saved
  }

  private lazy var exprWalker = ExprWalker(builder: self)

  /// The walk behind `expr(_:in:)`: calls and assignments go to `scope`.
  private final class ExprWalker: SyntaxWalker {
    unowned let builder: ScopeBuilder
    var scope: BodyScope?

    init(builder: ScopeBuilder) { self.builder = builder }

    override func visit(_ e: Expr) -> Bool {
      guard let scope else { return false }
      switch e {
      case .closure(let c):
        builder.closure(c, parent: scope)
        return false
      case .call(let c):
        scope.calls.append(c)
        // `contexts.append(make(.other))`: an element the collection may then hold, as a
        // subscript assignment's.
        if let (target, element) = Self.insertedElement(c) {
          scope.assignments[target + BodyScope.elementSuffix, default: []].append(element)
        }
        for a in c.allArguments {
          guard case .closure(let closure) = a.value else { continue }
          if let label = a.label {
            builder.closureNames[closure.lbrace] = label.text
          } else if let first = c.trailingClosures.first, case .closure(let t) = first.value, t === closure {
            // `TrustClient { context in … }`: which property it becomes needs the type's
            // declaration, found later (`CategoryTracer.trailingClosureProperty`).
            builder.trailingClosureCalls[closure.lbrace] = c
          }
        }
      case .assign(let b) where b.op.text == "=":
        if let target = SyntaxQueries.dottedPath(b.lhs, keepingSelf: true) {
          scope.assignments[target, default: []].append(b.rhs)
          if case .member(let m) = SyntaxQueries.stripped(b.lhs), !Self.isSelf(m.base) {
            scope.memberAssignments.append((m, b.rhs))
          }
        } else if case .subscript(let sub) = SyntaxQueries.stripped(b.lhs),
          let target = SyntaxQueries.dottedPath(sub.base, keepingSelf: true)
        {
          // `contexts[.help] = make(.other)`: an element the collection may then hold.
          scope.assignments[target + BodyScope.elementSuffix, default: []].append(b.rhs)
        }
      default:
        break
      }
      return true
    }

    /// Whether `e` is `self` (or `Self`), whose members' assignments the type's own bodies hold.
    private static func isSelf(_ e: Expr) -> Bool {
      guard case .identifier(let n) = SyntaxQueries.stripped(e) else { return false }
      return n.text == "self" || n.text == "Self"
    }

    /// The collection (its written target) and the element a call adds one element to it
    /// with: `x.append(e)`, `x.insert(e)` / `x.insert(e, at: i)` (an array or a set),
    /// `x.updateValue(e, forKey: k)` (a dictionary). Nil for any other call, and for those
    /// adding a collection's worth (`append(contentsOf:)`), whose elements are not written.
    static func insertedElement(_ c: CallExpr) -> (String, Expr)? {
      guard c.trailingClosures.isEmpty, case .member(let m) = c.callee, let first = c.arguments.first,
        first.label == nil
      else { return nil }
      let labels = c.arguments.dropFirst().map { $0.label?.text }
      switch m.name.text {
      case "append": guard labels.isEmpty else { return nil }
      case "insert": guard labels.isEmpty || labels == ["at"] else { return nil }
      case "updateValue": guard labels == ["forKey"] else { return nil }
      default: return nil
      }
      guard let target = SyntaxQueries.dottedPath(m.base, keepingSelf: true) else { return nil }
      return (target, first.value)
    }

    // Nested declarations are bodies of their own (as `SyntaxVisitor` does by default).
    override func visit(_ function: FunctionDecl) -> Bool { false }
    override func visit(_ type: TypeDecl) -> Bool { false }
  }
}
