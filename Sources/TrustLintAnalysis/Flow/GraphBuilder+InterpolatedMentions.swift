import TrustLintSyntax

extension GraphBuilder {
  /// The identifiers written inside the interpolations of the string literal `token` (one
  /// token, its interpolations unparsed): `\( … )` in a plain literal, `\#( … )` with as many
  /// `#` as the delimiter in a raw one. An escaping closure that mentions the evaluation only
  /// there (`DispatchQueue.main.async { self.banner = "Risk: \(evaluation.insight.outcome)" }`)
  /// still captures it, so `escapeMentions` escapes these names as it does the closure's tokens.
  func interpolatedIdentifiers(_ token: TokenIndex) -> [String] {
    let t = tree.tokens[Int(token)]
    let bytes = tree.source.bytes
    var i = Int(t.start)
    let end = min(Int(t.end), bytes.count)
    var hashes = 0
    while i < end && bytes[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    var names: [String] = []
    var depth = 0
    while i < end {
      let b = bytes[i]
      if depth == 0 {
        // Outside an interpolation only `\` followed by the delimiter's `#` count matters.
        guard b == UInt8(ascii: "\\") else {
          i += 1
          continue
        }
        var j = i + 1
        var k = 0
        while j < end && bytes[j] == UInt8(ascii: "#") && k < hashes {
          k += 1
          j += 1
        }
        if k == hashes && j < end && bytes[j] == UInt8(ascii: "(") { depth = 1 }
        i = j + 1
        continue
      }
      if b == UInt8(ascii: "(") {
        depth += 1
      } else if b == UInt8(ascii: ")") {
        depth -= 1
      } else if Self.startsIdentifier(b) && !Self.continuesIdentifier(bytes[i - 1]) {
        var j = i + 1
        while j < end && Self.continuesIdentifier(bytes[j]) { j += 1 }
        names.append(String(decoding: bytes[i..<j], as: UTF8.self))
        i = j
        continue
      }
      i += 1
    }
    return names
  }

  private static func startsIdentifier(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }

  private static func continuesIdentifier(_ b: UInt8) -> Bool {
    startsIdentifier(b) || (b >= 0x30 && b <= 0x39)
  }
}
