import TrustLintSyntax

/// A permission centre answers for several kinds of permission through one helper
/// (`func state(for permission: Permission) async -> PermissionState`) and asks the evaluator
/// only in the arm of its own kind. Its `.canAsk` then means "checked" only for that kind: the
/// walker records under which `switch` arms over a parameter each exit lies, and a caller
/// that prompts in `case .scamProtection:` of `switch permission`, inside `case .canAsk:` of
/// `switch await state(for: permission)`, is checked when every unchecked `.canAsk` exit of
/// the helper lies under other cases. Parameters cannot be reassigned, so the value switched
/// over is the one the helper was given.
extension StatusWalker {
  /// The arms the walk is inside, by parameter: nested arms over one parameter intersect.
  func currentArms() -> [String: Set<String>] {
    var arms: [String: Set<String>] = [:]
    for arm in parameterArms {
      arms[arm.parameter] = arms[arm.parameter].map { $0.intersection(arm.cases) } ?? arm.cases
    }
    return arms
  }

  /// The name of a parameter of the body's function (not `inout`) when `subject` is just that name.
  func parameterName(_ subject: Expr) -> String? {
    guard case .identifier(let n) = SyntaxQueries.stripped(subject),
      scope.function?.parameters.contains(where: { $0.name.text == n.text && !$0.isInout }) == true
    else { return nil }
    return n.text
  }

  /// The check a helper call makes when a parameter of the body, passed as an argument, is one
  /// of some cases: where each helper, given that its parameter receiving the argument is one of
  /// them, checked before every exit that may return one of `members`.
  func conditionalCheck(
    _ call: CallExpr, _ helpers: [FunctionEntry], members: Set<String>
  ) -> (variable: String, holds: (Set<String>) -> Bool)? {
    for (position, argument) in call.arguments.enumerated() {
      guard let variable = parameterName(argument.value) else { continue }
      var received: [Int32: String] = [:]
      for helper in helpers {
        guard let name = Self.parameter(receiving: position, of: call, in: helper.decl.parameters) else { return nil }
        received[helper.id] = name
      }
      let summaries = self.summaries
      return (
        variable,
        { cases in
          helpers.allSatisfy { helper in
            members.allSatisfy { member in
              summaries.checksStatusWhenReturning(helper, member: member, given: (received[helper.id]!, cases))
            }
          }
        }
      )
    }
    return nil
  }

  /// `guard await state(for: permission) == .canAsk`: the check `conditionalCheck` makes after
  /// the condition held.
  func conditionalCheck(_ condition: Condition) -> (variable: String, holds: (Set<String>) -> Bool)? {
    guard case .expr(let e) = condition, case .binary(let b) = SyntaxQueries.stripped(e), b.op.text == "==",
      let member = Self.memberName(b.rhs), case .call(let call) = SyntaxQueries.stripped(b.lhs)
    else { return nil }
    let helpers = facts.candidates(for: call, in: scope).filter { $0.decl.hasBody }
    return helpers.isEmpty ? nil : conditionalCheck(call, helpers, members: [member])
  }

  /// `state(for: .scamProtection)`: the helper's parameter given a literal case, which is then
  /// known to be that case throughout its body.
  func literalCase(_ call: CallExpr, _ helper: FunctionEntry) -> (parameter: String, cases: Set<String>)? {
    for (position, argument) in call.arguments.enumerated() {
      guard case .implicitMember(let name) = SyntaxQueries.stripped(argument.value),
        let parameter = Self.parameter(receiving: position, of: call, in: helper.decl.parameters)
      else { continue }
      return (parameter, [name.text])
    }
    return nil
  }

  private static func memberName(_ e: Expr) -> String? {
    if case .implicitMember(let n) = SyntaxQueries.stripped(e) { return n.text }
    return nil
  }

  /// The name, inside the callee's body, of the parameter that receives argument `position`,
  /// matching arguments to parameters by label in order.
  private static func parameter(receiving position: Int, of call: CallExpr, in parameters: [Parameter]) -> String? {
    var next = 0
    for (i, argument) in call.arguments.enumerated() {
      let label = argument.label?.text
      guard let p = parameters[next...].firstIndex(where: { $0.label == label }) else { return nil }
      if i == position { return parameters[p].isVariadic ? nil : parameters[p].name.text }
      next = p + 1
    }
    return nil
  }

  /// The case names of a `case` label when every item names a case without a payload
  /// (`case .canAsk:`; a `where` clause is tested on its own).
  static func caseNames(_ items: [CaseItem]) -> Set<String>? {
    var names: Set<String> = []
    for item in items {
      guard case .enumCase(nil, let name, nil) = item.pattern else { return nil }
      names.insert(name.text)
    }
    return names
  }

  /// The case names of a `case` label when every item is a plain case name without a payload
  /// or a `where` clause (`case .contacts, .photos:`); nil otherwise.
  static func plainCaseNames(_ items: [CaseItem]) -> Set<String>? {
    var names: Set<String> = []
    for item in items {
      guard item.whereClause == nil, case .enumCase(_, let name, nil) = item.pattern else { return nil }
      names.insert(name.text)
    }
    return names
  }
}
