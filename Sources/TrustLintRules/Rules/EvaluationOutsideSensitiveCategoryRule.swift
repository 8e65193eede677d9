import TrustLintAnalysis
import TrustLintSyntax

/// An evaluator call whose context's operation category is `.other` (warning), not a category
/// at all (error), or cannot be found (note).
public struct EvaluationOutsideSensitiveCategoryRule: Rule {
  /// The rule's id, severity, summary, rationale and examples.
  public static let description = RuleDescription(
    id: "evaluation_outside_sensitive_category",
    defaultSeverity: .warning,
    summary: "an evaluator call's context uses a category outside the sensitive operation categories",
    rationale: """
      The operation category tells the framework what the person is doing, and it decides which \
      model logic evaluates the request: `.payment` (money, content or assets), `.account` \
      (registration, login, account or security details), `.resourceUse` (costly services such \
      as AI inference) and `.communication` (messages, forms, signed documents). `.other` is a \
      fallback; Apple asks developers who land there to file feedback, so that the framework \
      can grow a category that fits. An evaluation requested under `.other` is judged by the \
      least specific logic.

      Every evaluator call (`requestEvaluation`, `requestAuthorization`, `authorizationStatus`) \
      is traced to the contexts it may receive: a local `let`/`var` (with later \
      `context.operationCategory = …` changes, also those a function of the program makes \
      when the variable is passed to its `inout` parameter, `adjust(&context)`; a local \
      computed `var category: … { … }` \
      through what its getter returns), a stored or static property (the type's own \
      or, when it declares none of that name, one inherited from a superclass), a function or \
      computed property returning a context (in any file; `feature.category` on a parameter or \
      local written as a struct, enum, class or actor that declares `category` itself reads \
      that type's property and its subclasses' or conformers', not another type's \
      `category`), or a parameter, through every call \
      site in the linted set (an override's through the calls on a receiver declared as its \
      base class too, which may hold the subclass); the parameter of a closure kept under a name (a dependency \
      client's `TrustClient(evaluate: { context in … })`, a property `var evaluate = { … }`) \
      through every call of that name with as many unlabelled arguments \
      (`client.evaluate(context)`), and likewise its anonymous `$0`, `$1` (any call passing \
      that many, in files that use TrustInsights: an unnamed parameter would otherwise match \
      every unrelated call of a common name); a trailing closure of a struct's memberwise initializer \
      (`TrustClient { context in … }`, `Self { … } status: { … }` in its extension) is kept \
      under the property Swift gives it: a labelled one under its label, the unlabelled one \
      under the first stored closure property the labelled arguments leave out (not for a \
      struct that declares initializers of its own, whose parameters need not be properties); \
      the parameter of the trailing closure of a call of a function of the program \
      (`withContext(.account) { ctx in … }`) through what that function's body passes where it \
      calls the parameter the closure fills (`body(coached(category))`; a call of the same \
      name in another function is not one); a view's property declared \
      `@Environment(\\.transferContext)` through the `EnvironmentValues` property of that name \
      (`@Entry var transferContext = …`) and every `.environment(\\.transferContext, …)` \
      injection; a parameter of a `callAsFunction` through the calls of values of its type \
      (`evaluateTrust(.payment)` with `@Environment(\\.evaluateTrust) var evaluateTrust`); \
      a call of a property holding a closure \
      (`let categoryFor: (Screen) -> OperationCategory = { … }`, then `categoryFor(screen)`, or \
      on another object, `environment.makeContext(.send)`, when no method of that name is \
      declared) through what the closure returns. A value cast with `as` is the value, and an alias of \
      the evaluator qualifies its nested types (`typealias Evaluator = InsightEvaluator`, then \
      `Evaluator.OperationCategory.other`). Each category that flows into `operationCategory:` is checked \
      where it is written: `.other` is a warning there; a name that is not a category at all \
      (`.transfer`, from a blog post or the app's own enum) is an error; when no category can be \
      found at all, a note marks the evaluator call. A written category is reported once, \
      however many calls it reaches; its notes walk the path: each call of a program function \
      that returns a context holding it, from its argument or its own body \
      (`ContextFactory.make(.other)`, `Context.make(for: operation)`: "'.other' is in the context \
      returned by 'make(for:)' here") or that returns the category itself \
      (`operationCategory: category(for: payment)`: "'.other' is the category returned by \
      'category(for:)' here"), each read of a computed property whose getter returns it or a \
      context holding it (`request.category`: "'.other' is the category read from 'category' \
      here"), each call that passes it to a parameter on the way \
      ("'.other' is passed to 'check(_:)' here"), then each evaluator call it reaches ("'.other' \
      reaches 'authorizationStatus(for:)' here"), in program order, at most 30 of each. The \
      sensitive set is configurable (`sensitiveCategories`). \
      Members the app declares in an extension of `InsightEvaluator.OperationCategory` or \
      `InsightEvaluator.InsightContext` (directly or through an alias) are followed like any \
      other property or function, however they are written (`.moneyMovement`, \
      `.coaching(.other)`, `InsightEvaluator.InsightContext.coaching(…)`), and an initializer \
      declared there by what its body passes on (`.init(coachingFor: .other)` of \
      `init(coachingFor category: …) { self.init(operationCategory: category, …) }`): \
      `static let moneyMovement: Self = .payment` is the category it holds, not a misspelt one. \
      A sensitive-set miss written in test code (a file that imports `XCTest` or `Testing`, or \
      a module `@testable`) that reaches only evaluator calls of app code \
      (`ActionRiskCheck(category: .other, requester: FailingRequester())` in a unit test) is \
      the test's input, not a category the shipped app requests with, and is not reported; \
      a test that makes the evaluator call itself is. A parameterized test's parameter \
      (`@Test(arguments: [InsightEvaluator.OperationCategory.payment, .other]) func \
      evaluates(category: …)`) gets the cases its attribute's array literal writes, as the \
      runner passes them: `.other` there is reported where it is written; a collection of \
      another shape (`allCases`, a constant) is not followed.

      Choices where the contract is silent: a call counts as an evaluator call when it is made \
      on an `InsightEvaluator` (declared, initialised, or named `…evaluator`) or passes a \
      context, and is not a call of the app's own function of that name (then the evaluator \
      call inside that function is checked): other frameworks have \
      `requestAuthorization(for:)` and `authorizationStatus(for:)` too. When the app declares \
      a method of the same name, the receiver decides, as it does for \
      `missing_consumption_report`: a receiver known to be an `InsightEvaluator` (or an alias) \
      makes an evaluator call; one known to be another type (the app's client, even when named \
      `evaluator`) calls the app's method; when nothing says, a receiver named as an evaluator \
      makes an evaluator call and any other calls the app's method. A computed property \
      returning categories (`operation.trustCategory`) contributes every category it returns; \
      a subscript of a dictionary or array of contexts (`contexts[screen]`) contributes every \
      context the collection is written with or assigned through a subscript \
      (`contexts[.help] = make(.other)`) or added one at a time by the collection's own \
      methods (`contexts.append(make(.other))`, `insert(_:)`, `insert(_:at:)`, \
      `updateValue(_:forKey:)`; not `append(contentsOf:)`, whose elements are not written \
      there), and so does the variable of a `for … in` loop \
      over such a collection, and an element read out of it (`contexts.first`, `.last`, \
      `first(where:)`, `randomElement()`, `popLast()`). A closure kept in a local \
      (`let makeContext = { (category: OperationCategory) in InsightContext(…) }`) is read \
      like a function: `makeContext(.other)` yields what it returns for that argument, and its \
      parameter takes what the calls of that local pass (a function of the same name elsewhere \
      is not one of them); a closure assigned to that `var` later (`make = { … }`) may be the \
      one called, so what it returns counts too. A function declared inside a body \
      (`func make(_ c: OperationCategory) -> InsightContext` inside `submit()`) is read the same \
      way: `make(.other)` yields what it returns for that argument, and its parameters take \
      what the calls of it by its bare name where it is visible (after its declaration, up to \
      the end of the block that declares it) pass (a method or another body's nested \
      function of that name is not it). An assignment \
      `context.operationCategory = …` made inside a closure or nested function written in the \
      body, to the local it captures, counts as one made in the body. A name taken apart from a tuple a function of the program \
      returns (`let (context, _) = makeRequest()`, the function declared to return a tuple \
      whose element there is a context) contributes that element of every tuple literal the \
      function returns (`return (context, amount)`), followed like any other value, and \
      nothing from the other elements; a tuple from a function the program does not declare \
      gives no category (the note). A local `var`'s initial value does not count when every path \
      overwrites it before anything reads the variable (`var category = .other` and then a \
      `switch` whose every case assigns it or returns; `context.operationCategory = \
      flow.category` right after building a context with a placeholder); an `if` without \
      `else`, a case that does not assign, or a read first keeps it. A category a function \
      rules out for its parameter at the head of its body (`guard category != .other else { \
      return false }`, `if category == .other { return }`) does not flow from its callers; a \
      guard after other statements, or one whose condition may let it pass (`category != \
      .other || force`), rules nothing out. So does a `let` local ruled out by the statements \
      right after its declaration (`let category = schema.operationCategory` then `guard \
      category != .other else { return false }`). A parameter's default \
      value counts where a call site leaves it \
      out, and also when the linted set has no call site at all (a public entry point); a \
      stored `var`'s default counts where a memberwise initializer call leaves it out (or no \
      such call is seen). A stored property also holds what is assigned to it through a \
      value of its type other than `self` (`request.category = .other` before \
      `request.makeContext()`, a builder method's `var copy = self; copy.category = c`), like \
      a memberwise initializer's argument for every value of the type; a receiver whose type \
      is not known (`$0.category = .other`) or is another type with a property of that name \
      does not count. A category carried in the payload of the app's enum case \
      (`case evaluate(OperationCategory)`) and bound by a case pattern \
      (`guard case .evaluate(let category) = screen.trust`, or a `switch` case) contributes \
      the payload of every place that case is built with (`.evaluate(.payment)`) in the values \
      the matched expression may hold. Where that expression is a parameter no call in the \
      linted set passes (`switch action` in The Composable Architecture's `Reduce { state, \
      action in … }`, run by the framework; the program only writes `store.send(.evaluate(.other))`), \
      every construction of that case the program writes (`.evaluate(.other)`, \
      `Feature.Action.evaluate(.payment)`) contributes, when the program's enums declaring a case \
      of that name agree on its payload and it holds a category (or a context) there; a method \
      of that name called on a value (`gate.evaluate(.other)`) builds no case. In a protocol extension (or a superclass), a category \
      read on `self` (`Self.trustCategory`, `category`) is the requirement each conforming \
      type (or subclass) declares: every conformer's value contributes, and a default the \
      protocol extension gives the requirement (`var trustCategory: OperationCategory { .other \
      }`) only when some conformer declares none (or is itself a protocol); such a member read on \
      a conforming type (`ReferralScreen.coachingContext`) or on a generic parameter \
      constrained to the protocol (`S.coachingContext`) is that extension's member, and a \
      requirement read on such a parameter (`Op.trustCategory` with `Op: SensitiveOperation`) \
      is every conformer's value (the extension's default only when some conformer declares \
      none). A call site in another \
      module, one that runs that module's declaration of the same signature (in the folder \
      nearer to the call; see `missing_consumption_report`), does not contribute: a preview \
      module's own `TrustGate.check(.other)` is not a call of the app's gate. Likewise an \
      assignment (`context.operationCategory = .other`) or a memberwise initializer call in \
      another module's type of the same name sets that type's property, not the app's, and \
      `.checkout` reads the app's own `extension InsightEvaluator.OperationCategory { static \
      let checkout }` when a preview module declares one too. The trace is bounded so that it stays \
      linear in the program: a context is followed through at most 24 nested steps (each parameter, \
      call site, assignment, property, ternary or cast it passes), and 500,000 steps for the whole \
      program. A category written further away than that is not found: the call gets the note, not \
      the category's warning or error. Each helper a value is handed down through costs two steps \
      (its parameter and the call that fills it): a context written in the call that hands it \
      to the first of a chain of eleven helpers is still found and one handed down twelve is \
      not, and a context first kept in a local `let`, or a category that the last helper puts \
      into a context, is found through ten and not through eleven. So does \
      a member looked up through more than 32 of the program's types up a type's class and protocol \
      hierarchy (a category in a protocol extension 33 refinements away).
      """,
    flaggedExample: """
      import TrustInsights

      func evaluateExport() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
        let context = InsightEvaluator.InsightContext(
          operationCategory: .other,
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
        )
        return try await InsightEvaluator().requestEvaluation(context: context)
      }

      """,
    cleanExample: """
      import TrustInsights

      func evaluateExport() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
        let context = InsightEvaluator.InsightContext(
          operationCategory: .account,
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
        )
        return try await InsightEvaluator().requestEvaluation(context: context)
      }

      """)

