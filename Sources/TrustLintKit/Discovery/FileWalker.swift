import TrustLintSyntax

/// Decides whether a path (relative to the project root, `/`-separated) takes part in a run.
/// The engine builds one from the configuration's `include` and `exclude` globs.
public struct PathFilter: Sendable {
  /// True when the file or folder should be kept.
  public var keeps: @Sendable (_ relativePath: String, _ isDirectory: Bool) -> Bool
  /// Keeps everything: the walker then skips computing relative paths.
  public var keepsAll: Bool
  /// A filter deciding with `keeps`.
  public init(keeps: @escaping @Sendable (_ relativePath: String, _ isDirectory: Bool) -> Bool) {
    self.keeps = keeps
    self.keepsAll = false
  }
  /// Keeps everything.
  public static let all: PathFilter = {
    var filter = PathFilter { _, _ in true }
    filter.keepsAll = true
    return filter
  }()
}

/// A Swift file found by the walk or named on the command line.
public struct FoundFile: Hashable, Sendable {
  /// The path as the user sees it: relative when the named path was relative.
  public var path: String
  /// Device and inode, so a file reached twice (through a link) is read once.
  public var identity: FileIdentity
  /// The path's last component is a symbolic link (another path to the file is preferred).
  public var isLink: Bool
  /// A found file.
  public init(path: String, identity: FileIdentity, isLink: Bool = false) {
    self.path = path
    self.identity = identity
    self.isLink = isLink
  }
}

/// What a walk found: files in sorted order, and the paths it could not examine.
public struct WalkResult: Sendable {
  /// The files, sorted by path bytes, each once.
  public var files: [FoundFile] = []
  /// Paths that could not be examined, in the order they were met.
  public var problems: [FileProblem] = []
  /// A result with these files and problems.
  public init(files: [FoundFile] = [], problems: [FileProblem] = []) {
    self.files = files
    self.problems = problems
  }
}

/// A folder being walked: its displayed and absolute paths.
private struct Folder {
  /// The path as shown to the user.
  var display: String
  /// The normalized absolute path, for system calls.
  var absolute: String
}

