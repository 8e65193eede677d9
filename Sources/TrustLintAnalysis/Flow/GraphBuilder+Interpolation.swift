import TrustLintSyntax

extension GraphBuilder {
  /// Reads the interpolations of a string literal. A literal is one token, its interpolations
  /// unparsed, so the bytes are scanned: `\( … )` in a plain literal, `\#( … )` with as many
  /// `#` as the literal's delimiter in a raw one (`#"\(x)"#` and `"\\(x)"` hold no
  /// interpolation).
  ///
  /// A tracked name written there (`"evaluation \(evaluation)"`, a log line) is read, not
  /// handed over: describing the evaluation cannot report it, and it stays owed here. A `try`
  /// written inside an interpolation (`"Balance: \(try await loadBalance())"`, not `try?` or
  /// `try!`) can throw there: the literal gets the error edge a `try` has.
  func scanInterpolations(_ token: TokenIndex) {
    guard !trackedNames.isEmpty else { return }
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    var i = Int(t.start)
    let end = min(Int(t.end), bytes.count)
    // The delimiter's `#` count: `\` followed by exactly that many `#` starts an escape.
    var hashes = 0
    while i < end && bytes[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    var depth = 0
    var throwsHere = false
    while i < end {
      let b = bytes[i]
      if depth == 0 {
        if b == UInt8(ascii: "\\") {
          var j = i + 1
          var k = 0
          while j < end && bytes[j] == UInt8(ascii: "#") && k < hashes {
            k += 1
            j += 1
          }
          if k == hashes && j < end {
            if bytes[j] == UInt8(ascii: "(") {
              depth = 1
              i = j + 1
              continue
            }
            // An escaped character (`\\`, `\"`): it starts nothing.
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
        if j - i == 3, bytes[i] == UInt8(ascii: "t"), bytes[i + 1] == UInt8(ascii: "r"),
          bytes[i + 2] == UInt8(ascii: "y"),
          j < end, bytes[j] != UInt8(ascii: "?"), bytes[j] != UInt8(ascii: "!")
        {
          throwsHere = true
        }
        i = j
        continue
      }
      i += 1
    }
    if throwsHere { throwEdge(.tryThrows, token: token, text: (token, token), forget: []) }
  }

  private static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || (b >= 0x30 && b <= 0x39)
  }
}
