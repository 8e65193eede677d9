/// Byte columns turned into UTF-16 columns (SARIF's), line by line.
///
/// Linear in the input however many findings share a line (a minified or generated file is
/// one long line with thousands of them): each line is read once, an ASCII prefix is answered
/// at once, and further in the count goes on from the last column asked for on that line
/// (findings come sorted by column). Units are counted from the UTF-8 bytes: a lead byte of
/// a four-byte sequence counts two, other lead and ASCII bytes one, continuation bytes none;
/// for invalid UTF-8 this may differ from a decoder's replacement characters.
struct UTF16Columns {
  private struct Key: Hashable {
    var file: String
    var line: Int
  }

  fileprivate struct Line {
    var bytes: [UInt8]
    /// Offset of the first byte that is not ASCII (the line's length if none).
    var firstNonASCII: Int
    /// The last prefix counted, and its length in UTF-16 units.
    var at = 0
    var units = 0
  }

  private var lines: [Key: Line] = [:]

  /// The 1-based UTF-16 column of the 1-based byte column `byteColumn` of a line whose bytes
  /// `lineText` gives; the byte column itself where the line is unknown or shorter.
  mutating func column(
    _ file: String, _ line: Int, byteColumn: Int, _ lineText: (_ file: String, _ line: Int) -> [UInt8]
  ) -> Int {
    let key = Key(file: file, line: line)
    if lines[key] == nil {
      let bytes = lineText(file, line)
      lines[key] = Line(bytes: bytes, firstNonASCII: bytes.firstIndex { $0 >= 0x80 } ?? bytes.count)
    }
    return lines[key]!.column(byteColumn)
  }
}

extension UTF16Columns.Line {
  fileprivate mutating func column(_ byteColumn: Int) -> Int {
    let prefix = byteColumn - 1
    guard prefix > firstNonASCII, prefix <= bytes.count else { return byteColumn }
    if prefix < at {
      at = 0
      units = 0
    }
    for b in bytes[at..<prefix] {
      if b < 0x80 || (b >= 0xC0 && b < 0xF0) {
        units += 1
      } else if b >= 0xF0 {
        units += 2
      }
    }
    at = prefix
    return units + 1
  }
}
