import Foundation

/// Writes a report so that readers never see half of it: a temporary file in the same folder
/// (same file system, so `rename` is atomic), then a rename over the target. Missing folders
/// on the way are created, as `mkdir -p` would: a CI step's `--output reports/trustlint.sarif`
/// must not lose the report of a whole run because `reports/` was not made first.
public enum AtomicFile {
  /// Writes `text` to `path`; returns the system's reason on failure, nil on success.
  public static func write(_ text: String, to path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let pattern = (folder.isEmpty ? "." : folder) + "/.\(name).trustlint-XXXXXX"
    var template = Array(pattern.utf8CString)
    var fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if fd < 0 && errno == ENOENT && !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        return "cannot create the folder \(folder)"
      }
      template = Array(pattern.utf8CString)
      fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    }
    if fd < 0 { return String(cString: strerror(errno)) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(fd)
        unlink(temporary)
        return reason
      }
      offset += n
    }
    // mkstemp creates 0600; a report is an ordinary file.
    fchmod(fd, 0o644)
    if close(fd) != 0 || rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return reason
    }
    bytes.removeAll()
    return nil
  }
}
