import Foundation
import TrustLintSyntax

/// Device and inode of a file or folder: what makes two paths the same object on disk.
public struct FileIdentity: Hashable, Sendable {
  /// `st_dev`.
  public var device: UInt64
  /// `st_ino`.
  public var inode: UInt64
  /// The identity of the object with this device and inode.
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
    if RawPath.withSystemPath(path, { stat($0, &st) }) == 0 {
      let identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
      return (st.st_mode & S_IFMT) == S_IFDIR ? .directory(identity) : .file(identity)
    }
    let reason = lastError
    var lst = stat()
    if RawPath.withSystemPath(path, { lstat($0, &lst) }) == 0 && (lst.st_mode & S_IFMT) == S_IFLNK {
      return .danglingLink
    }
    return .missing(reason)
  }

  /// Whether `path` is a regular file (following symbolic links): not a FIFO, socket or device.
  public static func isRegularFile(_ path: String) -> Bool {
    var st = stat()
    return RawPath.withSystemPath(path, { stat($0, &st) }) == 0 && (st.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether `path` itself is a symbolic link.
  public static func isSymbolicLink(_ path: String) -> Bool {
    var st = stat()
    return RawPath.withSystemPath(path, { lstat($0, &st) }) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
  }

  /// Whether something (file, folder or link) exists at `path`, without following links.
  public static func exists(_ path: String) -> Bool {
    var st = stat()
    return RawPath.withSystemPath(path, { lstat($0, &st) }) == 0
  }

  /// The names in a folder, sorted by their UTF-8 bytes so walks are deterministic.
  public static func entries(of directory: String) throws(FileProblem) -> [String] {
    try listing(of: directory).map(\.name)
  }

  /// Byte-wise (UTF-8) order of two strings, so that paths sort the same on every machine
  /// and locale. `memcmp` on the contiguous storage: the generic `lexicographicallyPrecedes`
  /// over `utf8` views was a twentieth of a whole run's instructions in a large folder.
  public static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { pa in
      b.withUTF8 { pb in
        let n = min(pa.count, pb.count)
        if n > 0, let x = pa.baseAddress, let y = pb.baseAddress {
          let c = memcmp(x, y, n)
          if c != 0 { return c < 0 }
        }
        return pa.count < pb.count
      }
    }
  }

  /// The entries of a folder with the kind `readdir` reports, sorted by name bytes (unless
  /// `sorted` is false: for existence tests); `.` and
  /// `..` left out. The kind saves a `stat` for files the walk skips by name.
  public static func listing(of directory: String, sorted: Bool = true) throws(FileProblem) -> [DirectoryEntry] {
    guard let handle = RawPath.withSystemPath(directory, { opendir($0) }) else {
      throw FileProblem(path: directory, reason: lastError)
    }
    defer { closedir(handle) }
    var result: [DirectoryEntry] = []
    while let entry = readdir(handle) {
      var rawName = entry.pointee.d_name
      let name = withUnsafeBytes(of: &rawName) { RawPath.decode($0.prefix { $0 != 0 }) }
      if name == "." || name == ".." { continue }
      let kind: DirectoryEntry.Kind
      switch Int(entry.pointee.d_type) {
      case Int(DT_DIR): kind = .directory
      case Int(DT_REG): kind = .file
      case Int(DT_LNK): kind = .link
      default: kind = .unknown
      }
      result.append(DirectoryEntry(name: name, kind: kind))
    }
    if sorted { result.sort { Self.bytesPrecede($0.name, $1.name) } }
    return result
  }

  /// The whole contents of a file as bytes.
  /// Throws a `FileProblem` with the system's reason (`Permission denied`, `Is a directory`).
  public static func readBytes(_ path: String) throws(FileProblem) -> [UInt8] {
    let fd = RawPath.withSystemPath(path) { open($0, O_RDONLY) }
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

/// One name in a folder and what `readdir` says it is (`unknown` on file systems that do not say).
public struct DirectoryEntry: Sendable, Equatable {
  /// What kind of entry `readdir` reported.
  public enum Kind: Sendable, Equatable {
    case directory, file, link, unknown
  }
  /// The entry's name within its folder.
  public var name: String
  /// What `readdir` says the entry is.
  public var kind: Kind
  /// An entry of this name and kind.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}

/// A path that could not be walked or read, and the system's reason.
public struct FileProblem: Error, Hashable, Sendable {
  /// The path as shown to the user.
  public var path: String
  /// The system's reason (`No such file or directory`).
  public var reason: String
  /// A problem with `path` for `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
  /// `path: reason`, as shown to the user.
  public var description: String { "\(path): \(reason)" }
}
