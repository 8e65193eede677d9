#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The bytes of one Swift file and a table of line starts, so that byte offsets
/// can be turned into 1-based line and column numbers without rescanning.
public final class SourceFile: @unchecked Sendable {
  /// The path as given on the command line or found by the folder walk.
  public let path: String
  /// The raw UTF-8 (or not) bytes of the file; the lexer never assumes validity.
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. Computed on first use:
  /// only reporting turns offsets into lines, and a run over a large tree that reports nothing
  /// (`--analyze-all` on 1.8 M lines) kept 4 bytes per line of every file for nothing (7 MB,
  /// 3% of its peak memory). Read under `lineLock`.
  public var lineStarts: [UInt32] {
    pthread_mutex_lock(lineLock)
    defer { pthread_mutex_unlock(lineLock) }
    if let known = computedLineStarts { return known }
    let starts = bytes.withUnsafeBufferPointer { Self.lineStarts(of: $0) }
    computedLineStarts = starts
    return starts
  }
  private var computedLineStarts: [UInt32]?
  private let lineLock: UnsafeMutablePointer<pthread_mutex_t>

  /// Reads nothing: wraps bytes already in memory.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    lineLock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lineLock, nil)
  }

  deinit {
    pthread_mutex_destroy(lineLock)
    lineLock.deallocate()
  }

  /// Byte offsets where lines start. Files without a carriage return (nearly all) are split
  /// with `memchr`, which is several times faster than a byte loop on long lines.
  static func lineStarts(of buf: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    var starts: [UInt32] = [0]
    guard let base = buf.baseAddress, buf.count > 0 else { return starts }
    let n = buf.count
    starts.reserveCapacity(n / 32 + 1)
    if memchr(base, 13, n) == nil {
      var p = UnsafeRawPointer(base)
      let end = p + n
      while p < end, let hit = memchr(p, 10, end - p) {
        let next = UnsafeRawPointer(hit) + 1
        starts.append(UInt32(next - UnsafeRawPointer(base)))
        p = next
      }
      return starts
    }
    var i = 0
    while i < n {
      let b = buf[i]
      if b == 10 {
        starts.append(UInt32(i + 1))
      } else if b == 13 {
        // CR LF counts as one line end; a lone CR is a line end too.
        if i + 1 < n && buf[i + 1] == 10 { i += 1 }
        starts.append(UInt32(i + 1))
      }
      i += 1
    }
    return starts
  }

  /// Convenience for tests and `--stdin-path`.
  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// 1-based line and 1-based byte column of a byte offset.
  public func location(ofOffset offset: Int) -> SourceLocation {
    let lineStarts = self.lineStarts
    var lo = 0
    var hi = lineStarts.count - 1
    let target = UInt32(clamping: offset)
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= target { lo = mid } else { hi = mid - 1 }
    }
    return SourceLocation(line: lo + 1, column: Int(target - lineStarts[lo]) + 1)
  }

  /// The text of a 1-based line without its line terminator.
  public func lineText(_ line: Int) -> String {
    let lineStarts = self.lineStarts
    guard line >= 1 && line <= lineStarts.count else { return "" }
    let start = Int(lineStarts[line - 1])
    var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
    while end > start && (bytes[end - 1] == 10 || bytes[end - 1] == 13) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The text of a byte range, decoded leniently.
  public func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
  }
}

/// A 1-based line and column (columns count UTF-8 bytes, as swiftc does).
public struct SourceLocation: Hashable, Sendable, Comparable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    a.line != b.line ? a.line < b.line : a.column < b.column
  }
}
