import TrustLintSyntax

extension ProgramIndex {
  /// Whether any identifier token of the tree spells one of `names`.
  static func mentions(_ tree: SyntaxTree, names: [[UInt8]]) -> Bool {
    guard ByteSearch.containsAny(tree.source.bytes, names) else { return false }
    let lengths = Set(names.map { $0.count })
    let bytes = tree.source.bytes
    return bytes.withUnsafeBufferPointer { buf in
      for token in tree.tokens where token.kind == .identifier {
        var start = Int(token.start)
        var end = Int(token.end)
        if end - start >= 2, buf[start] == UInt8(ascii: "`"), buf[end - 1] == UInt8(ascii: "`") {
          start += 1
          end -= 1
        }
        guard lengths.contains(end - start), end <= buf.count else { continue }
        for name in names where name.count == end - start {
          var equal = true
          var i = 0
          while i < name.count {
            if buf[start + i] != name[i] {
              equal = false
              break
            }
            i += 1
          }
          if equal { return true }
        }
      }
      return false
    }
  }
}