  /// A stateless rule.
  public init() {}

  /// Findings of the rule in the file of `context`.
  public func check(_ context: RuleContext) -> [Finding] {
    guard let fileIndex = context.program.position(of: context.file) else { return [] }
    let table = ProgramFacts.of(context.program).categoryTable
    let sensitive = context.options.sensitiveCategories
    var findings: [Finding] = []
    for leaf in table.leaves(inFile: fileIndex) {
      if TrustInsightsNames.categories.contains(leaf.name) {
        guard !sensitive.contains(leaf.name), !Self.isTestInputOnly(leaf, table, context.program.index) else {
          continue
        }
        let list = sensitive.sorted().map { "'." + $0 + "'" }.joined(separator: ", ")
        let message =
          "'.\(leaf.name)' is not a sensitive operation category (\(list)): use the category of the operation; "
          + "if none fits, tell Apple through Feedback Assistant"
        let notes = Self.reachedCalls(leaf, table, context)
        var finding = TokenFinding.make(
          Self.description, in: context.file, at: leaf.token, message: message, enclosing: leaf.enclosing,
          related: notes.related)
        finding.paths = notes.paths
        findings.append(finding)
      } else {
        let message =
          "'.\(leaf.name)' is not an operation category: use one of "
          + "'.payment', '.account', '.resourceUse', '.communication' that fits the operation"
        let notes = Self.reachedCalls(leaf, table, context)
        var finding = TokenFinding.make(
          Self.description, severity: .error, in: context.file, at: leaf.token, message: message,
          enclosing: leaf.enclosing, related: notes.related)
        finding.paths = notes.paths
        findings.append(finding)
      }
    }
    for call in table.uncategorised(inFile: fileIndex) {
      let message =
        "no operation category found for the context of '\(SyntaxQueries.displayName(call.call))': "
        + "build it with a sensitive 'operationCategory:' written where the linter can see it"
      findings.append(
        TokenFinding.make(
          Self.description, severity: .note, in: context.file, at: call.name.token, message: message,
          enclosing: call.scope.qualifiedName))
    }
    return findings
  }

