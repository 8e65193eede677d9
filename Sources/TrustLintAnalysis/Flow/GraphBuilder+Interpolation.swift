import TrustLintSyntax

extension GraphBuilder {
  /// A tracked name written in a string interpolation (`"\(evaluation)"`) is handed to the
  /// standard library's `appendInterpolation`, a function not declared in the linted set: an
  /// escape by RULES.md. A literal is one token, its interpolations unparsed, so the bytes are
  /// scanned: identifiers inside `\( … )` (any number of `#`) that name a tracked variable,
  /// not followed by a member access (`\(evaluation.insight.outcome)` reads a member only).
  ///
  /// A `try` written inside an interpolation (`"Balance: \(try await loadBalance())"`, not
  /// `try?` or `try!`) can throw there: the literal gets the error edge a `try` has.
  func escapeInterpolatedNames(_ token: TokenIndex) {
    guard !trackedNames.isEmpty else { return }
    var throwsHere = false
    defer {
      if throwsHere {
        throwEdge(.tryThrows, token: token, text: (token, token), forget: [])
      }
    }
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    var i = Int(t.start)
    let end = min(Int(t.end), bytes.count)
    var depth = 0
    var seen: Set<Int32> = []
    while i < end {
      let b = bytes[i]
      if depth == 0 {
        if b == UInt8(ascii: "\\") {
          var j = i + 1
          while j < end && bytes[j] == UInt8(ascii: "#") { j += 1 }
          if j < end && bytes[j] == UInt8(ascii: "(") {
            depth = 1
            i = j + 1
            continue
          }
        }
        i += 1
        continue
      }
      if b == UInt8(ascii: "(") {
        depth += 1
      } else if b == UInt8(ascii: ")") {
        depth -= 1
      } else if Self.isIdentifierHead(b) && (i == 0 || !Self.isIdentifierByte(bytes[i - 1])) {
        var j = i + 1
        while j < end && Self.isIdentifierByte(bytes[j]) { j += 1 }
        let name = String(decoding: bytes[i..<j], as: UTF8.self)
        if name == "try", j < end, bytes[j] != UInt8(ascii: "?"), bytes[j] != UInt8(ascii: "!") {
          throwsHere = true
        }
        if trackedNames.contains(name), !Self.readsMember(bytes, from: j, end: end), let v = lookup(name),
          seen.insert(v).inserted
        {
          emit(.escape(variable: v, token: token))
        }
        i = j
        continue
      }
      i += 1
    }
  }

  private static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || (b >= 0x30 && b <= 0x39)
  }

  /// A member access follows at `start` (`.`, `?.`, `!.`): a member of the evaluation is not
  /// the evaluation, as for member expressions outside literals.
  private static func readsMember(_ bytes: [UInt8], from start: Int, end: Int) -> Bool {
    var i = start
    if i < end && (bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!")) { i += 1 }
    return i < end && bytes[i] == UInt8(ascii: ".")
  }
}
