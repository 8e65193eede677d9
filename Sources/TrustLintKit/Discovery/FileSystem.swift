import Foundation

/// Device and inode of a file or folder: what makes two paths the same object on disk.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64
  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

/// What `stat` says about a path, following symbolic links.
public enum FileKind: Sendable, Equatable {
  /// A folder, with its identity (used to visit each folder once).
  case directory(FileIdentity)
  /// A regular file (or anything else that is not a folder: a FIFO, a device).
  case file(FileIdentity)
  /// A symbolic link whose target does not exist, or a chain of links that loops.
  case danglingLink
  /// Nothing is there, or it cannot be examined; the text is the system's reason.
  case missing(String)
}

/// Thin wrappers over the `stat` family so the walker reads as policy, not system calls.
public enum FileSystem {
  /// Examines `path`, following symbolic links.
  public static func kind(of path: String) -> FileKind {
    var st = stat()
    if stat(path, &st) == 0 {
      let identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
      return (st.st_mode & S_IFMT) == S_IFDIR ? .directory(identity) : .file(identity)
    }
    let reason = lastError
    var lst = stat()
    if lstat(path, &lst) == 0 && (lst.st_mode & S_IFMT) == S_IFLNK { return .danglingLink }
    return .missing(reason)
  }

  /// Whether `path` is a regular file (following symbolic links): not a FIFO, socket or device.
  public static func isRegularFile(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether `path` itself is a symbolic link.
  public static func isSymbolicLink(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
  }

  /// Whether something (file, folder or link) exists at `path`, without following links.
  public static func exists(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0
  }

  /// The names in a folder, sorted by their UTF-8 bytes so walks are deterministic.
  public static func entries(of directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted { a, b in
      a.utf8.lexicographicallyPrecedes(b.utf8)
    }
  }

  /// The whole contents of a file as bytes.
  /// Throws a `FileProblem` with the system's reason (`Permission denied`, `Is a directory`).
  public static func readBytes(_ path: String) throws(FileProblem) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    if fd < 0 { throw FileProblem(path: path, reason: lastError) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var st = stat()
    if fstat(fd, &st) == 0 && st.st_size > 0 { bytes.reserveCapacity(Int(st.st_size)) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileProblem(path: path, reason: lastError)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// The text of `errno`.
  static var lastError: String { String(cString: strerror(errno)) }

  /// The process's current directory, normalized.
  public static var currentDirectory: String {
    Paths.normalize(FileManager.default.currentDirectoryPath)
  }
}

/// A path that could not be walked or read, and the system's reason.
public struct FileProblem: Error, Hashable, Sendable {
  public var path: String
  public var reason: String
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  /// `path: reason`, as shown to the user.
  public var description: String { "\(path): \(reason)" }
}
