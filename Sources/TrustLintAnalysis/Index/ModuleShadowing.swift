import Foundation
import TrustLintSyntax

/// Which of several declarations with the same signature a call reaches, when they are in
/// different folders.
///
/// Swift rejects two functions with the same owner, name, labels and parameter types in one
/// module. So when the linted set declares such a function twice, the two are in different
/// modules: an app and its extension target, two feature packages, a vendored copy. A call
/// written in one of those modules reaches that module's declaration. The modules are not
/// known here (no build settings are read), so the folder stands in for them: of the
/// declarations in one such group, a call reaches those whose folder shares the longest
/// path prefix with the caller's file. Where folders do not decide (the caller is as far
/// from each), every declaration stays a candidate, as before.
///
/// Without this, each copy of a helper answered for the callers of every other copy. Findings
/// were lost (a helper that reports in one module made the same-named helper that does not
/// look like a report in another), and much of the work grew with the square of the copies.
///
/// Only declarations with a body, without generic parameters and without a `where` clause are
/// grouped: a protocol requirement and its default implementation may share a module, and so
/// may overloads that differ only in their constraints. Declarations in one file (`#if`
/// alternatives) are never told apart; of two in different files of one folder (a `private`
/// helper in each), a caller in one of those files reaches its own file's.
final class ModuleShadowing: @unchecked Sendable {
  /// Per file: for each folder of its absolute, normalised path, a hash of the path up to and
  /// including that folder (so two files share as many folders as leading equal hashes).
  private let directories: [[UInt64]]
  /// Per function name: the groups of that name's declarations that folders tell apart.
  private let functionGroups = SharedMemo<String, NameGroups>()
  /// Per property name: the same for properties.
  private let propertyGroups = SharedMemo<String, NameGroups>()
  /// Per owner and function name: its units (see `NameGroups.units`).
  private let ownedUnits = SharedMemo<OwnedName, [Unit]>()

  /// The groups of one name: each member's group (by `key`), each group's members and where
  /// they are; for a function name also its declarations as `units`.
  struct NameGroups {
    var groupOf: [Int64: Int] = [:]
    var members: [[Int64]] = []
    var places: [Places] = []
    /// The name's declarations in index order, with each group whose members all accept the
    /// same calls (the same labels and defaults) standing once, at its first member: a call
    /// is matched against such a group once, not once per copy.
    var units: [Unit] = []
    /// Per group: whether its members accept the same calls.
    var uniform: [Bool] = []
    /// For a property name: the index (in `ProgramIndex.properties`) of each member by key, and
    /// the name's properties in no group, in index order.
    var propertyIndex: [Int64: Int] = [:]
    var ungrouped: [Int] = []
    /// For a property name: per owner path (joined by `.`), its groups and its properties in
    /// no group (in index order).
    var ownerGroups: [String: [Int]] = [:]
    var ownerUngrouped: [String: [Int]] = [:]
  }

  /// A declaration to match a call against, or a group of them that accept the same calls.
  enum Unit {
    case single(Int32)
    case group(Int)
  }

  /// Where one group's members are: by file, and under each folder that holds one at any
  /// depth, so that the members nearest to a file are found by walking up the file's folders
  /// rather than by measuring the distance to every member (a template copied into thousands
  /// of files made that quadratic).
  struct Places {
    var byFile: [Int: [Int64]] = [:]
    var byFolder: [UInt64: [Int64]] = [:]
  }

  /// A table for files at `paths` (in `Program.files` order), relative ones taken from
  /// `baseDirectory` (default: the current directory). Most paths are absolute and plain
  /// already: their bytes are hashed as they are (splitting every path of a large tree into
  /// strings cost more than the rest).
  init(paths: [String], baseDirectory: String? = nil) {
    let cwd = baseDirectory ?? FileManager.default.currentDirectoryPath
    directories = paths.map { path in
      var bytes = Array(path.utf8)
      if bytes.first != UInt8(ascii: "/") || Self.hasDotComponent(bytes) {
        bytes = [UInt8(ascii: "/")]
        for part in Self.directory(of: path, cwd: cwd) {
          bytes += part.utf8
          bytes.append(UInt8(ascii: "/"))
        }
      }
      return Self.folderHashes(bytes)
    }
  }

