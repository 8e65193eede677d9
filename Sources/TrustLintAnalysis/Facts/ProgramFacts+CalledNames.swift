import TrustLintSyntax

/// Which names a file may call, from its tokens: the test that spares parsing the bodies of
/// the many files that spell a common name (`category`, `status`) as a property or a label and
/// never call it, before their calls are collected by name.
extension ProgramFacts {
  /// Whether file `fileIndex` may call something named `name` (a superset of the calls its
  /// parsed bodies hold; see `calledNameHashes(_:)`). One set lookup per name after one pass
  /// over the file's tokens, so that many names cost no rescans of a large file.
  func mayCall(_ name: String, inFile fileIndex: Int) -> Bool {
    let set = program.files[fileIndex].cache.value("facts.calledNames") {
      Self.calledNameHashes(program.files[fileIndex].tree)
    }
    return set.contains(Self.hash(name.utf8))
  }

  /// The hashes of the names the tree may call: an identifier or keyword token (backticks
  /// removed) followed by a token that continues a callee into a call: `(`, a trailing
  /// closure's `{`, generic arguments' `<`, `?`/`!` of an optional callee, or `)` then `(`
  /// (`(name)(x)`); `init` only after a `.` (a bare `init(` declares one). A string literal is
  /// one token, interpolations included: its bytes are read by the same test
  /// (`ByteSearch.calledNames`; text that only looks like a call adds a name, which costs a
  /// parse, never a finding).
  static func calledNameHashes(_ tree: SyntaxTree) -> Set<UInt64> {
    let tokens = tree.tokens
    return tree.source.bytes.withUnsafeBufferPointer { buf in
      var hashes: Set<UInt64> = []
      func first(_ k: Int) -> UInt8? {
        guard k < tokens.count, Int(tokens[k].start) < Int(tokens[k].end), Int(tokens[k].start) < buf.count else {
          return nil
        }
        return buf[Int(tokens[k].start)]
      }
      for k in tokens.indices {
        let token = tokens[k]
        if token.kind == .string {
          let start = min(Int(token.start), buf.count)
          let end = min(Int(token.end), buf.count)
          ByteSearch.calledNames(UnsafeBufferPointer(rebasing: buf[start..<end])) { hashes.insert(hash($0)) }
          continue
        }
        guard token.kind == .identifier || token.kind == .keyword, let next = first(k + 1),
          let range = nameRange(of: token, in: buf)
        else { continue }
        let calls: Bool
        switch next {
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"):
          calls = true
        case UInt8(ascii: ")"):
          calls = first(k + 2) == UInt8(ascii: "(")
        default:
          calls = false
        }
        guard calls else { continue }
        let name = buf[range]
        if name.elementsEqual("init".utf8), k == 0 || first(k - 1) != UInt8(ascii: ".") { continue }
        hashes.insert(hash(name))
      }
      return hashes
    }
  }
}
