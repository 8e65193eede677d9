/// A statement or declaration. Declarations appear wherever Swift allows them
/// (top level, type members, local declarations in bodies).
public enum Stmt: @unchecked Sendable {
  case expr(Expr)
  case variable(VarDecl)
  case function(FunctionDecl)
  case type(TypeDecl)
  case typeAlias(TypeAliasDecl)
  case importDecl(ImportDecl)
  case enumCase(EnumCaseDecl)
  case ifStmt(IfStmt)
  case guardStmt(GuardStmt)
  case switchStmt(SwitchStmt)
  case forIn(ForInStmt)
  case whileStmt(WhileStmt)
  case repeatWhile(RepeatWhileStmt)
  case doStmt(DoStmt)
  case deferStmt(DeferStmt)
  case returnStmt(ReturnStmt)
  case throwStmt(ThrowStmt)
  case breakStmt(JumpStmt)
  case continueStmt(JumpStmt)
  case fallthroughStmt(TokenIndex)
  /// `#if … #elseif … #else … #endif` around statements or members.
  case ifConfig(IfConfig)
  /// Declarations the analyses never look into (`operator`, `precedencegroup`,
  /// `associatedtype`, `macro`, `#warning`…) and tokens skipped by recovery.
  /// `first`…`last` inclusive.
  case unparsed(first: TokenIndex, last: TokenIndex)
}

/// `{ … }` with the positions of its braces (the closing brace is where a body "falls off the end").
public final class Block: @unchecked Sendable {
  public var stmts: [Stmt]
  public var lbrace: TokenIndex
  public var rbrace: TokenIndex
  public init(stmts: [Stmt], lbrace: TokenIndex, rbrace: TokenIndex) {
    self.stmts = stmts
    self.lbrace = lbrace
    self.rbrace = rbrace
  }
}

/// One condition of an `if`, `guard` or `while` condition list.
public indirect enum Condition: @unchecked Sendable {
  /// A boolean expression.
  case expr(Expr)
  /// `let x = e`, `var x = e`, `let x` (shorthand: `initializer` is nil).
  case optionalBinding(isLet: Bool, pattern: Pattern, type: TypeRef?, initializer: Expr?)
  /// `case pattern = e`.
  case casePattern(pattern: Pattern, initializer: Expr, caseToken: TokenIndex)
  /// `#available(…)` / `#unavailable(…)`.
  case availability(first: TokenIndex, last: TokenIndex)
}

/// `if conditions { } else if … { } else { }`; also used for `if` expressions.
public final class IfStmt: @unchecked Sendable {
  public var ifToken: TokenIndex
  public var label: Name?
  public var conditions: [Condition]
  public var then: Block
  /// `else { }` is `.block`, `else if` is `.elseIf`.
  public var elseBranch: ElseBranch?
  public init(ifToken: TokenIndex, label: Name?, conditions: [Condition], then: Block, elseBranch: ElseBranch?) {
    self.ifToken = ifToken
    self.label = label
    self.conditions = conditions
    self.then = then
    self.elseBranch = elseBranch
  }
}

/// What follows `else`.
public enum ElseBranch: @unchecked Sendable {
  case block(Block)
  case elseIf(IfStmt)
}

/// `guard conditions else { }`.
public final class GuardStmt: @unchecked Sendable {
  public var guardToken: TokenIndex
  public var conditions: [Condition]
  public var elseBody: Block
  public init(guardToken: TokenIndex, conditions: [Condition], elseBody: Block) {
    self.guardToken = guardToken
    self.conditions = conditions
    self.elseBody = elseBody
  }
}

/// `switch subject { case … }`; also used for `switch` expressions.
public final class SwitchStmt: @unchecked Sendable {
  public var switchToken: TokenIndex
  public var label: Name?
  public var subject: Expr
  /// Cases in source order. Cases inside `#if` clauses are flattened in
  /// (every clause's cases are listed: they are alternatives, not all compiled).
  public var cases: [SwitchCase]
  public var rbrace: TokenIndex
  public init(switchToken: TokenIndex, label: Name?, subject: Expr, cases: [SwitchCase], rbrace: TokenIndex) {
    self.switchToken = switchToken
    self.label = label
    self.subject = subject
    self.cases = cases
    self.rbrace = rbrace
  }
}

/// One `case …:` / `default:` / `@unknown default:` with its body.
public final class SwitchCase: @unchecked Sendable {
  public enum Kind: @unchecked Sendable {
    /// `case p1, p2 where …:` — each item has its own optional `where`.
    case patterns([CaseItem])
    case `default`
  }
  public var kind: Kind
  /// `@unknown` before `default` or `case`.
  public var isUnknown: Bool
  /// The `case` or `default` keyword.
  public var keywordToken: TokenIndex
  public var body: [Stmt]
  public init(kind: Kind, isUnknown: Bool, keywordToken: TokenIndex, body: [Stmt]) {
    self.kind = kind
    self.isUnknown = isUnknown
    self.keywordToken = keywordToken
    self.body = body
  }
}

