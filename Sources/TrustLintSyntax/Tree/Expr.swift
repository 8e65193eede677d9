/// An expression. What the analyses need is structured; the rest is `.opaque`.
/// (Only the cases that hold an `Expr` directly are `indirect`: leaves and class-backed nodes
/// then cost no extra allocation.)
public enum Expr: @unchecked Sendable {
  /// `foo`, `self`, `Self`, `super`, `$0`, `` `default` ``.
  case identifier(Name)
  /// `.foo` (implicit member); `.foo(…)` is a `.call` whose callee is this.
  case implicitMember(Name)
  /// `base.name`; optional chaining and forcing are `.optionalChain` / `.forceUnwrap` on the base.
  case member(MemberExpr)
  /// `callee(args) { trailing }`.
  case call(CallExpr)
  /// `base[args]`.
  case `subscript`(SubscriptExpr)
  case closure(ClosureExpr)
  /// `try`, `try?`, `try!` covering everything to their right.
  case `try`(TryExpr)
  /// `await x`.
  indirect case await(token: TokenIndex, operand: Expr)
  /// `lhs op rhs` for every binary operator except assignment and ternary.
  case binary(BinaryExpr)
  /// `lhs = rhs` and compound assignments (`+=`…); `op` says which.
  case assign(BinaryExpr)
  /// `cond ? a : b`.
  case ternary(TernaryExpr)
  /// `!x`, `-x`, `&x`…
  indirect case prefix(op: Name, operand: Expr)
  /// `x...`, custom postfix operators (not `?` / `!`).
  indirect case postfix(op: Name, operand: Expr)
  /// `x?` as part of an optional chain.
  indirect case optionalChain(operand: Expr, questionToken: TokenIndex)
  /// `x!`.
  indirect case forceUnwrap(operand: Expr, bangToken: TokenIndex)
  /// `x as T`, `as?`, `as!`, `is T`.
  case cast(CastExpr)
  case ifExpr(IfStmt)
  case switchExpr(SwitchStmt)
  /// `(a, b)`, `(label: a)`, and plain parentheses `(a)` (one unlabeled element).
  case tuple(TupleExpr)
  case array(ArrayExpr)
  case dictionary(DictionaryExpr)
  /// Integer, float, string (with its interpolations, unparsed), regex, `true`, `false`, `nil`, `#file`…
  case literal(LiteralExpr)
  /// `\Foo.bar` key paths.
  case keyPath(first: TokenIndex, last: TokenIndex)
  /// Anything not modelled (or cut off by the nesting limit); `first`…`last` inclusive.
  case opaque(first: TokenIndex, last: TokenIndex)
}

/// `base.name` / `base?.name` (base is `.optionalChain`) / `base!.name`; `base.0` too.
public final class MemberExpr: @unchecked Sendable {
  public let base: Expr
  public let name: Name
  public init(base: Expr, name: Name) {
    self.base = base
    self.name = name
  }
}

/// One argument: `label: value` (label nil when unlabeled).
public struct Argument: @unchecked Sendable {
  public var label: Name?
  public var value: Expr
  public init(label: Name?, value: Expr) {
    self.label = label
    self.value = value
  }
}

/// A call with its parenthesised arguments and trailing closures.
public final class CallExpr: @unchecked Sendable {
  public let callee: Expr
  public let arguments: [Argument]
  /// The first trailing closure has no label; later ones carry theirs. Set by the parser after
  /// the call is built; never changed afterwards (so reads skip the exclusivity check).
  @exclusivity(unchecked) public var trailingClosures: [Argument]
  /// The `(` token, or for a trailing-closure-only call the `{`.
  public let openToken: TokenIndex
  /// The closing `)` (or the last trailing closure's `}`).
  @exclusivity(unchecked) public var closeToken: TokenIndex
  /// For a call an analysis writes in place of one in the source (`pipe(e, record)` read as
  /// `pipe(e) { record($0) }`), the written call: its body and scope are that call's.
  @exclusivity(unchecked) public var writtenCall: CallExpr?
  public init(
    callee: Expr, arguments: [Argument], trailingClosures: [Argument], openToken: TokenIndex, closeToken: TokenIndex
  ) {
    self.callee = callee
    self.arguments = arguments
    self.trailingClosures = trailingClosures
    self.openToken = openToken
    self.closeToken = closeToken
  }
  /// Every argument value, parenthesised then trailing.
  public var allArguments: [Argument] { arguments + trailingClosures }
}

/// `base[args]`.
public final class SubscriptExpr: @unchecked Sendable {
  public let base: Expr
  public let arguments: [Argument]
  public let openToken: TokenIndex
  public let closeToken: TokenIndex
  public init(base: Expr, arguments: [Argument], openToken: TokenIndex, closeToken: TokenIndex) {
    self.base = base
    self.arguments = arguments
    self.openToken = openToken
    self.closeToken = closeToken
  }
}

