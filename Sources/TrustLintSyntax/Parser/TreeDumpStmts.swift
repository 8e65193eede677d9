/// Statement and declaration rendering for `TreeDump`.
extension TreeRenderer {
  /// Statements, one a line.
  mutating func stmts(_ list: [Stmt]) {
    for s in list {
      line()
      stmt(s)
    }
  }

  /// A block's statements, one level deeper.
  mutating func block(_ b: Block) { nested { $0.stmts(b.stmts) } }

  /// Attributes (with `@`) then modifier words.
  mutating func mods(_ m: DeclModifiers) {
    for a in m.attributes { out += " @" + a }
    for w in m.words { out += " " + w }
  }

  /// One statement or declaration.
  mutating func stmt(_ s: Stmt) {
    switch s {
    case .expr(let e):
      out += "(expr "
      expr(e)
      out += ")"
    case .variable(let v): variable(v)
    case .function(let f): function(f)
    case .type(let t): typeDecl(t)
    case .typeAlias(let a):
      out += "(typealias \(a.name.text)"
      mods(a.modifiers)
      out += " = \(a.aliased?.text ?? "?"))"
    case .importDecl(let i): out += "(import \(i.module.text))"
    case .enumCase(let c): out += "(case " + c.names.map(\.text).joined(separator: " ") + ")"
    case .ifStmt(let s): ifStmt(s)
    case .guardStmt(let g):
      out += "(guard"
      conditions(g.conditions)
      out += " else"
      block(g.elseBody)
      out += ")"
    case .switchStmt(let s): switchStmt(s)
    case .forIn(let f):
      out += "(for" + label(f.label) + (f.isTry ? " try" : "") + (f.isAwait ? " await" : "") + " "
      pattern(f.pattern)
      if let t = f.elementType { out += ": " + t.text }
      out += " in "
      expr(f.sequence)
      if let w = f.whereClause {
        out += " where "
        expr(w)
      }
      block(f.body)
      out += ")"
    case .whileStmt(let w):
      out += "(while" + label(w.label)
      conditions(w.conditions)
      block(w.body)
      out += ")"
    case .repeatWhile(let r):
      out += "(repeat" + label(r.label)
      block(r.body)
      line()
      out += "while "
      expr(r.condition)
      out += ")"
    case .doStmt(let d): doStmt(d)
    case .deferStmt(let d):
      out += "(defer"
      block(d.body)
      out += ")"
    case .returnStmt(let r):
      out += "(return"
      if let v = r.value {
        out += " "
        expr(v)
      }
      out += ")"
    case .throwStmt(let t):
      out += "(throw "
      expr(t.value)
      out += ")"
    case .breakStmt(let j): out += "(break" + label(j.label) + ")"
    case .continueStmt(let j): out += "(continue" + label(j.label) + ")"
    case .fallthroughStmt: out += "(fallthrough)"
    case .ifConfig(let c):
      out += "(#if"
      for clause in c.clauses {
        nested { r in
          r.line()
          r.out += "(" + r.tree.text(of: clause.directiveToken)
          if let cond = clause.condition { r.out += " " + r.tree.text(from: cond.first, through: cond.last) }
          r.nested { $0.stmts(clause.body) }
          r.out += ")"
        }
      }
      out += ")"
    case .unparsed(let first, let last): out += "(unparsed \(text(first, last)))"
    }
  }

  /// A statement label as ` name:`, or nothing.
  func label(_ n: Name?) -> String { n.map { " \($0.text):" } ?? "" }

  /// A condition list, inline.
  mutating func conditions(_ list: [Condition]) {
    for c in list {
      out += " "
      switch c {
      case .expr(let e): expr(e)
      case .optionalBinding(let isLet, let p, let t, let e):
        out += isLet ? "(if-let " : "(if-var "
        pattern(p)
        if let t { out += ": " + t.text }
        if let e {
          out += " = "
          expr(e)
        }
        out += ")"
      case .casePattern(let p, let e, _):
        out += "(if-case "
        pattern(p)
        out += " = "
        expr(e)
        out += ")"
      case .availability(let first, let last): out += "(available \(text(first, last)))"
      }
    }
  }

  /// An `if` with its `else` chain.
  mutating func ifStmt(_ s: IfStmt) {
    out += "(if" + label(s.label)
    conditions(s.conditions)
    block(s.then)
    switch s.elseBranch {
    case .block(let b)?:
      line()
      out += "else"
      block(b)
    case .elseIf(let e)?:
      line()
      out += "else "
      ifStmt(e)
    case nil: break
    }
    out += ")"
  }

  /// A `switch` with one line per case.
  mutating func switchStmt(_ s: SwitchStmt) {
    out += "(switch" + label(s.label) + " "
    expr(s.subject)
    nested { r in
      for c in s.cases {
        r.line()
        r.out += c.isUnknown ? "(@unknown " : "("
        switch c.kind {
        case .default: r.out += "default"
        case .patterns(let items):
          r.out += "case"
          r.caseItems(items)
        }
        r.nested { $0.stmts(c.body) }
        r.out += ")"
      }
    }
    out += ")"
  }

  /// Case items: pattern and `where` clause each.
  mutating func caseItems(_ items: [CaseItem]) {
    for item in items {
      out += " "
      pattern(item.pattern)
      if let w = item.whereClause {
        out += " where "
        expr(w)
      }
    }
  }

  /// A `do` with its catch clauses.
  mutating func doStmt(_ d: DoStmt) {
    out += "(do" + label(d.label)
    if let t = d.thrownType { out += " throws(\(t.text))" }
    block(d.body)
    for c in d.catches {
      line()
      out += "(catch"
      caseItems(c.items)
      block(c.body)
      out += ")"
    }
    out += ")"
  }

  /// A `let`/`var` with bindings and accessors.
  mutating func variable(_ v: VarDecl) {
    out += v.isLet ? "(let" : "(var"
    mods(v.modifiers)
    for b in v.bindings {
      out += " "
      pattern(b.pattern)
      if let t = b.type { out += ": " + t.text }
      if let e = b.initializer {
        out += " = "
        expr(e)
      }
      for a in b.accessors {
        nested { r in
          r.line()
          r.function(a)
        }
      }
    }
    out += ")"
  }

  /// A function-like declaration with its body.
  mutating func function(_ f: FunctionDecl) {
    switch f.kind {
    case .function: out += "(func \(f.name.text)"
    case .initializer: out += "(init"
    case .deinitializer: out += "(deinit"
    case .subscript: out += "(subscript"
    case .accessor(let word): out += "(\(word)"
    }
    mods(f.modifiers)
    if let g = f.genericParameters { out += " " + g }
    if case .accessor = f.kind {
      if !f.parameters.isEmpty { params(f.parameters) }
    } else {
      params(f.parameters)
    }
    if f.isAsync { out += " async" }
    if f.isThrows { out += " throws" }
    if case .accessor = f.kind {} else if let r = f.resultType { out += " -> " + r.text }
    if let w = f.whereClause { out += " where " + text(w.first, w.last) }
    if let b = f.body { block(b) } else { out += " no-body" }
    out += ")"
  }

  /// A type declaration with its members.
  mutating func typeDecl(_ t: TypeDecl) {
    out += "(\(t.kind.rawValue) \(t.name.text)"
    mods(t.modifiers)
    if let g = t.genericParameters { out += " " + g }
    if !t.inheritance.isEmpty { out += " : " + t.inheritance.map(\.text).joined(separator: ", ") }
    if let w = t.whereClause { out += " where " + text(w.first, w.last) }
    nested { $0.stmts(t.members) }
    out += ")"
  }
}