/// `pattern where guardExpr` in a `case` label or a `catch` clause.
public struct CaseItem: @unchecked Sendable {
  public var pattern: Pattern
  public var whereClause: Expr?
  public init(pattern: Pattern, whereClause: Expr?) {
    self.pattern = pattern
    self.whereClause = whereClause
  }
}

/// `for pattern in sequence where cond { }`.
public final class ForInStmt: @unchecked Sendable {
  public var forToken: TokenIndex
  public var label: Name?
  public var isAwait: Bool
  public var isTry: Bool
  public var pattern: Pattern
  public var sequence: Expr
  public var whereClause: Expr?
  public var body: Block
  public init(
    forToken: TokenIndex, label: Name?, isAwait: Bool, isTry: Bool, pattern: Pattern, sequence: Expr,
    whereClause: Expr?, body: Block
  ) {
    self.forToken = forToken
    self.label = label
    self.isAwait = isAwait
    self.isTry = isTry
    self.pattern = pattern
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
  }
}

/// `while conditions { }`.
public final class WhileStmt: @unchecked Sendable {
  public var whileToken: TokenIndex
  public var label: Name?
  public var conditions: [Condition]
  public var body: Block
  public init(whileToken: TokenIndex, label: Name?, conditions: [Condition], body: Block) {
    self.whileToken = whileToken
    self.label = label
    self.conditions = conditions
    self.body = body
  }
}

/// `repeat { } while cond`.
public final class RepeatWhileStmt: @unchecked Sendable {
  public var repeatToken: TokenIndex
  public var label: Name?
  public var body: Block
  public var condition: Expr
  public init(repeatToken: TokenIndex, label: Name?, body: Block, condition: Expr) {
    self.repeatToken = repeatToken
    self.label = label
    self.body = body
    self.condition = condition
  }
}

/// `do { } catch pattern where … { } …` (a `do` without catches is a scope).
public final class DoStmt: @unchecked Sendable {
  public var doToken: TokenIndex
  public var label: Name?
  /// `do throws(E) { }` typed throws, kept as written.
  public var thrownType: TypeRef?
  public var body: Block
  public var catches: [CatchClause]
  public init(doToken: TokenIndex, label: Name?, thrownType: TypeRef?, body: Block, catches: [CatchClause]) {
    self.doToken = doToken
    self.label = label
    self.thrownType = thrownType
    self.body = body
    self.catches = catches
  }
}

/// `catch p1, p2 where … { }`. No items means a bare `catch` (catches everything);
/// `catch where cond { }` has one item, `.binding(error)` with that `where` clause.
public final class CatchClause: @unchecked Sendable {
  public var catchToken: TokenIndex
  public var items: [CaseItem]
  public var body: Block
  public init(catchToken: TokenIndex, items: [CaseItem], body: Block) {
    self.catchToken = catchToken
    self.items = items
    self.body = body
  }
}

/// `defer { }`.
public final class DeferStmt: @unchecked Sendable {
  public var deferToken: TokenIndex
  public var body: Block
  public init(deferToken: TokenIndex, body: Block) {
    self.deferToken = deferToken
    self.body = body
  }
}

/// `return` with an optional value.
public final class ReturnStmt: @unchecked Sendable {
  public var returnToken: TokenIndex
  public var value: Expr?
  public init(returnToken: TokenIndex, value: Expr?) {
    self.returnToken = returnToken
    self.value = value
  }
}

/// `throw value`.
public final class ThrowStmt: @unchecked Sendable {
  public var throwToken: TokenIndex
  public var value: Expr
  public init(throwToken: TokenIndex, value: Expr) {
    self.throwToken = throwToken
    self.value = value
  }
}

/// `break label?` / `continue label?`.
public final class JumpStmt: @unchecked Sendable {
  public var keywordToken: TokenIndex
  public var label: Name?
  public init(keywordToken: TokenIndex, label: Name?) {
    self.keywordToken = keywordToken
    self.label = label
  }
}

/// `#if cond … #elseif cond … #else … #endif`.
public final class IfConfig: @unchecked Sendable {
  public final class Clause: @unchecked Sendable {
    /// The `#if`, `#elseif` or `#else` token.
    public var directiveToken: TokenIndex
    /// Condition tokens (inclusive range); nil for `#else`.
    public var condition: (first: TokenIndex, last: TokenIndex)?
    public var body: [Stmt]
    public init(directiveToken: TokenIndex, condition: (first: TokenIndex, last: TokenIndex)?, body: [Stmt]) {
      self.directiveToken = directiveToken
      self.condition = condition
      self.body = body
    }
  }
  public var clauses: [Clause]
  public var endToken: TokenIndex
  public init(clauses: [Clause], endToken: TokenIndex) {
    self.clauses = clauses
    self.endToken = endToken
  }
}
