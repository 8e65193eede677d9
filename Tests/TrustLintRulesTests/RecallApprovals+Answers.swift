/// Approvals that follow another check's answer, as the rule reads them: a call inside a
/// closure that runs only where an `if`/`guard`/`switch` reading that closure's own parameter
/// allows it (`runStandardChecks { passed in if passed { proceed() } }`, `guard let self, ok
/// else { return }; proceed()`) is not an approval of `.unknown`, so a mutant does not expect one.
extension RecallApprovals {
  /// Whether the call at `j` is inside such a gate of a closure opened at or after `from`.
  static func gatedByAnswer(_ t: RecallTokens, _ j: Int, from: Int) -> Bool {
    var at = j
    while let open = t.enclosingOpen(at), open >= from {
      at = open
      guard t.blockKind(open) == .closure, let (names, inToken) = closureParameters(t, open), !names.isEmpty
      else { continue }
      var k = inToken + 1
      while k < j {
        let word = t.text(k)
        if word == "if" || word == "guard" || word == "switch" {
          var c = k + 1
          var reads = false
          while c < j, t.text(c) != "{", t.text(c) != "else" {
            if names.contains(t.text(c)) && t.text(c - 1) != "." { reads = true }
            c += 1
          }
          if reads, word != "guard", t.text(c) == "{", let close = t.matchingClose(c), close > j { return true }
          if reads, word == "guard", t.text(c) == "else", let open = firstBrace(t, after: c - 1, before: j),
            let close = t.matchingClose(open), close < j
          {
            return true
          }
        }
        k += 1
      }
    }
    return false
  }

  /// The parameter names of the closure opened at `open` and its `in` token (nil: none written).
  private static func closureParameters(_ t: RecallTokens, _ open: Int) -> (Set<String>, Int)? {
    var k = open + 1
    if t.text(k) == "[", let close = t.matchingClose(k) { k = close + 1 }
    var names: Set<String> = []
    var depth = 0
    var expectName = true
    while k < t.count, k < open + 64 {
      let word = t.text(k)
      if word == "in" && depth == 0 { return (names, k) }
      if word == "{" || word == "}" { return nil }
      if word == "(" { depth += 1 } else if word == ")" { depth -= 1 }
      if word == "," || word == "(" {
        expectName = true
      } else if expectName, t.tokens[k].kind == .identifier {
        if word != "_" { names.insert(word) }
        expectName = false
      } else if word == ":" {
        expectName = false
      }
      k += 1
    }
    return nil
  }

  /// Whether the call at `j` runs only where a check awaited in the branch allows it: inside
  /// `if await confirm(…) { … }`, after `guard try await checks.run() else { … }`, or behind
  /// an `if`/`guard` reading `ok` of `let ok = await askPerson()` written in the branch (the
  /// rule reads an awaited call that is a condition or an operand of `&&`).
  static func gatedByAwaitedCheck(_ t: RecallTokens, _ j: Int, from: Int) -> Bool {
    var answers: Set<String> = []
    var k = from
    while k < j {
      let word = t.text(k)
      if word == "let", t.tokens[k + 1].kind == .identifier, t.text(k + 2) == "=",
        t.text(k + 3) == "await" || (t.text(k + 3) == "try" && t.text(k + 4) == "await")
      {
        answers.insert(t.text(k + 1))
      }
      if word == "if" || word == "guard" {
        var c = k + 1
        var reads = false
        while c < j, t.text(c) != "{", t.text(c) != "else" {
          let before = t.text(c - 1) == "try" ? t.text(c - 2) : t.text(c - 1)
          if t.text(c) == "await", ["if", "guard", ",", "&&"].contains(before) { reads = true }
          if answers.contains(t.text(c)), t.text(c - 1) != ".", t.text(c - 1) != "!" { reads = true }
          c += 1
        }
        if reads, word == "if", t.text(c) == "{", let close = t.matchingClose(c), close > j { return true }
        if reads, word == "guard", t.text(c) == "else", let open = firstBrace(t, after: c - 1, before: j),
          let close = t.matchingClose(open), close < j
        {
          return true
        }
      }
      k += 1
    }
    return false
  }
}
