/// Regex literals `/…/` and `#/…/#`, scanned with Swift's own rules for telling
/// `/.../` from division: no space or tab right after the opening `/` or right
/// before the closing one, no line break inside, and an unbalanced `)` means
/// "not a regex" unless the literal must be one.
extension Scanner {
  /// Scans a regex literal starting at `start` (the first `#`, or the `/`).
  /// Returns its end and whether it was terminated, or `nil` if it is not a
  /// regex literal (possible only when `mustBeRegex` is false). Never moves `pos`.
  mutating func scanRegex(_ start: Int, pounds: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
    var i = start + pounds + 1  // past the opening slash
    if pounds == 0 {
      if i < n {
        let c = p[i]
        if (c == 0x20 || c == 0x09) && !mustBeRegex { return nil }
        if c == 0x2A || c == 0x2F { return nil }
      }
      if start > 0 && p[start - 1] == 0x2A { return nil }
    }
    var firstNewline = -1
    if pounds > 0 {
      var j = i
      while j < n && (p[j] == 0x20 || p[j] == 0x09) { j += 1 }
      if j < n && (p[j] == 0x0A || p[j] == 0x0D) {
        firstNewline = j
        i = j
        // An earlier multi-line literal with no more `#` found no end before
        // end of file: neither will this one (keeps `#/` lines linear).
        if start > regexNoClose.from && pounds >= regexNoClose.pounds { return (j, false) }
      }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -1
    while true {
      // The closing delimiter.
      if i < n && p[i] == 0x2F {
        var k = i + 1
        var closing = 0
        if pounds > 0 {
          while k < n && p[k] == 0x23 {
            closing += 1
            k += 1
          }
        }
        if closing >= pounds {
          if closing == 0 {
            if k < n && (p[k] == 0x2A || p[k] == 0x2F) {
              return mustBeRegex ? (i, false) : nil  // a comment starts here
            }
            if lastSpace >= 0 && lastSpace + 1 == i && !mustBeRegex { return nil }
          }
          return (k, true)
        }
      }
      // One pattern character.
      if i >= n {
        if firstNewline >= 0 {
          i = firstNewline
          if pounds < regexNoClose.pounds || start < regexNoClose.from { regexNoClose = (start, pounds) }
        }
        return mustBeRegex ? (i, false) : nil
      }
      var c = p[i]
      var escaped = false
      if c == 0x5C {  // \
        escaped = true
        i += 1
        if i >= n {
          if firstNewline >= 0 {
            i = firstNewline
            if pounds < regexNoClose.pounds || start < regexNoClose.from { regexNoClose = (start, pounds) }
          }
          return mustBeRegex ? (i, false) : nil
        }
        c = p[i]
      }
      if c == 0x0A || c == 0x0D {
        if firstNewline < 0 { return mustBeRegex ? (i, false) : nil }
        i += 1
        continue
      }
      if !escaped {
        switch c {
        case 0x28 where classDepth == 0:
          groupDepth += 1
        case 0x29 where classDepth == 0:
          if groupDepth == 0 {
            if !mustBeRegex { return nil }
          } else {
            groupDepth -= 1
          }
        case 0x5B:
          classDepth += 1
        case 0x5D:
          if classDepth > 0 { classDepth -= 1 }
        case 0x20, 0x09:
          lastSpace = i
        default:
          break
        }
      }
      i += c < 0x80 ? 1 : LexerChars.decode(p, i, n).length
    }
  }
}
