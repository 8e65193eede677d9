import TrustLintSyntax

extension GraphBuilder {
  /// Reads the interpolations of a string literal. A literal is one token, its interpolations
  /// unparsed, so the bytes are scanned: `\( … )` in a plain literal, `\#( … )` with as many
  /// `#` as the literal's delimiter in a raw one (`#"\(x)"#` and `"\\(x)"` hold no
  /// interpolation).
  ///
  /// A tracked name that is a whole interpolation (`"evaluation \(evaluation)"`, a log line,
  /// or a member read of it) is read, not handed over: describing the evaluation cannot report
  /// it, and it stays owed here; so is a member read anywhere in it. Written anywhere else in
  /// an interpolation (an argument, `\(describe(evaluation))`) it escapes, except as the only
  /// argument of a bare call of the program's functions (`GraphBuilder+InterpolatedCalls`),
  /// which decide. A `try`
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
    var segmentStart = 0
    var throwsHere = false
    var seen: Set<Int32> = []
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
              segmentStart = i
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
        // Written anywhere but alone (`\(settle(evaluation))`, an argument): handed to what
        // takes it there, which this scan cannot follow: an escape, as before it was read.
        if !trackedNames.isEmpty, trackedNames.contains(String(decoding: bytes[i..<j], as: UTF8.self)),
          !(depth == 1 && Self.standsAlone(bytes, from: segmentStart, name: i..<j, end: end)),
          !Self.readsMember(bytes, from: j, end: end),
          let v = lookup(String(decoding: bytes[i..<j], as: UTF8.self)), seen.insert(v).inserted
        {
          // `\(settled(evaluation))` on a function of the program: handed to it.
          if !handInterpolatedCall(
            v, nameRange: i..<j, segmentStart: segmentStart, token: token, bytes: bytes, end: end)
          {
            emit(.escape(variable: v, token: token))
          }
        }
        i = j
        continue
      }
      i += 1
    }
    if throwsHere { throwEdge(.tryThrows, token: token, text: (token, token), forget: []) }
  }

  /// Whether the name at `name` is the whole interpolation that starts at `start`, perhaps
  /// reading members (`\(evaluation)`, `\( evaluation.insight.outcome )`).
  private static func standsAlone(_ bytes: [UInt8], from start: Int, name: Range<Int>, end: Int) -> Bool {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    var i = start
    while i < name.lowerBound, isSpace(bytes[i]) { i += 1 }
    guard i == name.lowerBound else { return false }
    i = name.upperBound
    while i < end {
      if isSpace(bytes[i]) {
        i += 1
      } else if bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!") || bytes[i] == UInt8(ascii: ".")
        || isIdentifierByte(bytes[i])
      {
        i += 1
      } else {
        break
      }
    }
    return i < end && bytes[i] == UInt8(ascii: ")")
  }

  /// A member access follows at `start` (`.`, `?.`, `!.`): a member of the evaluation
  /// (`\(String(describing: evaluation.insight.outcome))`) is not the evaluation.
  private static func readsMember(_ bytes: [UInt8], from start: Int, end: Int) -> Bool {
    var i = start
    if i < end && (bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "!")) { i += 1 }
    guard i < end && bytes[i] == UInt8(ascii: ".") else { return false }
    // `\(evaluation.reportConsumption(…))` reports: not followed here, so an escape.
    let report = Array("reportConsumption".utf8)
    let name = bytes[(i + 1)..<min(end, i + 1 + report.count)]
    return !name.elementsEqual(report)
  }

  private static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }

  private static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || (b >= 0x30 && b <= 0x39)
  }
}
