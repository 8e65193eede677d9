/// Walks the interpolations of a string literal, which the lexer keeps as one token with its
/// interpolations unparsed: `\( … )` in a plain literal, `\#( … )` with as many `#` as the
/// literal's delimiter in a raw one (`#"\(x)"#` and `"\\(x)"` hold no interpolation). The flow
/// lowering reads the literal's bytes for the names it tracks (`GraphBuilder+Interpolation`) and
/// for what an escaping closure captures (`GraphBuilder+InterpolatedMentions`); both walk here.
enum InterpolationScan {
  /// Calls `body` for each identifier written inside an interpolation of the literal spanning
  /// `start..<end` in `bytes`, with its byte range, its parenthesis depth (1: directly inside
  /// `\( … )`) and where the interpolation's text begins.
  static func forEachIdentifier(
    in bytes: [UInt8], from start: Int, to end: Int,
    _ body: (_ name: Range<Int>, _ depth: Int, _ segmentStart: Int) -> Void
  ) {
    var i = start
    // The delimiter's `#` count: `\` followed by exactly that many `#` starts an escape.
    var hashes = 0
    while i < end && bytes[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    var depth = 0
    var segmentStart = 0
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
      } else if isIdentifierHead(b) && (i == 0 || !isIdentifierByte(bytes[i - 1])) {
        var j = i + 1
        while j < end && isIdentifierByte(bytes[j]) { j += 1 }
        body(i..<j, depth, segmentStart)
        i = j
        continue
      }
      i += 1
    }
  }

  /// An ASCII letter or `_`: what an identifier the scan reports starts with.
  static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }

  /// An ASCII letter, digit or `_`: what continues an identifier.
  static func isIdentifierByte(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || (b >= 0x30 && b <= 0x39)
  }
}
