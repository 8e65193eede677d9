extension GraphBuilder {
  /// The infix operators of the standard library: they read their operands and keep none.
  static let standardInfixOperators: Set<String> = [
    "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "+", "-", "*", "/", "%", "&+", "&-", "&*",
    "&", "|", "^", "<<", ">>", "&<<", "&>>", "...", "..<", ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
  ]
}
