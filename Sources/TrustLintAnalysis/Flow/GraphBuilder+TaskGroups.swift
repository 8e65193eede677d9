import TrustLintSyntax

/// `withTaskGroup(of: CoachingEvaluation?.self) { group in … for await evaluation in group { … } }`:
/// child tasks hand their evaluations to the group (`group.addTask { try? await
/// evaluator.requestEvaluation(context: context) }` returns it), and the group's one consumer
/// is the `for await` loop of the body closure, which then holds each element as a loop over a
/// stream of evaluations does (`GraphBuilder+StreamElements.swift`): reporting it on some paths
/// of the pass only is found at the loop variable. Only when the `of:` type is written as an
/// evaluation type (or an alias of one, optional or not) and the loop reads the closure's group
/// parameter itself; `group.next()` and the group's other operators are left alone.
extension GraphBuilder {
  /// The standard library's task-group entry points whose groups yield their child results.
  private static let taskGroupFunctions: Set<String> = ["withTaskGroup", "withThrowingTaskGroup"]

  /// Notes the body closure of `c` when it is such a task group of evaluations.
  func noteTaskGroupClosure(_ c: CallExpr, _ shape: CallShape) {
    guard mayLoopOverStreams, shape.isBare, let name = shape.name?.text, Self.taskGroupFunctions.contains(name),
      let of = c.arguments.first, of.label?.text == "of",
      let element = Self.metatypeText(of.value, tree: tree)
    else { return }
    let body =
      c.trailingClosures.count == 1 && c.trailingClosures[0].label == nil
      ? c.trailingClosures[0].value : c.arguments.first(where: { $0.label?.text == "body" })?.value
    guard case .closure(let closure)? = body, closure.parameters.count == 1,
      index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath)
    else { return }
    taskGroupClosures[closure.lbrace] = index.isOptionalType(element, inFile: fileIndex)
  }

  /// `CoachingEvaluation?.self` → `CoachingEvaluation?`: the type a metatype expression names,
  /// as written (its tokens joined), or nil when it does not end in `.self`.
  static func metatypeText(_ e: Expr, tree: SyntaxTree) -> String? {
    guard let first = SourceText.firstToken(of: e), let last = SourceText.lastToken(of: e), last > first + 1,
      last - first < 64, tree.text(of: last) == "self", tree.text(of: last - 1) == "."
    else { return nil }
    var text = ""
    for t in first..<(last - 1) { text += tree.text(of: t) }
    return text
  }
}
