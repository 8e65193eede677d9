/// File names that are not valid UTF-8 (possible on Linux): a Swift `String` cannot hold
/// their bytes, and decoding them with replacement characters gave a path that no longer
/// names the file (every run then failed to read it, exit 2). Each byte of an invalid
/// sequence is kept as one scalar of the last private-use plane, `U+10FF00 + byte`, which
/// the system calls turn back into that byte; valid names are unchanged.
public enum RawPath {
  private static let base: UInt32 = 0x10_FF00

  /// A directory entry's name from its bytes.
  public static func decode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var scalars = String.UnicodeScalarView()
    var i = bytes.startIndex
    while i != bytes.endIndex {
      // The longest valid sequence starting here (1 to 4 bytes), else the byte alone.
      var matched = false
      for length in (1...4).reversed() {
        guard let end = bytes.index(i, offsetBy: length, limitedBy: bytes.endIndex) else { continue }
        if let s = String(validating: bytes[i..<end], as: UTF8.self), s.unicodeScalars.count == 1 {
          scalars.append(s.unicodeScalars.first!)
          i = end
          matched = true
          break
        }
      }
      if !matched {
        scalars.append(Unicode.Scalar(base + UInt32(bytes[i]))!)
        i = bytes.index(after: i)
      }
    }
    return String(scalars)
  }

  /// Calls `body` with the path's bytes for the system (NUL-terminated).
  public static func withSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
    guard path.unicodeScalars.contains(where: { $0.value >= base }) else { return path.withCString(body) }
    var bytes = systemBytes(path).map { CChar(bitPattern: $0) }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The bytes of the name on disk: UTF-8, with each kept byte of an invalid sequence
  /// turned back into that byte (no NUL added).
  public static func systemBytes(_ path: String) -> [UInt8] {
    guard path.unicodeScalars.contains(where: { $0.value >= base }) else { return Array(path.utf8) }
    var bytes: [UInt8] = []
    for scalar in path.unicodeScalars {
      if scalar.value >= base && scalar.value <= base + 0xFF {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }
}
