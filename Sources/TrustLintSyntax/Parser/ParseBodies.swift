/// Bodies of declarations, skipped for later (see `LazyBodies`).
extension SyntaxParser {
  /// The body of a function-like declaration, at its `{`. In a whole-file parse the body is
  /// skipped and recorded when its braces match and nothing inside it could make the
  /// whole-file parse end it elsewhere; otherwise it is parsed now. Either way the tree reads
  /// the same: a skipped body parses from the same tokens at the same nesting depth.
  mutating func parseDeclarationBody() -> DeclarationBody {
    guard let lazyBodies, cur == .lbrace, let rbrace = matchingBrace(from: pos) else {
      return .parsed(parseBlock())
    }
    let slot = lazyBodies.add(lbrace: pos, rbrace: rbrace, depth: depth)
    pos = rbrace + 1
    return .skipped(lazyBodies, slot: slot)
  }

  /// The `}` matching the `{` at `start`, or nil when the braces do not match before the end
  /// of the file or a declaration at column 1 lies between them. After an error, the parser
  /// takes such a declaration to close the blocks left open (`parseStmtList`), so where the
  /// body ends would depend on errors made before it: that body is parsed at once.
  func matchingBrace(from start: Int) -> Int? {
    var level = 0
    var j = start
    while j < eofIndex {
      switch codes[j] {
      case .lbrace:
        level += 1
      case .rbrace:
        level -= 1
        if level == 0 { return j }
      default:
        if toks[j].flags.contains(.newlineBefore) && isColumnOneDeclaration(j) { return nil }
      }
      j += 1
    }
    return nil
  }
}