/// `{ [capture] (params) async throws -> T in body }`. A closure is a body of its own.
public final class ClosureExpr: @unchecked Sendable {
  public let lbrace: TokenIndex
  public let rbrace: TokenIndex
  /// Capture list entries as written (`weak self`, `e`, `x = y`): the captured names.
  public let captures: [Name]
  /// Beside each of `captures`, the expression it is initialized from (`y` of `x = y`), nil
  /// for a plain capture; empty for a closure built without a capture list.
  public let captureValues: [Expr?]
  public let parameters: [Parameter]
  public let resultType: TypeRef?
  public let isAsync: Bool
  public let isThrows: Bool
  /// The error type of typed throws in the signature (`{ () throws(QuoteError) -> Quote in …
  /// }`), as written (normalised); nil otherwise.
  public let thrownType: String?
  public let body: [Stmt]
  public init(
    lbrace: TokenIndex, rbrace: TokenIndex, captures: [Name], parameters: [Parameter], resultType: TypeRef?,
    isAsync: Bool, isThrows: Bool, thrownType: String? = nil, body: [Stmt], captureValues: [Expr?] = []
  ) {
    self.thrownType = thrownType
    self.captureValues = captureValues
    self.lbrace = lbrace
    self.rbrace = rbrace
    self.captures = captures
    self.parameters = parameters
    self.resultType = resultType
    self.isAsync = isAsync
    self.isThrows = isThrows
    self.body = body
  }
}

/// `try` / `try?` / `try!` and what it covers.
public final class TryExpr: @unchecked Sendable {
  public enum Kind: Sendable { case plain, optional, forced }
  public var kind: Kind
  public var tryToken: TokenIndex
  public var operand: Expr
  public init(kind: Kind, tryToken: TokenIndex, operand: Expr) {
    self.kind = kind
    self.tryToken = tryToken
    self.operand = operand
  }
}

/// `lhs op rhs`.
public final class BinaryExpr: @unchecked Sendable {
  public let op: Name
  public let lhs: Expr
  public let rhs: Expr
  public init(op: Name, lhs: Expr, rhs: Expr) {
    self.op = op
    self.lhs = lhs
    self.rhs = rhs
  }
}

/// `cond ? a : b`.
public final class TernaryExpr: @unchecked Sendable {
  public let condition: Expr
  public let questionToken: TokenIndex
  public let then: Expr
  public let otherwise: Expr
  public init(condition: Expr, questionToken: TokenIndex, then: Expr, otherwise: Expr) {
    self.condition = condition
    self.questionToken = questionToken
    self.then = then
    self.otherwise = otherwise
  }
}

/// `x as T`, `x as? T`, `x as! T`, `x is T`.
public final class CastExpr: @unchecked Sendable {
  public enum Kind: Sendable { case `as`, asOptional, asForced, `is` }
  public var kind: Kind
  public var operand: Expr
  public var type: TypeRef
  public init(kind: Kind, operand: Expr, type: TypeRef) {
    self.kind = kind
    self.operand = operand
    self.type = type
  }
}

/// `(a, label: b)`; plain parentheses are a one-element tuple without label.
public final class TupleExpr: @unchecked Sendable {
  public let elements: [Argument]
  public let lparen: TokenIndex
  public let rparen: TokenIndex
  public init(elements: [Argument], lparen: TokenIndex, rparen: TokenIndex) {
    self.elements = elements
    self.lparen = lparen
    self.rparen = rparen
  }
}

/// `[a, b]`.
public final class ArrayExpr: @unchecked Sendable {
  public let elements: [Expr]
  public let lbracket: TokenIndex
  public let rbracket: TokenIndex
  public init(elements: [Expr], lbracket: TokenIndex, rbracket: TokenIndex) {
    self.elements = elements
    self.lbracket = lbracket
    self.rbracket = rbracket
  }
}

/// `[k: v]`, `[:]`.
public final class DictionaryExpr: @unchecked Sendable {
  public let entries: [(key: Expr, value: Expr)]
  public let lbracket: TokenIndex
  public let rbracket: TokenIndex
  public init(entries: [(key: Expr, value: Expr)], lbracket: TokenIndex, rbracket: TokenIndex) {
    self.entries = entries
    self.lbracket = lbracket
    self.rbracket = rbracket
  }
}

/// A literal token.
public struct LiteralExpr: Sendable {
  public enum Kind: Sendable { case integer, float, string, regex, `true`, `false`, `nil`, pound }
  public var kind: Kind
  public var token: TokenIndex
  public init(kind: Kind, token: TokenIndex) {
    self.kind = kind
    self.token = token
  }
}
