import TrustLintSyntax

/// A body found while lowering another one: closures and local declarations are bodies of
/// their own, built after their parent.
struct ChildBody {
  enum Kind {
    case closure(ClosureExpr)
    case localFunction(FunctionDecl)
    case localType(TypeDecl)
  }
  var kind: Kind
  var parentName: String
  var ownerType: String?
  /// For a closure: its parameters that receive an evaluation from the callee (true: optional).
  var seededParameters: [Int: Bool] = [:]
  /// Those of `seededParameters` that receive a `Result<Evaluation, …>`.
  var resultParameters: Set<Int> = []
  /// For a closure that outlives the call: the evaluations of the enclosing body it names
  /// (`Task { evaluation.reportConsumption(…) }`). The closure borrows them: two reports on
  /// one of its paths are a duplicate; who owes the report stays the enclosing body's business.
  var capturedEvaluations: [String] = []
  /// For a closure: the names of its capture list (`Task { [pending] in … }`) that name the own
  /// type's stored evaluation, no local of the enclosing body having the name. The closure reads
  /// them as it reads the property itself (borrowed): two reports on one path are a duplicate.
  var capturedProperties: Set<String> = []
  /// For a closure: its captures that copy the own type's stored evaluation under another name
  /// (`[coaching = self.pending]`, or `[pending = self.pending]` beside a local `pending`), by
  /// capture index, with the property's name (each side's of `[coaching = pending ??
  /// fallback]`): the copy holds what the property held (borrowed).
  var capturedPropertyCopies: [Int: [String]] = [:]
  /// For a closure: its written type returns `Void`, so a single expression is a statement
  /// whose value is dropped, not the closure's result (`GraphBuilder+TypedClosures.swift`).
  var discardsValue = false
  /// For the body closure of a task group of evaluations: what the group's results are
  /// (`GraphBuilder+TaskGroups.swift`).
  var taskGroup: TaskGroupShape?
  /// The local types declared before it in the enclosing bodies: their names shadow the
  /// program's types of the same name (`GraphBuilder.localTypeNames`).
  var localTypeNames: Set<String> = []
  /// The enclosing types of the parent body, outermost first: a closure in a method of
  /// `Outer.Retry` sees what the method sees.
  var ownerPath: [String] = []
  /// The generic parameter lists (as written) of the functions the body is nested in: a
  /// `catch let e as Failure` in a closure or local function inside `func settle<Failure:
  /// Error>` names that parameter (`GraphBuilder.visibleGenericNames`).
  var enclosingGenericLists: [String] = []
}
