import TrustLintSyntax

/// An outcome handed to a function of the program is a decision there (`Friction(level: try?
/// e.insight.outcome.get())`), unless that function can only describe it: a logger or analytics
/// call whose parameters are declared `Any`, `String` or `CustomStringConvertible`
/// (`func log(_ value: Any)`). Such a parameter cannot be switched on or compared with a level
/// without a cast, so the call only reads the outcome, as `print(…)` does, and one constant
/// report after it is honest (probes-ec b03: a blanket finding after `log(e.insight.outcome)`).
extension GraphBuilder {
  /// Parameter types that only describe a value (whitespace removed, optional or not).
  static let describingParameterTypes: Set<String> = [
    "Any", "String", "Substring", "CustomStringConvertible", "CustomDebugStringConvertible",
    "anyCustomStringConvertible", "anyCustomDebugStringConvertible", "someCustomStringConvertible",
    "someCustomDebugStringConvertible",
  ]

  /// Whether every callee found takes the call's arguments only as describing types, so that an
  /// outcome among them is logged, not decided on. Any other or unwritten type decides.
  func onlyDescribesArguments(_ found: [ResolvedCall]) -> Bool {
    found.allSatisfy { r in
      let parameters = index.functions[Int(r.function)].decl.parameters
      let filled = Set(r.parameterOfArgument)
      guard !filled.isEmpty else { return false }
      return filled.allSatisfy { i in
        guard i >= 0, i < parameters.count, let text = parameters[i].type?.text else { return false }
        var type = text.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return Self.describingParameterTypes.contains(type)
      }
    }
  }
}
