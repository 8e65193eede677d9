import TrustLintSyntax

/// A pre-order walk over statements and expressions with closure hooks that decide whether to
/// descend: `SyntaxWalker`'s traversal, except that nested declarations' bodies are skipped
/// unless asked for (they are bodies of their own). One object per walk, not per node.
public final class SyntaxVisitor: SyntaxWalker {
  /// Called for every statement; return false to skip its children.
  public var visitStmt: (Stmt) -> Bool = { _ in true }
  /// Called for every expression; return false to skip its children.
  public var visitExpr: (Expr) -> Bool = { _ in true }
  /// Called before the body of a nested function, initializer or accessor; return false to skip it.
  /// By default nested declarations are not entered: they are bodies of their own.
  public var enterFunction: (FunctionDecl) -> Bool = { _ in false }
  /// Called before the members of a nested type; return false to skip them.
  public var enterType: (TypeDecl) -> Bool = { _ in false }

  /// A visitor that visits everything except nested declarations' bodies.
  public override init() {}

  /// Forwards to `visitStmt`.
  public override func visit(_ stmt: Stmt) -> Bool { visitStmt(stmt) }
  /// Forwards to `visitExpr`.
  public override func visit(_ expr: Expr) -> Bool { visitExpr(expr) }
  /// Forwards to `enterFunction`.
  public override func visit(_ function: FunctionDecl) -> Bool { enterFunction(function) }
  /// Forwards to `enterType`.
  public override func visit(_ type: TypeDecl) -> Bool { enterType(type) }
}
