import TrustLintSyntax

/// A local function, or a closure kept in a local `let`: called by name, it runs in place.
struct LocalBody {
  var name: String
  /// The declared parameters (labels for matching a call); nil for a closure, whose
  /// arguments are positional.
  var parameters: [Parameter]?
  var names: [String]
  var body: [Stmt]
  var first: TokenIndex
  var lbrace: TokenIndex
  var rbrace: TokenIndex
  var returnsValue: Bool
  /// The error type of `throws(E)` in its signature, when it names one type (not a generic
  /// parameter of its own); nil otherwise.
  var thrownType: String?

  init?(_ f: FunctionDecl) {
    guard let b = f.body else { return nil }
    name = f.name.text
    parameters = f.parameters
    names = f.parameters.map { $0.name.text }
    body = b.stmts
    first = f.firstToken
    lbrace = b.lbrace
    rbrace = b.rbrace
    returnsValue = f.resultType != nil
    thrownType = f.thrownType.flatMap {
      ThrownError.isErrorTypeName($0, genericParameters: f.genericParameters) ? $0 : nil
    }
  }

  init(name: String, closure c: ClosureExpr) {
    self.name = name
    parameters = nil
    names = c.parameters.isEmpty ? ["$0"] : c.parameters.map { $0.name.text }
    body = c.body
    first = c.lbrace
    lbrace = c.lbrace
    rbrace = c.rbrace
    returnsValue = true
    thrownType = c.thrownType.flatMap { ThrownError.isErrorTypeName($0) ? $0 : nil }
  }
}