/// Finds the Swift files of a run.
///
/// Policy (README "Which files are linted"): folders are walked recursively for `*.swift`,
/// skipping `skippedDirectoryNames` and whatever the filter drops; symbolic links are followed
/// but no folder is entered twice (device + inode), so link loops end; dangling links are
/// skipped silently, as the compiler would never see them either. A file named explicitly is
/// taken whatever its extension, but still obeys the configuration's filter, so that a
/// pre-commit run over staged files sees exactly the files of a whole-project run.
public struct FileWalker: Sendable {
  /// Folder names never entered: build products, VCS data, dependency checkouts.
  public static let skippedDirectoryNames: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
  ]

  /// Include/exclude decisions, given paths relative to `root`.
  public var filter: PathFilter
  /// Absolute, normalized folder that filter paths are relative to (the project root).
  public var root: String
  /// Absolute, normalized current directory, for resolving relative named paths.
  public var currentDirectory: String

  /// A walker filtering with `filter` against paths relative to `root` (both paths absolute).
  public init(filter: PathFilter = .all, root: String, currentDirectory: String) {
    self.filter = filter
    self.root = Paths.normalize(root)
    self.currentDirectory = Paths.normalize(currentDirectory)
  }

  /// Walks the named files and folders; the result is sorted by path and has no file twice.
  public func walk(_ named: [String]) -> WalkResult {
    var result = WalkResult()
    var visited: Set<FileIdentity> = []
    for path in named {
      let display = Paths.normalize(path)
      let absolute = Paths.absolute(display, in: currentDirectory)
      switch FileSystem.kind(of: absolute) {
      case .directory(let identity):
        // A named folder the walk of the project would never enter (`Pods/RiskPod`, `.build`)
        // is skipped as a named file inside it is: the configuration's `exclude` globs already
        // drop such a folder's files, and `lint Pods/RiskPod` must not lint what
        // `lint Pods/RiskPod/RiskPod.swift` and `lint .` leave out.
        if isSkippedFolder(absolute, display: display) { continue }
        walkDirectory(display: display, absolute: absolute, identity: identity, visited: &visited, into: &result)
      case .file(let identity):
        // A named file in a folder the walk never enters (`Pods/…`, `.build/…`, staged by
        // a team that commits its pods) is not part of the project either.
        if keeps(absolute, display: display, isDirectory: false), !isInSkippedFolder(absolute, display: display) {
          // As in a walked folder: a named FIFO blocks the read until a writer comes (forever
          // when none does), a named device never ends. `--stdin-path` reads a pipe.
          guard FileSystem.isRegularFile(absolute) else {
            result.problems.append(FileProblem(path: display, reason: "not a regular file"))
            continue
          }
          result.files.append(
            FoundFile(path: display, identity: identity, isLink: FileSystem.isSymbolicLink(absolute)))
        }
      case .danglingLink:
        result.problems.append(FileProblem(path: display, reason: "dangling symbolic link"))
      case .missing(let reason):
        result.problems.append(FileProblem(path: display, reason: reason))
      }
    }
    result.files = Self.sortedUnique(result.files)
    // A path named and also reached by a walk (`lint X.swift .`) is one problem, not two.
    var seen: Set<FileProblem> = []
    result.problems = result.problems.filter { seen.insert($0).inserted }
    return result
  }

  /// Depth-first walk with an explicit stack (no recursion: folder depth is input-driven).
  /// Folders reached through a symbolic link wait until every folder reachable without links
  /// has been walked, so a file is reported under its real path rather than under a link.
  private func walkDirectory(
    display: String, absolute: String, identity: FileIdentity, visited: inout Set<FileIdentity>,
    into result: inout WalkResult
  ) {
    guard visited.insert(identity).inserted else { return }
    var stack: [Folder] = [Folder(display: display, absolute: absolute)]
    var linked: [(folder: Folder, identity: FileIdentity)] = []
    var nextLinked = 0
    while true {
      var folder = stack.popLast()
      while folder == nil && nextLinked < linked.count {
        let candidate = linked[nextLinked]
        nextLinked += 1
        if visited.insert(candidate.identity).inserted { folder = candidate.folder }
      }
      guard let folder else { break }
      let entries: [DirectoryEntry]
      do throws(FileProblem) {
        entries = try FileSystem.listing(of: folder.absolute)
      } catch {
        result.problems.append(FileProblem(path: folder.display, reason: error.reason))
        continue
      }
      var subfolders: [Folder] = []
      for entry in entries {
        let name = entry.name
        // Names decide first: most entries of a project are skipped without a system call.
        if entry.kind == .file && !name.hasSuffix(".swift") { continue }
        if entry.kind == .directory && Self.skippedDirectoryNames.contains(name) { continue }
        let child = Folder(display: Paths.join(folder.display, name), absolute: Paths.join(folder.absolute, name))
        switch FileSystem.kind(of: child.absolute) {
        case .directory(let childIdentity):
          if Self.skippedDirectoryNames.contains(name) { continue }
          if !keeps(child.absolute, display: child.display, isDirectory: true) { continue }
          let isLink = entry.kind == .link || (entry.kind == .unknown && FileSystem.isSymbolicLink(child.absolute))
          if isLink {
            linked.append((child, childIdentity))
          } else if visited.insert(childIdentity).inserted {
            subfolders.append(child)
          }
        case .file(let fileIdentity):
          guard name.hasSuffix(".swift") else { continue }
          if keeps(child.absolute, display: child.display, isDirectory: false) {
            // A FIFO would block the read forever; a device (a link to /dev/zero) never ends.
            guard entry.kind == .file || FileSystem.isRegularFile(child.absolute) else {
              result.problems.append(FileProblem(path: child.display, reason: "not a regular file"))
              continue
            }
            let isLink = entry.kind == .link || (entry.kind == .unknown && FileSystem.isSymbolicLink(child.absolute))
            result.files.append(FoundFile(path: child.display, identity: fileIdentity, isLink: isLink))
          }
        case .danglingLink:
          continue
        case .missing(let reason):
          result.problems.append(FileProblem(path: child.display, reason: reason))
        }
      }
      // Reversed so the stack pops subfolders in sorted order.
      stack.append(contentsOf: subfolders.reversed())
    }
  }

  /// Whether the filter keeps a path, given absolute and as displayed.
  /// Whether a file named by this path (it need not exist: `--stdin-path`) would be taken:
  /// the filter keeps it and it is not in a skipped folder.
  public func takes(namedFile path: String) -> Bool {
    let display = Paths.normalize(path)
    let absolute = Paths.absolute(display, in: currentDirectory)
    return keeps(absolute, display: display, isDirectory: false) && !isInSkippedFolder(absolute, display: display)
  }

  /// Whether a folder on the file's path (below the project root, or as displayed when
  /// outside it) is one of `skippedDirectoryNames`.
  private func isInSkippedFolder(_ absolute: String, display: String) -> Bool {
    let relative = relativeToRoot(absolute, display: display)
    return relative.split(separator: "/").dropLast().contains { Self.skippedDirectoryNames.contains(String($0)) }
  }

  /// Whether a folder (below the project root, or as displayed when outside it) is one of
  /// `skippedDirectoryNames` or lies inside one; the root itself never is.
  private func isSkippedFolder(_ absolute: String, display: String) -> Bool {
    let relative = relativeToRoot(absolute, display: display)
    return relative.split(separator: "/").contains { Self.skippedDirectoryNames.contains(String($0)) }
  }

  private func keeps(_ absolute: String, display: String, isDirectory: Bool) -> Bool {
    filter.keepsAll || filter.keeps(relativeToRoot(absolute, display: display), isDirectory)
  }

  /// The path the filter sees: relative to the root when inside it, else as displayed.
  private func relativeToRoot(_ absolute: String, display: String) -> String {
    if absolute == root { return "." }
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.utf8.starts(with: prefix.utf8) else { return display }
    return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
  }

  /// Sorted by path bytes; of several paths to one file, the first one that is not a link
  /// stays (else the first).
  static func sortedUnique(_ files: [FoundFile]) -> [FoundFile] {
    let sorted = files.sorted { FileSystem.bytesPrecede($0.path, $1.path) }
    var chosen: [FileIdentity: Int] = [:]
    for (index, file) in sorted.enumerated() {
      if let previous = chosen[file.identity], !(sorted[previous].isLink && !file.isLink) { continue }
      chosen[file.identity] = index
    }
    return sorted.indices.filter { chosen[sorted[$0].identity] == $0 }.map { sorted[$0] }
  }
}
