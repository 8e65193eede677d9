import TrustLintSyntax

/// A duplicate whose first report is written at or below the second one, inside a loop that
/// holds both: the path goes round the loop (`for amount in amounts { … report … }`), and the
/// message and a note at the loop's keyword say so, instead of a "first report" note on the
/// very token of the finding with nothing between them.
extension DuplicateConsumptionReportRule {
  /// The innermost `for`, `while` or `repeat` whose body holds both `second` and every one of
  /// `firsts`, when some first report is not above `second` (so only the loop's next pass
  /// reaches `second` after it); nil otherwise, or when no such loop is found in the tokens.
  static func loopAround(_ second: TokenIndex, firsts: [TokenIndex], tree: SyntaxTree) -> TokenIndex? {
    guard let last = firsts.max(), last >= second, let first = firsts.min() else { return nil }
    let low = min(first, second)
    let tokens = tree.tokens
    var i = Int(low) - 1
    while i >= 0 {
      defer { i -= 1 }
      guard tokens[i].kind == .keyword else { continue }
      let word = tree.text(of: TokenIndex(i))
      guard word == "for" || word == "while" || word == "repeat" else { continue }
      // `f(for: x)` is a label; the `while` of `repeat { } while c` follows its body.
      if i + 1 < tokens.count, tree.text(of: TokenIndex(i + 1)) == ":" { continue }
      if word == "while", i > 0, tree.text(of: TokenIndex(i - 1)) == "}" { continue }
      guard let body = bodyRange(after: i, tokens: tokens, tree: tree) else { continue }
      if body.open < Int(low), Int(last) < body.close, Int(max(second, last)) < body.close { return TokenIndex(i) }
    }
    return nil
  }

  /// The `{` that opens the loop body after the keyword at `start` (the first one outside
  /// parentheses and brackets) and its matching `}`.
  private static func bodyRange(after start: Int, tokens: [Token], tree: SyntaxTree) -> (open: Int, close: Int)? {
    var depth = 0
    var j = start + 1
    var open: Int?
    while j < tokens.count, open == nil {
      if tokens[j].kind == .punctuation {
        switch tree.text(of: TokenIndex(j)) {
        case "(", "[": depth += 1
        case ")", "]": depth -= 1
        case "{" where depth == 0: open = j
        case "}": return nil
        default: break
        }
      }
      j += 1
    }
    guard let open else { return nil }
    var braces = 0
    for k in open..<tokens.count where tokens[k].kind == .punctuation {
      switch tree.text(of: TokenIndex(k)) {
      case "{": braces += 1
      case "}":
        braces -= 1
        if braces == 0 { return (open, k) }
      default: break
      }
    }
    return nil
  }
}
