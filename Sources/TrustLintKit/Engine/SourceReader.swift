import Foundation
import TrustLintSyntax

/// Reads whole files with as few system calls and copies as possible: one `fstat` for the
/// size, then `read` straight into the array's storage (normally a single call). Every file of
/// a normal run passes through here, most of them only to be scanned and dropped.
enum SourceReader {
  /// `Paths.absolute` for the paths discovery produces (already normalized): only a path with
  /// `..` in it needs the general (and much slower) lexical folding.
  static func absolute(_ path: String, in cwd: String) -> String {
    if path.hasPrefix("/") { return path }
    var previousDot = false
    for b in path.utf8 {
      let dot = b == UInt8(ascii: ".")
      if dot && previousDot { return Paths.absolute(path, in: cwd) }
      previousDot = dot
    }
    return Paths.join(cwd, path)
  }

  /// The bytes of the file at `path` (absolute), or the system's reason it cannot be read.
  static func read(_ path: String) -> Result<[UInt8], FileProblem> {
    let fd = RawPath.withSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
    if fd < 0 { return .failure(FileProblem(path: path, reason: FileSystem.lastError)) }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { return .failure(FileProblem(path: path, reason: FileSystem.lastError)) }
    if (st.st_mode & S_IFMT) == S_IFDIR {
      return .failure(FileProblem(path: path, reason: String(cString: strerror(EISDIR))))
    }
    // One byte more than the size: a full buffer means the file grew, and reading goes on.
    var bytes: [UInt8] = []
    var want = max(Int(st.st_size), 0) + 1
    while true {
      var failure: Int32 = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: want) { buffer, initialized in
        var filled = 0
        while filled < want {
          let n = Foundation.read(fd, buffer.baseAddress! + filled, want - filled)
          if n < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if n == 0 { break }
          filled += n
        }
        initialized = filled
      }
      if failure != 0 { return .failure(FileProblem(path: path, reason: String(cString: strerror(failure)))) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if chunk.count < want { return .success(bytes) }
      want = max(want, 1 << 16)
    }
  }
}
