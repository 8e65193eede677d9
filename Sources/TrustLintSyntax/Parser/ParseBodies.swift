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
  /// body ends would depend on errors made before it: that body is parsed at once. So is a
  /// body whose parentheses or brackets do not balance: its parse may run past its `}` and
  /// take in the declarations after it, as the whole-file parse does. So is a body holding an
  /// `#if` whose clauses the parser skips unparsed (`#if compiler(<6)`, or the `#else` after
  /// `#if swift(>=5.9)`): braces there do not count, and a stray one would end the body
  /// elsewhere than the braces say.
  func matchingBrace(from start: Int) -> Int? {
    var level = 0
    var round = 0
    var square = 0
    var j = start
    while j < eofIndex {
      switch codes[j] {
      case .lbrace:
        level += 1
      case .rbrace:
        level -= 1
        if level == 0 { return round == 0 && square == 0 ? j : nil }
      case .lparen: round += 1
      case .lbracket: square += 1
      case .rparen:
        round -= 1
        if round < 0 { return nil }
      case .rbracket:
        square -= 1
        if square < 0 { return nil }
      case .dIf, .dElseif:
        if skipsClausesUnparsed(directive: j) { return nil }
      default:
        if toks[j].flags.contains(.newlineBefore) && isColumnOneDeclaration(j) { return nil }
      }
      j += 1
    }
    return nil
  }

  /// Whether the `#if`/`#elseif` at `directive` has a condition on its line that makes the
  /// parser skip clauses without parsing them (`parseIfConfig`, `parseCases`).
  private func skipsClausesUnparsed(directive: Int) -> Bool {
    let first = directive + 1
    guard first < eofIndex, !toks[first].flags.contains(.newlineBefore) else { return false }
    var last = first
    while last + 1 < eofIndex && !toks[last + 1].flags.contains(.newlineBefore) { last += 1 }
    let condition = (first: TokenIndex(first), last: TokenIndex(last))
    let reading = reading(of: condition)
    return reading == .skippedUnparsed || reading == .always
  }
}
