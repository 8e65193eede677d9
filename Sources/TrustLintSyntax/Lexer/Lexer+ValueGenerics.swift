/// `<-` opening a generic argument list whose first argument is a negative integer
/// (SE-0452 value generics: `Vector<-2, Int>`).
extension Scanner {
  /// Whether the `<-` at `start` opens a generic argument list, as Swift's parser reads it:
  /// glued to a name, followed by an integer, and closed on the same line by a `>` after which
  /// a generic list can end (see `endsValueGenericList`). Swift's parser splits it into `<` and
  /// `-` there; elsewhere (`x<-1`, `a <- b`, `f(a<-1, b)`) it stays one operator.
  func opensValueGenericList(_ start: Int) -> Bool {
    guard start > 0, start + 2 < n, isNameByte(p[start - 1]), p[start + 2] >= 0x30 && p[start + 2] <= 0x39 else {
      return false
    }
    var k = start + 2
    var depth = 1
    while k < n {
      let c = p[k]
      switch c {
      case 0x0A, 0x0D:
        return false
      case 0x3C:  // <
        depth += 1
      case 0x3E:  // >
        depth -= 1
        if depth == 0 { return endsValueGenericList(k + 1) }
      case 0x2D:  // `-` of another value, or `->` of a function type
        if k + 1 < n && p[k + 1] == 0x3E { k += 1 }
      case 0x26:  // `&` of a composition; `&&` is a comparison's (`x<-1 && y>(z)`)
        if k + 1 < n && p[k + 1] == 0x26 { return false }
      case 0x20, 0x09, 0x28, 0x29, 0x5B, 0x5D, 0x2C, 0x2E, 0x3A, 0x3F, 0x21, 0x7E, 0x40:
        break  // space ( ) [ ] , . : ? ! ~ @
      default:
        if !isNameByte(c) { return false }
      }
      k += 1
    }
    return false
  }

  /// After the `>` of a value generic list (and any `>` closing enclosing lists): a token that cannot continue a comparison
  /// (`(`, `[`, `.`, `,`, a closer, `{`, `;`, `:`, postfix `?`/`!`, `&`), or, after spaces, a
  /// closer, `{`, `,`, `;`, a single `=` (`let v: Vector<-2, Int> = …`), `where`, a comment or
  /// the end of the line.
  private func endsValueGenericList(_ after: Int) -> Bool {
    var k = after
    // The `>` of enclosing lists (`InlineArray<4, Vector<-1, Int>>`) come first.
    while k < n && (p[k] == 0x3E || ((p[k] == 0x3F || p[k] == 0x21) && p[k - 1] == 0x3E)) { k += 1 }
    guard k < n else { return true }
    switch p[k] {
    case 0x28, 0x5B, 0x2E, 0x2C, 0x29, 0x5D, 0x7B, 0x7D, 0x3B, 0x3A, 0x3F, 0x21, 0x26, 0x0A, 0x0D:
      return true
    case 0x20, 0x09:
      break
    default:
      return false
    }
    while k < n && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
    guard k < n else { return true }
    switch p[k] {
    case 0x0A, 0x0D, 0x29, 0x5D, 0x7B, 0x7D, 0x2C, 0x3B:
      return true
    case 0x3D:  // =
      return !(k + 1 < n && p[k + 1] == 0x3D)
    case 0x2F:  // a comment
      return k + 1 < n && (p[k + 1] == 0x2F || p[k + 1] == 0x2A)
    case 0x77:  // where
      return k + 5 <= n && p[k + 1] == 0x68 && p[k + 2] == 0x65 && p[k + 3] == 0x72 && p[k + 4] == 0x65
        && (k + 5 == n || !isNameByte(p[k + 5]))
    default:
      return false
    }
  }

  /// An ASCII letter, digit, `_`, a backtick, or a byte of a non-ASCII character.
  @inline(__always)
  private func isNameByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x60
      || b >= 0x80
  }
}