  /// FNV-1a over the path, one value at each `/` after the first byte (the file name, after
  /// the last `/`, is not a folder).
  private static func folderHashes(_ bytes: [UInt8]) -> [UInt64] {
    var hashes: [UInt64] = []
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for (i, byte) in bytes.enumerated() {
      h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
      if byte == UInt8(ascii: "/"), i > 0 { hashes.append(h) }
    }
    return hashes
  }

  /// Whether a path has a `.` or `..` component (or an empty one), which must be resolved.
  private static func hasDotComponent(_ bytes: [UInt8]) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    for i in bytes.indices where bytes[i] == slash && i + 1 < bytes.count {
      let next = bytes[i + 1]
      if next == slash { return true }
      if next == dot && (i + 2 == bytes.count || bytes[i + 2] == slash || bytes[i + 2] == dot) { return true }
    }
    return false
  }

  /// The folder components of `path` made absolute (from `cwd`), without `.` and with `..`
  /// applied (`Paths`).
  static func directory(of path: String, cwd: String) -> [Substring] {
    var parts = Paths.components(Paths.normalize(Paths.join(cwd, path)))
    if !parts.isEmpty { parts.removeLast() }
    return parts
  }

  /// Each path's folder components (`directory(of:cwd:)`), relative paths taken from
  /// `baseDirectory` (default: the current directory): computed once for the tables that
  /// read folders (`PackageModules`, `ImportedFolderModules`).
  static func folders(of paths: [String], baseDirectory: String?) -> [[Substring]] {
    let cwd = baseDirectory ?? FileManager.default.currentDirectoryPath
    return paths.map { directory(of: $0, cwd: cwd) }
  }

  /// Whether `folder` holds a `Package.swift` (a package root, `PackageModules`).
  static func hasPackageManifest(in folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/Package.swift")
  }

  /// How near file `a` is to file `b`: the folders they share, one more for the same file (a
  /// `private` helper declared in each of two files of one folder is its own file's).
  func nearness(_ a: Int, _ b: Int) -> Int {
    a == b ? sharedFolders(a, b) + 1 : sharedFolders(a, b)
  }

  /// How many leading folders two files share.
  func sharedFolders(_ a: Int, _ b: Int) -> Int {
    guard a >= 0, b >= 0, a < directories.count, b < directories.count else { return 0 }
    return directories[a].withUnsafeBufferPointer { x in
      directories[b].withUnsafeBufferPointer { y in
        var n = 0
        while n < x.count, n < y.count, x[n] == y[n] { n += 1 }
        return n
      }
    }
  }

  /// A function's key in its name's groups.
  static func key(_ entry: FunctionEntry) -> Int64 { Int64(entry.id) }

  /// A property's key in its name's groups: its file and name token.
  static func key(_ p: PropertyEntry) -> Int64 { Int64(p.fileIndex) << 32 | Int64(p.name.token) }

  /// The groups of the functions named `name` (`ids`, all of them), computed once per name.
  /// Only declarations with a body, without generic parameters and without a `where` clause
  /// are grouped.
  func groups(named name: String, ids: [Int32], functions: [FunctionEntry]) -> NameGroups {
    guard ids.count > 1 else { return NameGroups() }
    return functionGroups.value(name) {
      var byKey: [String: [(key: Int64, file: Int)]] = [:]
      for id in ids {
        let entry = functions[Int(id)]
        let decl = entry.decl
        guard decl.hasBody, decl.genericParameters == nil, decl.whereClause == nil else { continue }
        byKey[Self.signature(entry), default: []].append((Self.key(entry), entry.fileIndex))
      }
      var groups = group(byKey)
      // Members of one group share labels and types; where they also share which parameters
      // have defaults, a call fits all of them or none.
      groups.uniform = groups.members.map { keys in
        Set(keys.map { Self.callShape(functions[Int($0)].decl) }).count == 1
      }
      groups.units = Self.units(ids, groups)
      return groups
    }
  }

  /// The units of `ids` (a name's functions of one owner), computed once per owner and name.
  func units(named name: String, owner: String, ids: [Int32], groups: NameGroups) -> [Unit] {
    ownedUnits.value(OwnedName(owner: owner, name: name)) { Self.units(ids, groups) }
  }

  /// `ids` in order, each uniform group standing once, at its first member.
  private static func units(_ ids: [Int32], _ groups: NameGroups) -> [Unit] {
    var units: [Unit] = []
    var seen = Set<Int>()
    for id in ids {
      if let g = groups.groupOf[Int64(id)], groups.uniform[g] {
        if seen.insert(g).inserted { units.append(.group(g)) }
      } else {
        units.append(.single(id))
      }
    }
    return units
  }

  /// The labels and defaults of a declaration's parameters: what decides which calls it accepts.
  private static func callShape(_ decl: FunctionDecl) -> String {
    var shape = ""
    for p in decl.parameters {
      shape += p.label ?? "_"
      shape += p.defaultValue == nil ? ":" : "=:"
    }
    return shape
  }

  /// The groups of the properties named `name` (`ids`, all of them, indices into
  /// `properties`), computed once per name: by owner and `static`. A protocol's requirement
  /// (an accessor without a body) is not grouped: an extension of the protocol in the same
  /// module may implement it.
  func propertyGroups(named name: String, ids: [Int], properties: [PropertyEntry]) -> NameGroups {
    propertyGroups.value(name) {
      var byKey: [String: [(key: Int64, file: Int)]] = [:]
      var keys: [Int64] = []
      var owners: [String] = []
      keys.reserveCapacity(ids.count)
      owners.reserveCapacity(ids.count)
      for i in ids {
        let p = properties[i]
        let key = Self.key(p)
        let owner = p.ownerPath.joined(separator: ".")
        keys.append(key)
        owners.append(owner)
        guard p.accessors.allSatisfy(\.hasBody) else { continue }
        byKey[owner + (p.isStatic ? "|static" : ""), default: []].append((key, p.fileIndex))
      }
      var groups = group(byKey)
      guard !groups.groupOf.isEmpty else { return groups }
      var ownerOfKey: [Int64: String] = [:]
      for (k, (i, key)) in zip(ids, keys).enumerated() {
        if groups.groupOf[key] == nil {
          groups.ungrouped.append(i)
          groups.ownerUngrouped[owners[k], default: []].append(i)
        } else {
          groups.propertyIndex[key] = i
          ownerOfKey[key] = owners[k]
        }
      }
      for g in groups.members.indices {
        groups.ownerGroups[ownerOfKey[groups.members[g][0]] ?? "", default: []].append(g)
      }
      return groups
    }
  }

  /// Of the properties `ids` (all of one name, in index order, grouped in `groups`), those no
  /// member of the same group in a folder nearer to `file` shadows, in index order: the same
  /// as `nearest`, but in time for the name's groups and the properties kept rather than for
  /// all of its declarations (a tree holding many copies of one project asks every copy's
  /// names from every copy).
  func nearestProperties(_ ids: [Int], groups: NameGroups, toFile file: Int) -> [Int] {
    guard !groups.groupOf.isEmpty, ids.count > 1 else { return ids }
    return nearestProperties(groups.ungrouped, groups: groups, of: groups.members.indices, toFile: file)
  }

  /// The same for the properties of one owner path (joined by `.`): in time for that owner's
  /// groups and properties, however many other types declare the name. Nil when no folders
  /// decide between the name's properties (every one of them is reached).
  func nearestProperties(ofOwner owner: String, groups: NameGroups, toFile file: Int) -> [Int]? {
    guard !groups.groupOf.isEmpty else { return nil }
    return nearestProperties(
      groups.ownerUngrouped[owner] ?? [], groups: groups, of: groups.ownerGroups[owner] ?? [], toFile: file)
  }

  /// `ungrouped` with the members of `chosen` groups nearest to `file`, in index order.
  private func nearestProperties(
    _ ungrouped: [Int], groups: NameGroups, of chosen: some Sequence<Int>, toFile file: Int
  ) -> [Int] {
    var kept = ungrouped
    for g in chosen {
      for key in nearestMembers(of: g, in: groups, toFile: file) {
        if let i = groups.propertyIndex[key] { kept.append(i) }
      }
    }
    kept.sort()
    return kept
  }

  /// The groups of `byKey` whose members are not all in one file.
  private func group(_ byKey: [String: [(key: Int64, file: Int)]]) -> NameGroups {
    var groups = NameGroups()
    for key in byKey.keys.sorted() {
      let members = byKey[key]!
      guard members.count > 1 else { continue }
      let first = members[0].file
      guard members.contains(where: { $0.file != first }) else { continue }
      for m in members { groups.groupOf[m.key] = groups.members.count }
      groups.members.append(members.map(\.key))
      var places = Places()
      for m in members {
        places.byFile[m.file, default: []].append(m.key)
        if m.file >= 0, m.file < directories.count {
          for folder in directories[m.file] { places.byFolder[folder, default: []].append(m.key) }
        }
      }
      groups.places.append(places)
    }
    return groups
  }

  /// The members of group `g` nearest to `file`: its own file's, else those under the deepest
  /// of its folders that holds any, else all (as far as each other). The same as keeping the
  /// members of greatest `nearness`.
  func nearestMembers(of g: Int, in groups: NameGroups, toFile file: Int) -> [Int64] {
    let places = groups.places[g]
    if let here = places.byFile[file] { return here }
    guard file >= 0, file < directories.count else { return groups.members[g] }
    for folder in directories[file].reversed() {
      if let under = places.byFolder[folder] { return under }
    }
    return groups.members[g]
  }

  /// The greatest `nearness` of a member of group `g` to `file`.
  private func bestNearness(of g: Int, in groups: NameGroups, toFile file: Int) -> Int {
    let places = groups.places[g]
    guard file >= 0, file < directories.count else { return 0 }
    let folders = directories[file]
    if places.byFile[file] != nil { return folders.count + 1 }
    for d in folders.indices.reversed() where places.byFolder[folders[d]] != nil { return d + 1 }
    return 0
  }

  /// The owner, name, labels, parameter types and whether it is `static`: what two
  /// declarations of one module may not share.
  static func signature(_ entry: FunctionEntry) -> String {
    var key = ProgramIndex.qualifiedName(entry.decl, owner: entry.ownerPath)
    for p in entry.decl.parameters {
      key += "|"
      key += p.type?.text ?? ""
    }
    if entry.decl.modifiers.has("static") || entry.decl.modifiers.has("class") { key += "|static" }
    return key
  }

  /// `members` without those that a member of the same group, in a folder nearer to `file`,
  /// shadows. Folders only decide between members given here.
  func nearest<T>(_ members: [T], groups: NameGroups, toFile file: Int, key: (T) -> Int64, fileOf: (T) -> Int) -> [T] {
    guard !groups.groupOf.isEmpty, members.count > 1 else { return members }
    var shared: [Int] = []
    shared.reserveCapacity(members.count)
    var best: [Int: Int] = [:]
    var grouped: [Int?] = []
    grouped.reserveCapacity(members.count)
    for m in members {
      let g = groups.groupOf[key(m)]
      grouped.append(g)
      guard let g else {
        shared.append(0)
        continue
      }
      let n = nearness(fileOf(m), file)
      shared.append(n)
      best[g] = max(best[g] ?? -1, n)
    }
    guard !best.isEmpty else { return members }
    var kept: [T] = []
    kept.reserveCapacity(members.count)
    for (i, m) in members.enumerated() {
      if let g = grouped[i], shared[i] != best[g] { continue }
      kept.append(m)
    }
    return kept
  }

  /// Whether a call written in `file` reaches another declaration of `entry`'s group rather
  /// than `entry` (one in a folder nearer to the caller).
  func isShadowed(_ entry: FunctionEntry, groups: NameGroups, atFile file: Int) -> Bool {
    guard let g = groups.groupOf[Self.key(entry)] else { return false }
    return nearness(entry.fileIndex, file) < bestNearness(of: g, in: groups, toFile: file)
  }
}
