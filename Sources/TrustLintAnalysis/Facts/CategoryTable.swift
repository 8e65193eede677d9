import TrustLintSyntax

/// A category as written where it flows into `operationCategory:`: `.other`, `.transfer`.
public struct CategoryLeaf: Hashable, Sendable {
  /// The file's position in `Program.files`.
  public let fileIndex: Int
  /// The token of the name.
  public let token: TokenIndex
  /// The name as written (`other`, `transfer`).
  public let name: String
  /// `Owner.function(labels:)` where it is written.
  public let enclosing: String
}

/// Where the categories of every evaluator call of the program come from.
public final class CategoryTable: @unchecked Sendable {
  /// Every written category reaching some evaluator call, once each.
  public let leaves: [CategoryLeaf]
  /// Evaluator calls for which no category could be found at all, with their file.
  public let uncategorised: [(fileIndex: Int, call: EvaluatorCall)]
  /// Per written category, the evaluator calls it reaches, in program order (files in run
  /// order, calls in source order): a finding's notes walk them.
  public let reached: [CategoryLeaf: [(fileIndex: Int, call: EvaluatorCall)]]
  /// Per written category, the calls of the program's functions that pass it to a parameter
  /// on its way to an evaluator call, in the order the tracing met them.
  public let passedAt: [CategoryLeaf: [HelperCall]]
  /// Per written category, the calls of the program's functions that return a context holding
  /// it (`ContextFactory.make(.other)`, `Context.make(for: op)` whose body writes it), in the
  /// order the tracing met them.
  public let madeAt: [CategoryLeaf: [HelperCall]]

  /// A call of a program function that passes a category (or a context holding one) on, or
  /// returns a context holding one.
  public struct HelperCall: Hashable, Sendable {
    /// The file's position in `Program.files`.
    public let fileIndex: Int
    /// The called function's name token.
    public let token: TokenIndex
    /// `check(_:)`.
    public let callee: String
    /// The name of the function the call is written in (nil outside a function).
    public var caller: String? = nil
    /// For a `madeAt` call: the function returns the category itself
    /// (`category(for: payment)`), not a context holding it.
    public var returnsCategory = false
    /// For a `madeAt` entry: a read of a computed property (`request.category`), whose getter
    /// returns the category or a context holding it; `token` is the property's name there.
    public var isPropertyRead = false
  }

  private let leavesByFile: [Int: [CategoryLeaf]]
  private let uncategorisedByFile: [Int: [EvaluatorCall]]

  /// The tracing steps spent building the table (`CategoryTracer.stepLimit` at most): a test
  /// keeps the fixture tree far below the limit, where results would silently stop growing.
  public let tracingSteps: Int

  /// Built by `ProgramFacts.categoryTable`.
  init(
    leaves: [CategoryLeaf], uncategorised: [(fileIndex: Int, call: EvaluatorCall)],
    reached: [CategoryLeaf: [(fileIndex: Int, call: EvaluatorCall)]], passedAt: [CategoryLeaf: [HelperCall]],
    madeAt: [CategoryLeaf: [HelperCall]], tracingSteps: Int
  ) {
    self.passedAt = passedAt
    self.madeAt = madeAt
    self.leaves = leaves
    self.uncategorised = uncategorised
    self.reached = reached
    self.tracingSteps = tracingSteps
    leavesByFile = Dictionary(grouping: leaves, by: \.fileIndex)
    uncategorisedByFile = Dictionary(grouping: uncategorised, by: \.fileIndex).mapValues { $0.map(\.call) }
  }

  /// The leaves written in one file, in table order: a rule asks per file, and scanning the
  /// whole table for each file was quadratic in the number of files.
  public func leaves(inFile fileIndex: Int) -> [CategoryLeaf] { leavesByFile[fileIndex] ?? [] }

  /// How many evaluator calls a category's finding names (a context shared by thousands of
  /// calls would print a note for each).
  public static let maxCallsNamed = 30

  /// The uncategorised evaluator calls of one file, in table order.
  public func uncategorised(inFile fileIndex: Int) -> [EvaluatorCall] { uncategorisedByFile[fileIndex] ?? [] }
}
