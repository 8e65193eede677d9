/// Escaping for XML 1.0 text and attribute values (checkstyle, junit).
enum XMLEscaping {
  /// `&<>"'` become entities; tab, LF and CR become character references so that
  /// attribute values keep them (a parser would turn a raw line break into a space);
  /// other control characters, which XML 1.0 cannot carry at all, become U+FFFD.
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        let v = scalar.value
        if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The declaration every XML output starts with.
  static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
