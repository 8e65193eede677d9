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
  public let stmts: [Stmt]
  public let lbrace: TokenIndex
  public let rbrace: TokenIndex
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
  public let ifToken: TokenIndex
  public let label: Name?
  public let conditions: [Condition]
  public let then: Block
  /// `else { }` is `.block`, `else if` is `.elseIf`.
  public let elseBranch: ElseBranch?
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
  public let guardToken: TokenIndex
  public let conditions: [Condition]
  public let elseBody: Block
  public init(guardToken: TokenIndex, conditions: [Condition], elseBody: Block) {
    self.guardToken = guardToken
    self.conditions = conditions
    self.elseBody = elseBody
  }
}

/// `switch subject { case … }`; also used for `switch` expressions.
public final class SwitchStmt: @unchecked Sendable {
  public let switchToken: TokenIndex
  public let label: Name?
  public let subject: Expr
  /// Cases in source order. Cases inside `#if` clauses are flattened in
  /// (every clause's cases are listed: they are alternatives, not all compiled).
  public let cases: [SwitchCase]
  public let rbrace: TokenIndex
  /// The `#if` blocks around cases, by their `#if` directive token: which of their clauses a
  /// Swift 6 compiler may compile, and whether every build compiles one of them.
  public let ifConfigBlocks: [TokenIndex: IfConfigCaseBlock]
  public init(
    switchToken: TokenIndex, label: Name?, subject: Expr, cases: [SwitchCase], rbrace: TokenIndex,
    ifConfigBlocks: [TokenIndex: IfConfigCaseBlock] = [:]
  ) {
    self.switchToken = switchToken
    self.label = label
    self.subject = subject
    self.cases = cases
    self.rbrace = rbrace
    self.ifConfigBlocks = ifConfigBlocks
  }
}

/// One `case …:` / `default:` / `@unknown default:` with its body.
public final class SwitchCase: @unchecked Sendable {
  public enum Kind: @unchecked Sendable {
    /// `case p1, p2 where …:` — each item has its own optional `where`.
    case patterns([CaseItem])
    case `default`
  }
  public let kind: Kind
  /// `@unknown` before `default` or `case`.
  public let isUnknown: Bool
  /// The `case` or `default` keyword.
  public let keywordToken: TokenIndex
  public let body: [Stmt]
  /// The `#if` clauses around this case inside its `switch`, outermost first: for each
  /// enclosing `#if` block, the block's `#if` directive token and the clause's index in it.
  /// Empty for a case written outside any `#if`.
  public let ifConfigClauses: [IfConfigClauseRef]
  public init(
    kind: Kind, isUnknown: Bool, keywordToken: TokenIndex, body: [Stmt], ifConfigClauses: [IfConfigClauseRef] = []
  ) {
    self.kind = kind
    self.isUnknown = isUnknown
    self.keywordToken = keywordToken
    self.body = body
    self.ifConfigClauses = ifConfigClauses
  }
}