  /// Whether the category is written in test code and reaches only evaluator calls of app
  /// code: `ActionRiskCheck(category: .other, requester: FailingRequester())` in an XCTest
  /// file is a test's input to the app's code, not a category the shipped app requests with.
  /// A test that evaluates with it itself (an on-device integration test) is still reported.
  static func isTestInputOnly(_ leaf: CategoryLeaf, _ table: CategoryTable, _ index: ProgramIndex) -> Bool {
    guard index.isTestFile(leaf.fileIndex), let calls = table.reached[leaf], !calls.isEmpty else { return false }
    return calls.allSatisfy { !index.isTestFile($0.fileIndex) }
  }

  /// Notes walking the path of a written category: each call of a program function that
  /// returns a context holding it ("'.other' is in the context returned by 'make(_:)' here"),
  /// each call that passes it on (in program order: files in run order, then source order),
  /// then each evaluator call it reaches ("'.other' reaches 'requestEvaluation(context:)' here).
  /// The code flow to an evaluator call goes through the helper calls of the function it is
  /// written in (`check(ContextFactory.make(.other))` -> `authorizationStatus` inside `check`),
  /// after the factory calls written in the callers' functions, and then through the factory
  /// calls of its own function; a factory or helper call on no such flow gets one of its own.
  static func reachedCalls(_ leaf: CategoryLeaf, _ table: CategoryTable, _ context: RuleContext) -> (
    related: [RelatedLocation], paths: [[PathStep]]
  ) {
    let helpers = (table.passedAt[leaf] ?? []).sorted { ($0.fileIndex, $0.token) < ($1.fileIndex, $1.token) }
    let calls = (table.reached[leaf] ?? []).sorted {
      ($0.fileIndex, $0.call.name.token) < ($1.fileIndex, $1.call.name.token)
    }
    var index: [String: Int] = [:]
    var notes: [RelatedLocation] = []
    func add(_ fileIndex: Int, _ token: TokenIndex, _ message: String) -> Int {
      let note = TokenFinding.related(in: context.program.files[fileIndex], at: token, message: message)
      let key = "\(note.file):\(note.line):\(note.column)"
      if let i = index[key] { return i }
      index[key] = notes.count
      notes.append(note)
      return notes.count - 1
    }
    let factories = (table.madeAt[leaf] ?? []).sorted { ($0.fileIndex, $0.token) < ($1.fileIndex, $1.token) }
    var factoryNotes: [(caller: String?, note: Int)] = []
    for m in factories.prefix(CategoryTable.maxCallsNamed) {
      let what =
        m.isPropertyRead
        ? (m.returnsCategory ? "is the category read from" : "is in the context read from")
        : (m.returnsCategory ? "is the category returned by" : "is in the context returned by")
      let note = add(m.fileIndex, m.token, "'.\(leaf.name)' \(what) '\(m.callee)' here")
      if !factoryNotes.contains(where: { $0.note == note }) { factoryNotes.append((m.caller, note)) }
    }
    var helperNotes: [(name: Substring, caller: String?, note: Int)] = []
    for h in helpers.prefix(CategoryTable.maxCallsNamed) {
      let note = add(h.fileIndex, h.token, "'.\(leaf.name)' is passed to '\(h.callee)' here")
      helperNotes.append((h.callee.prefix { $0 != "(" }, h.caller, note))
    }
    var paths: [[PathStep]] = []
    var onPath: Set<Int> = []
    for (fileIndex, call) in calls {
      let note = add(
        fileIndex, call.name.token, "'.\(leaf.name)' reaches '\(SyntaxQueries.displayName(call.call))' here")
      let function: String? = call.scope.function?.name.text
      let viaHelpers = helperNotes.filter { h in function.map { h.name == Substring($0) } ?? false }
      var callers: Set<String> = []
      for h in viaHelpers { if let c = h.caller { callers.insert(c) } }
      // The context is made in a caller (then handed to the helper), or where it is used.
      var via: [Int] = []
      for f in factoryNotes where f.caller.map({ callers.contains($0) }) == true { via.append(f.note) }
      via += viaHelpers.map { $0.note }
      for f in factoryNotes where f.caller != nil && f.caller == function && !via.contains(f.note) {
        via.append(f.note)
      }
      onPath.formUnion(via)
      paths.append([PathStep.primary] + via.map { PathStep.related($0) } + [PathStep.related(note)])
    }
    for n in factoryNotes.map({ $0.note }) + helperNotes.map({ $0.note }) where !onPath.contains(n) {
      onPath.insert(n)
      paths.append([.primary, .related(n)])
    }
    return (notes, paths)
  }
}
