/// A compact, deterministic S-expression rendering of a syntax tree, for golden tests and
/// debugging. Statements start on their own line (indented by nesting); expressions, patterns
/// and types are inline. Diagnostics follow as `(diagnostic LINE:COLUMN message)` lines.
public enum TreeDump {
  /// Renders the whole tree.
  public static func render(_ tree: SyntaxTree) -> String {
    var r = TreeRenderer(tree: tree)
    r.out = "(file"
    r.stmts(tree.items)
    r.out += ")\n"
    for d in tree.diagnostics {
      let loc = tree.location(of: d.token)
      r.out += "(diagnostic \(loc.line):\(loc.column) \(d.message))\n"
    }
    return r.out
  }
}

/// The renderer's state; statements in `TreeDumpStmts.swift`, expressions here.
struct TreeRenderer {
  let tree: SyntaxTree
  /// The text rendered so far.
  var out = ""
  /// Current statement nesting (two spaces each).
  var indent = 1

  init(tree: SyntaxTree) { self.tree = tree }

  /// Starts a new line at the current indentation.
  mutating func line() {
    out += "\n"
    out += String(repeating: "  ", count: indent)
  }

  /// Renders `body` one level deeper.
  mutating func nested(_ body: (inout TreeRenderer) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }

  /// Source text of a token range.
  func text(_ first: TokenIndex, _ last: TokenIndex) -> String { tree.text(from: first, through: last) }

  /// Arguments as ` label: value` pieces.
  mutating func args(_ list: [Argument]) {
    for a in list {
      out += " "
      if let l = a.label { out += "\(l.text): " }
      expr(a.value)
    }
  }

  /// One expression, inline.
  mutating func expr(_ e: Expr) {
    switch e {
    case .identifier(let n): out += n.text
    case .implicitMember(let n): out += "." + n.text
    case .member(let m):
      out += "(. "
      expr(m.base)
      out += " \(m.name.text))"
    case .call(let c):
      out += "(call "
      expr(c.callee)
      args(c.arguments)
      if !c.trailingClosures.isEmpty {
        out += " (trailing"
        args(c.trailingClosures)
        out += ")"
      }
      out += ")"
    case .subscript(let s):
      out += "(subscript "
      expr(s.base)
      args(s.arguments)
      out += ")"
    case .closure(let c): closure(c)
    case .try(let t):
      switch t.kind {
      case .plain: out += "(try "
      case .optional: out += "(try? "
      case .forced: out += "(try! "
      }
      expr(t.operand)
      out += ")"
    case .await(_, let operand):
      out += "(await "
      expr(operand)
      out += ")"
    case .binary(let b): binary("bin", b)
    case .assign(let b): binary("assign", b)
    case .ternary(let t):
      out += "(? "
      expr(t.condition)
      out += " "
      expr(t.then)
      out += " "
      expr(t.otherwise)
      out += ")"
    case .prefix(let op, let operand):
      out += "(prefix \(op.text) "
      expr(operand)
      out += ")"
    case .postfix(let op, let operand):
      out += "(postfix \(op.text) "
      expr(operand)
      out += ")"
    case .optionalChain(let operand, _):
      out += "(optional "
      expr(operand)
      out += ")"
    case .forceUnwrap(let operand, _):
      out += "(force "
      expr(operand)
      out += ")"
    case .cast(let c):
      let word: String
      switch c.kind {
      case .as: word = "as"
      case .asOptional: word = "as?"
      case .asForced: word = "as!"
      case .is: word = "is"
      }
      out += "(\(word) \(c.type.text) "
      expr(c.operand)
      out += ")"
    case .ifExpr(let s):
      out += "(ifexpr "
      ifStmt(s)
      out += ")"
    case .switchExpr(let s):
      out += "(switchexpr "
      switchStmt(s)
      out += ")"
    case .tuple(let t):
      out += "(tuple"
      args(t.elements)
      out += ")"
    case .array(let a):
      out += "(array"
      for el in a.elements {
        out += " "
        expr(el)
      }
      out += ")"
    case .dictionary(let d):
      out += "(dict"
      for (k, v) in d.entries {
        out += " ("
        expr(k)
        out += " "
        expr(v)
        out += ")"
      }
      out += ")"
    case .literal(let l): out += tree.text(of: l.token)
    case .keyPath(let first, let last): out += "(keypath \(text(first, last)))"
    case .opaque(let first, let last): out += "(opaque \(text(first, last)))"
    }
  }

  /// `(word op lhs rhs)`.
  mutating func binary(_ word: String, _ b: BinaryExpr) {
    out += "(\(word) \(b.op.text) "
    expr(b.lhs)
    out += " "
    expr(b.rhs)
    out += ")"
  }

  /// A closure: signature inline, body statements on their own lines.
  mutating func closure(_ c: ClosureExpr) {
    out += "(closure"
    if !c.captures.isEmpty { out += " [" + c.captures.map(\.text).joined(separator: " ") + "]" }
    if !c.parameters.isEmpty { params(c.parameters) }
    if c.isAsync { out += " async" }
    if c.isThrows { out += " throws" }
    if let r = c.resultType { out += " -> \(r.text)" }
    nested { $0.stmts(c.body) }
    out += ")"
  }

  /// A parameter list as `(params (label name: Type = default) …)`.
  mutating func params(_ ps: [Parameter]) {
    out += " (params"
    for p in ps {
      out += " ("
      if let l = p.label {
        if l != p.name.text { out += l + " " }
      } else if p.name.text != "_" {
        out += "_ "
      }
      out += p.name.text
      if let t = p.type {
        out += ": " + (p.isInout ? "inout " : "") + t.text + (p.isVariadic && !t.text.hasPrefix("repeat") ? "..." : "")
      }
      if p.isEscaping { out += " escaping" }
      if let d = p.defaultValue {
        out += " = "
        expr(d)
      }
      out += ")"
    }
    out += ")"
  }

  /// One pattern, inline.
  mutating func pattern(_ p: Pattern) {
    switch p {
    case .wildcard: out += "_"
    case .binding(let n): out += "(let \(n.text))"
    case .enumCase(let prefix, let n, let payload):
      out += "(case "
      if let prefix {
        expr(prefix)
        out += " "
      }
      out += "." + n.text
      if let payload {
        out += " ("
        for (i, q) in payload.enumerated() {
          if i > 0 { out += " " }
          pattern(q)
        }
        out += ")"
      }
      out += ")"
    case .tuple(let elements):
      out += "(ptuple"
      for q in elements {
        out += " "
        pattern(q)
      }
      out += ")"
    case .optional(let q):
      out += "(some "
      pattern(q)
      out += ")"
    case .isType(let t): out += "(is \(t.text))"
    case .cast(let q, let t):
      out += "(as \(t.text) "
      pattern(q)
      out += ")"
    case .expression(let e):
      out += "(expr "
      expr(e)
      out += ")"
    }
  }
}
