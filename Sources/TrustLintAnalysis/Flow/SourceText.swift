import TrustLintSyntax

/// Source snippets for messages: compacted whitespace, shortened, and the last token of an
/// expression (so that `'try ledger.reserveFunds(amount)'` can be quoted as written).
public enum SourceText {
  /// Collapses runs of whitespace to one space and shortens to `limit` characters with `…`.
  public static func compact(_ text: String, limit: Int = 60) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(min(text.utf8.count, limit + 8))
    var pendingSpace = false
    for b in text.utf8 {
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace {
        out.append(0x20)
        pendingSpace = false
      }
      out.append(b)
    }
    var s = String(decoding: out, as: UTF8.self)
    if s.count > limit { s = elidingArguments(s) }
    if s.count > limit { s = String(s.prefix(limit - 1)) + "…" }
    return s
  }

  /// `try await ledger.reserveFunds(transfer.amount, for: account)` → `try await
  /// ledger.reserveFunds(…)`: argument lists and closures are elided before anything is cut, so
  /// a long quote still names the call instead of ending mid-word.
  static func elidingArguments(_ text: String) -> String {
    var result = ""
    var depth = 0
    var elided = false
    for ch in text {
      let opens = ch == "(" || ch == "[" || ch == "{"
      let closes = ch == ")" || ch == "]" || ch == "}"
      if depth == 0 {
        result.append(ch)
        if opens {
          depth = 1
          elided = false
        }
        continue
      }
      if opens { depth += 1 }
      if closes { depth -= 1 }
      if depth == 0 {
        result.append(ch)
      } else if !elided && ch != " " {
        elided = true
        result.append("…")
      }
    }
    return result
  }

  /// The label of a switch case from its `case`/`default` keyword, as written: `.medium`,
  /// `.success(.unknown), .failure`, `default`, `@unknown default`.
  public static func caseLabel(_ tree: SyntaxTree, keyword: TokenIndex) -> String {
    let keywordText = tree.text(of: keyword)
    if keywordText == "default" {
      return keyword > 0 && tree.text(of: keyword - 1) == "@unknown" ? "@unknown default" : "default"
    }
    let tokens = tree.tokens
    let first = Int(keyword) + 1
    var i = first
    var depth = 0
    while i < tokens.count && i - first < 64 {
      let t = tokens[i]
      if t.kind == .eof { break }
      if t.kind == .punctuation || t.kind == .operator {
        let text = tree.text(of: Int32(i))
        if text == "(" || text == "[" { depth += 1 }
        if text == ")" || text == "]" { depth -= 1 }
        if text == ":" && depth <= 0 { break }
      }
      i += 1
    }
    guard i > first else { return keywordText }
    return compact(tree.codeText(from: Int32(first), through: Int32(i - 1)))
  }

  /// The first token of an expression, when the tree records it.
  public static func firstToken(of expr: Expr) -> TokenIndex? {
    var e = expr
    var steps = 0
    while steps < 10_000 {
      steps += 1
      switch e {
      case .identifier(let n): return n.token
      case .implicitMember(let n): return n.token > 0 ? n.token - 1 : n.token
      case .member(let m): e = m.base
      case .call(let c): e = c.callee
      case .subscript(let s): e = s.base
      case .closure(let c): return c.lbrace
      case .try(let t): return t.tryToken
      case .await(let token, _): return token
      case .binary(let b), .assign(let b): e = b.lhs
      case .ternary(let t): e = t.condition
      case .prefix(let op, _): return op.token
      case .postfix(_, let op): e = op
      case .optionalChain(let op, _), .forceUnwrap(let op, _): e = op
      case .cast(let c): e = c.operand
      case .ifExpr(let i): return i.ifToken
      case .switchExpr(let s): return s.switchToken
      case .tuple(let t): return t.lparen
      case .array(let a): return a.lbracket
      case .dictionary(let d): return d.lbracket
      case .literal(let l): return l.token
      case .keyPath(let first, _), .opaque(let first, _): return first
      }
    }
    return nil
  }

  /// The last token of an expression (inclusive), found without recursion on long chains.
  public static func lastToken(of expr: Expr) -> TokenIndex? {
    var e = expr
    var steps = 0
    while steps < 10_000 {
      steps += 1
      switch e {
      case .identifier(let n), .implicitMember(let n): return n.token
      case .member(let m): return m.name.token
      case .call(let c): return c.closeToken
      case .subscript(let s): return s.closeToken
      case .closure(let c): return c.rbrace
      case .try(let t): e = t.operand
      case .await(_, let op): e = op
      case .binary(let b), .assign(let b): e = b.rhs
      case .ternary(let t): e = t.otherwise
      case .prefix(_, let op): e = op
      case .postfix(let op, _): return op.token
      case .optionalChain(_, let q): return q
      case .forceUnwrap(_, let b): return b
      case .cast(let c): return c.type.last
      case .ifExpr(let i):
        var node = i
        var hops = 0
        while hops < 10_000, case .elseIf(let next)? = node.elseBranch {
          node = next
          hops += 1
        }
        if case .block(let b)? = node.elseBranch { return b.rbrace }
        return node.then.rbrace
      case .switchExpr(let s): return s.rbrace
      case .tuple(let t): return t.rparen
      case .array(let a): return a.lbracket == a.rbracket ? a.lbracket : a.rbracket
      case .dictionary(let d): return d.rbracket
      case .literal(let l): return l.token
      case .keyPath(_, let last), .opaque(_, let last): return last
      }
    }
    return nil
  }
}
