import TrustLintSyntax

/// What the program's facts know about a call's receiver, handed to the flow builder (which
/// has only the index): whether an evaluator-named call runs the framework's method, and
/// which type's method a call on a receiver of known type runs.
public struct ReceiverFacts {
  /// Whether a call named like an evaluator method runs the framework's method.
  public var runsFrameworkMethod: (CallExpr) -> Bool
  /// The simple name of the receiver's type, when its declaration or initializer says.
  public var typeName: (CallExpr) -> String?

  /// Whether a `requestEvaluation` call the program declares no function for runs another
  /// type's method (`ProgramFacts.runsOtherTypesMethod`): a vendor client from a module
  /// outside the linted set, initialised as that type and given no context.
  public var runsOtherTypesMethod: (CallExpr) -> Bool

  /// Whether a call's receiver is a value of a type from outside the linted set
  /// (`ProgramFacts.receiverTypeIsOutsideProgram`): it runs no function of the program.
  public var runsOutsideProgramMethod: (CallExpr) -> Bool

  /// Whether a call's receiver is known to be a value of a type the program neither declares,
  /// extends nor aliases (`ProgramFacts.receiverIsOutsideProgram`): the call runs none of the
  /// program's functions.
  public var receiverIsOutsideProgram: (CallExpr) -> Bool

  /// The simple name of the type of a value written in a call (an argument), when its
  /// declaration or initializer says.
  public var valueTypeName: (Expr, CallExpr) -> String?

  /// The type written for a value used in a call (a parameter's, a local's or an own
  /// property's declared type, as written), when one is: `Result<Quote,QuoteError>` for
  /// `cached` in `cached.get()`.
  public var writtenTypeText: (Expr, CallExpr) -> String?

  /// The generic type an own property of unwritten type is initialised as
  /// (`let pending = PendingStore<String, CoachingEvaluation>()`), as written there.
  public var constructedTypeText: (Expr, CallExpr) -> String? = { _, _ in nil }

  /// Whether what a `try` operand throws may be an `InsightError` (see
  /// `ProgramFacts.mayThrowInsightError`); true where the facts cannot tell.
  public var mayThrowInsightError: (Expr) -> Bool

  /// The element type written for the `PassthroughSubject` a publisher expression written in
  /// a call is (`bus.evaluations.receive(on: …)` in its `sink`), when its declaration says.
  public var passthroughElementType: (Expr, CallExpr) -> String?

  /// The parsed tree of the program's file at an index, to read the text of a token of another
  /// file (a string literal in a helper declared there, probes-fa p19).
  public var treeOfFile: (Int) -> SyntaxTree? = { _ in nil }

  /// Facts from these judgements.
  public init(
    runsFrameworkMethod: @escaping (CallExpr) -> Bool, typeName: @escaping (CallExpr) -> String?,
    valueTypeName: @escaping (Expr, CallExpr) -> String? = { _, _ in nil },
    writtenTypeText: @escaping (Expr, CallExpr) -> String? = { _, _ in nil },
    mayThrowInsightError: @escaping (Expr) -> Bool = { _ in true },
    passthroughElementType: @escaping (Expr, CallExpr) -> String? = { _, _ in nil },
    runsOtherTypesMethod: @escaping (CallExpr) -> Bool = { _ in false },
    runsOutsideProgramMethod: @escaping (CallExpr) -> Bool = { _ in false },
    receiverIsOutsideProgram: @escaping (CallExpr) -> Bool = { _ in false }
  ) {
    self.runsOutsideProgramMethod = runsOutsideProgramMethod
    self.receiverIsOutsideProgram = receiverIsOutsideProgram
    self.runsOtherTypesMethod = runsOtherTypesMethod
    self.writtenTypeText = writtenTypeText
    self.passthroughElementType = passthroughElementType
    self.mayThrowInsightError = mayThrowInsightError
    self.runsFrameworkMethod = runsFrameworkMethod
    self.typeName = typeName
    self.valueTypeName = valueTypeName
  }
}