extension SwitchCase {
  /// The same case without the clause of the `#if` block opened at `block` around it (an
  /// `#else` whose other clauses are never compiled: `#if false`).
  public func outside(block: TokenIndex) -> SwitchCase {
    SwitchCase(
      kind: kind, isUnknown: isUnknown, keywordToken: keywordToken, body: body,
      ifConfigClauses: ifConfigClauses.filter { $0.block != block })
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
  public let forToken: TokenIndex
  public let label: Name?
  public let isAwait: Bool
  public let isTry: Bool
  public let pattern: Pattern
  /// The element type written after the pattern (`for level: Level in levels`).
  public let elementType: TypeRef?
  public let sequence: Expr
  public let whereClause: Expr?
  public let body: Block
  public init(
    forToken: TokenIndex, label: Name?, isAwait: Bool, isTry: Bool, pattern: Pattern, elementType: TypeRef? = nil,
    sequence: Expr, whereClause: Expr?, body: Block
  ) {
    self.forToken = forToken
    self.label = label
    self.isAwait = isAwait
    self.isTry = isTry
    self.pattern = pattern
    self.elementType = elementType
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
  }
}

/// `while conditions { }`.
public final class WhileStmt: @unchecked Sendable {
  public let whileToken: TokenIndex
  public let label: Name?
  public let conditions: [Condition]
  public let body: Block
  public init(whileToken: TokenIndex, label: Name?, conditions: [Condition], body: Block) {
    self.whileToken = whileToken
    self.label = label
    self.conditions = conditions
    self.body = body
  }
}

/// `repeat { } while cond`.
public final class RepeatWhileStmt: @unchecked Sendable {
  public let repeatToken: TokenIndex
  public let label: Name?
  public let body: Block
  public let condition: Expr
  public init(repeatToken: TokenIndex, label: Name?, body: Block, condition: Expr) {
    self.repeatToken = repeatToken
    self.label = label
    self.body = body
    self.condition = condition
  }
}

/// `do { } catch pattern where … { } …` (a `do` without catches is a scope).
public final class DoStmt: @unchecked Sendable {
  public let doToken: TokenIndex
  public let label: Name?
  /// `do throws(E) { }` typed throws, kept as written.
  public let thrownType: TypeRef?
  public let body: Block
  public let catches: [CatchClause]
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
  public let catchToken: TokenIndex
  public let items: [CaseItem]
  public let body: Block
  public init(catchToken: TokenIndex, items: [CaseItem], body: Block) {
    self.catchToken = catchToken
    self.items = items
    self.body = body
  }
}

/// `defer { }`.
public final class DeferStmt: @unchecked Sendable {
  public let deferToken: TokenIndex
  public let body: Block
  public init(deferToken: TokenIndex, body: Block) {
    self.deferToken = deferToken
    self.body = body
  }
}

/// `return` with an optional value.
public final class ReturnStmt: @unchecked Sendable {
  public let returnToken: TokenIndex
  public let value: Expr?
  public init(returnToken: TokenIndex, value: Expr?) {
    self.returnToken = returnToken
    self.value = value
  }
}

/// `throw value`.
public final class ThrowStmt: @unchecked Sendable {
  public let throwToken: TokenIndex
  public let value: Expr
  public init(throwToken: TokenIndex, value: Expr) {
    self.throwToken = throwToken
    self.value = value
  }
}

/// `break label?` / `continue label?`.
public final class JumpStmt: @unchecked Sendable {
  public let keywordToken: TokenIndex
  public let label: Name?
  public init(keywordToken: TokenIndex, label: Name?) {
    self.keywordToken = keywordToken
    self.label = label
  }
}

/// `#if cond … #elseif cond … #else … #endif`.
public final class IfConfig: @unchecked Sendable {
  public final class Clause: @unchecked Sendable {
    /// The `#if`, `#elseif` or `#else` token.
    public let directiveToken: TokenIndex
    /// Condition tokens (inclusive range); nil for `#else`.
    public let condition: (first: TokenIndex, last: TokenIndex)?
    public let body: [Stmt]
    /// Compiled only in builds the App Store never gets (set by the parser, which has the
    /// tokens): the first clause of `#if DEBUG` or `#if targetEnvironment(simulator)`, or the
    /// `#else` of `#if !DEBUG` (see `SyntaxParser.markDevelopmentClauses`).
    public internal(set) var isDevelopmentOnly = false
    public init(directiveToken: TokenIndex, condition: (first: TokenIndex, last: TokenIndex)?, body: [Stmt]) {
      self.directiveToken = directiveToken
      self.condition = condition
      self.body = body
    }
  }
  public let clauses: [Clause]
  public let endToken: TokenIndex
  public init(clauses: [Clause], endToken: TokenIndex) {
    self.clauses = clauses
    self.endToken = endToken
  }
}
