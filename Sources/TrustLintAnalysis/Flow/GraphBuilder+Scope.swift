import TrustLintSyntax

extension GraphBuilder {
  /// A lexical scope of the body being lowered: its names, its `defer`s, and what leaving it
  /// means (a loop's targets, a `do`'s handler, an inlined body's end).
  struct Scope {
    enum Kind {
      case plain
      case loop(loop: Int32, continueTarget: Int32, breakTarget: Int32)
      case switchBreak(breakTarget: Int32)
      case labeled(breakTarget: Int32)
      /// `unmatched`: the `do` token when its `catch` clauses (`Scope.catches`) may not match
      /// every error (those go on outward); nil when they catch everything.
      case catching(handler: Int32, unmatched: TokenIndex?)
      /// The body of a closure or local function lowered in place (it runs during the call):
      /// `return` goes to `end` with its value in `result`; `region` owns what it creates.
      case inlined(region: Int32, end: Int32, result: Int32)
    }
    var kind: Kind
    var label: String?
    var names: [String: Int32] = [:]
    var defers: [DeferStmt] = []
    /// Per defer: the condition slot that is true on the paths through the `#if` clause that
    /// registered it (nil: registered on every path). See `GraphBuilder+IfConfigDefers.swift`.
    var deferClauses: [Int32?] = []
    /// A `catching` scope's clauses: an error whose type they match (an `InsightError` from
    /// `try E.insight.outcome.get()`, a `throw` that names its type) stops there.
    var catches: [CatchClause] = []
    /// Whether some clause of `catches` names a type (does not catch everything), and whether
    /// some clause surely misses an error other than `InsightError`: what every `try` inside
    /// asks of every enclosing `do`, answered once per `do` (see `noteCatchFacts`).
    var catchesNameType = false
    var catchesMissOtherThanInsightError = false
    /// The entry node of each clause, made when an error of known type is routed to that
    /// clause alone (nil: made when the clause is lowered).
    var clauseEntries: [Int32?] = []
    /// The error type every error leaving an `inlined` body or reaching a `catching` scope has
    /// when typed throws says so: a local function or closure declared `throws(E)`, the body of
    /// `do throws(E)` (the compiler lets nothing else out). Nil: untyped, or not such a scope.
    var thrownType: String?
  }
}
