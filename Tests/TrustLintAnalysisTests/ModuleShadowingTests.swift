import XCTest

@testable import TrustLintAnalysis

/// Same-signature declarations in different folders: a call reaches the one nearest to it
/// (`ModuleShadowing`), and only declarations that one module could not hold twice are grouped.
final class ModuleShadowingTests: XCTestCase {
  func testFoldersAreAbsoluteAndNormalised() {
    XCTAssertEqual(ModuleShadowing.directory(of: "App/Flow.swift", cwd: "/repo"), ["repo", "App"])
    XCTAssertEqual(ModuleShadowing.directory(of: "./App/../Kit/./A.swift", cwd: "/repo"), ["repo", "Kit"])
    XCTAssertEqual(ModuleShadowing.directory(of: "/abs//x/y.swift", cwd: "/repo"), ["abs", "x"])
    XCTAssertEqual(ModuleShadowing.directory(of: "../../../a.swift", cwd: "/r"), [])
    let cwd = FileManager.default.currentDirectoryPath
    let table = ModuleShadowing(paths: [
      "/r/App/A.swift", "/r/App/Sub/B.swift", "/r/Widget/C.swift", "/r/Apple/D.swift", "/r/./App/../App/E.swift",
      "App/F.swift", cwd + "/App/G.swift",
    ])
    XCTAssertEqual(table.sharedFolders(0, 1), 2)
    XCTAssertEqual(table.sharedFolders(0, 2), 1)
    XCTAssertEqual(table.sharedFolders(2, 2), 2)
    XCTAssertEqual(table.sharedFolders(0, 3), 1, "App and Apple are different folders")
    XCTAssertEqual(table.sharedFolders(0, 4), 2, "dot components are resolved")
    XCTAssertEqual(
      table.sharedFolders(5, 6), table.sharedFolders(6, 6), "a relative path is taken from the current folder")
    XCTAssertEqual(table.sharedFolders(0, 9), 0)
    // Relative paths are taken from the run's folder when it is given.
    let based = ModuleShadowing(
      paths: ["App/F.swift", "/base/App/G.swift", "/elsewhere/App/H.swift"], baseDirectory: "/base")
    XCTAssertEqual(based.sharedFolders(0, 1), 2)
    XCTAssertEqual(based.sharedFolders(0, 2), 0)
  }

  /// Two modules each declare `Audit.settle(_:)`: a call resolves to its own module's; a call
  /// from a third folder, as near to both, keeps both.
  func testACallResolvesToTheNearestOfTheSameSignature() {
    let audit = "enum Audit { static func settle(_ x: Int) { print(x) } }"
    let p = FlowTestSupport.program([
      "/r/App/Audit.swift": audit, "/r/Widget/Audit.swift": audit, "/r/App/Flow.swift": "",
      "/r/Widget/Sub/Flow.swift": "", "/r/Other/Flow.swift": "",
    ])
    let index = p.index
    func resolved(from path: String) -> [String] {
      let file = p.files.firstIndex { $0.tree.source.path == path }!
      return index.resolve(name: "settle", labels: CallLabels(labels: [nil], firstTrailingClosure: nil), fromFile: file)
        .map { p.files[index.functions[Int($0.function)].fileIndex].tree.source.path }
    }
    XCTAssertEqual(resolved(from: "/r/App/Flow.swift"), ["/r/App/Audit.swift"])
    XCTAssertEqual(resolved(from: "/r/Widget/Sub/Flow.swift"), ["/r/Widget/Audit.swift"])
    XCTAssertEqual(resolved(from: "/r/Other/Flow.swift").sorted(), ["/r/App/Audit.swift", "/r/Widget/Audit.swift"])
    let app = index.functions.first { p.files[$0.fileIndex].tree.source.path == "/r/App/Audit.swift" }!
    let widgetFile = p.files.firstIndex { $0.tree.source.path == "/r/Widget/Sub/Flow.swift" }!
    XCTAssertTrue(index.isShadowed(app, atFile: widgetFile))
    XCTAssertFalse(index.isShadowed(app, atFile: p.files.firstIndex { $0.tree.source.path == "/r/Other/Flow.swift" }!))
  }

  /// What one module may hold twice is never grouped: overloads by parameter type, generic
  /// overloads, a protocol's requirement and its default implementation, `#if` alternatives
  /// in one file, static and instance methods.
  func testOnlyWhatOneModuleCannotHoldTwiceIsGrouped() {
    let p = FlowTestSupport.program([
      "/r/A/x.swift": """
      enum Fmt { static func text(_ v: Int) -> String { "" } }
      func pick<T: Equatable>(_ v: T) {}
      protocol Gate { func check(_ v: Int) }
      struct Box { func run() {} }
      """,
      "/r/B/x.swift": """
      enum Fmt { static func text(_ v: String) -> String { "" } }
      func pick<T: Hashable>(_ v: T) {}
      extension Gate { func check(_ v: Int) {} }
      struct Box { static func run() {} }
      """,
      "/r/C/one.swift": """
      #if DEBUG
      func trace(_ v: Int) {}
      #else
      func trace(_ v: Int) {}
      #endif
      """,
    ])
    let index = p.index
    let fromA = p.files.firstIndex { $0.tree.source.path == "/r/A/x.swift" }!
    let fromC = p.files.firstIndex { $0.tree.source.path == "/r/C/one.swift" }!
    let one = CallLabels(labels: [nil], firstTrailingClosure: nil)
    XCTAssertEqual(index.resolve(name: "text", labels: one, fromFile: fromA).count, 2)
    XCTAssertEqual(index.resolve(name: "pick", labels: one, fromFile: fromA).count, 2)
    XCTAssertEqual(index.resolve(name: "check", labels: one, fromFile: fromA).count, 2)
    XCTAssertEqual(
      index.resolve(name: "run", labels: CallLabels(labels: [], firstTrailingClosure: nil), fromFile: fromA).count, 2)
    XCTAssertEqual(index.resolve(name: "trace", labels: one, fromFile: fromA).count, 2)
    XCTAssertEqual(index.resolve(name: "trace", labels: one, fromFile: fromC).count, 2)
  }

  /// Properties: a type declared in two modules has its property read from the nearest; a
  /// protocol's requirement is kept beside an implementation.
  func testPropertiesOfTheSameOwnerResolveToTheNearest() {
    let p = FlowTestSupport.program([
      "/r/App/Settings.swift": "struct Settings { var category = 1 }\nprotocol Named { var title: String { get } }",
      "/r/Widget/Settings.swift":
        "struct Settings { var category = 2 }\nextension Named { var title: String { \"\" } }",
      "/r/App/Read.swift": "",
    ])
    let index = p.index
    let reader = p.files.firstIndex { $0.tree.source.path == "/r/App/Read.swift" }!
    let read = index.properties(named: "category", fromFile: reader)
    XCTAssertEqual(read.map { p.files[$0.fileIndex].tree.source.path }, ["/r/App/Settings.swift"])
    XCTAssertEqual(index.properties(named: "category").count, 2)
    XCTAssertEqual(index.properties(named: "title", fromFile: reader).count, 2)
  }

  /// `private` helpers of one signature in two files of one folder: a caller in one of those
  /// files reaches its own file's; a caller in a third file of the folder, both.
  func testOwnFileWinsWithinAFolder() {
    let helper = "extension Flow { private func settle(_ x: Int) { print(x) } }"
    let p = FlowTestSupport.program(["/r/App/A.swift": helper, "/r/App/B.swift": helper, "/r/App/C.swift": ""])
    let index = p.index
    let one = CallLabels(labels: [nil], firstTrailingClosure: nil)
    func resolved(from path: String) -> [String] {
      let file = p.files.firstIndex { $0.tree.source.path == path }!
      return index.resolve(name: "settle", labels: one, fromFile: file)
        .map { p.files[index.functions[Int($0.function)].fileIndex].tree.source.path }
    }
    XCTAssertEqual(resolved(from: "/r/App/A.swift"), ["/r/App/A.swift"])
    XCTAssertEqual(resolved(from: "/r/App/B.swift"), ["/r/App/B.swift"])
    XCTAssertEqual(resolved(from: "/r/App/C.swift").sorted(), ["/r/App/A.swift", "/r/App/B.swift"])
  }

  /// The grouped lookup (a group matched once, its nearest members found by folder) gives
  /// exactly what matching every declaration and keeping the nearest gives: for groups whose
  /// copies accept the same calls, a group whose copies differ in a default, overloads,
  /// several owners and globals, from every file, by name and by owner.
  func testGroupedLookupEqualsMatchingEveryDeclaration() {
    let shared = """
      enum Audit { static func settle(_ x: Int) { print(x) }; static func settle(_ x: Int, note: String) {} }
      private func report(_ x: Int) { print(x) }
      func log(_ x: Int, level: Int) {}
      """
    var sources: [String: String] = [:]
    for (i, folder) in ["/r/App", "/r/App/Sub", "/r/Widget", "/r/Widget/Deep/Er", "/s/Other"].enumerated() {
      sources["\(folder)/A\(i).swift"] = shared
      sources["\(folder)/B\(i).swift"] = i % 2 == 0 ? shared : "func log(_ x: Int, level: Int = 0) {}"
      sources["\(folder)/C\(i).swift"] = "struct Audit\(i) { static func settle(_ x: Int) {} }"
    }
    let p = FlowTestSupport.program(sources)
    let index = p.index
    let calls: [(String, CallLabels)] = [
      ("settle", CallLabels(labels: [nil], firstTrailingClosure: nil)),
      ("settle", CallLabels(labels: [nil, "note"], firstTrailingClosure: nil)),
      ("report", CallLabels(labels: [nil], firstTrailingClosure: nil)),
      ("log", CallLabels(labels: [nil, "level"], firstTrailingClosure: nil)),
      ("log", CallLabels(labels: [nil], firstTrailingClosure: nil)),
    ]
    var grouped = 0
    for file in p.files.indices {
      for (name, labels) in calls {
        let ids = index.functionsByName[name] ?? []
        let matched = ids.compactMap { id in
          labels.match(index.functions[Int(id)].decl.parameters).map {
            ResolvedCall(function: id, parameterOfArgument: $0)
          }
        }
        let groups = index.shadowing.groups(named: name, ids: ids, functions: index.functions)
        let expected =
          matched.count > 1
          ? index.shadowing.nearest(
            matched, groups: groups, toFile: file, key: { Int64($0.function) },
            fileOf: { index.functions[Int($0.function)].fileIndex }) : matched
        let got = index.resolve(name: name, labels: labels, fromFile: file)
        XCTAssertEqual(got.map(\.function), expected.map(\.function), "\(name) from file \(file)")
        XCTAssertEqual(got.map(\.parameterOfArgument), expected.map(\.parameterOfArgument))
        if expected.count < matched.count { grouped += 1 }
        for owner in ["Audit", "Audit1", ""] {
          let owned = index.resolve(name: name, labels: labels, owner: owner, fromFile: file)
          let reference = expected.filter { (index.functions[Int($0.function)].ownerPath.last ?? "") == owner }
          XCTAssertEqual(owned.map(\.function), reference.map(\.function), "\(name) of '\(owner)' from \(file)")
        }
        for entry in matched.map({ index.functions[Int($0.function)] }) {
          let nearer = groups.groupOf[Int64(entry.id)].map { g in
            groups.members[g].contains {
              index.shadowing.nearness(index.functions[Int($0)].fileIndex, file)
                > index.shadowing.nearness(entry.fileIndex, file)
            }
          }
          XCTAssertEqual(index.isShadowed(entry, atFile: file), nearer ?? false)
        }
      }
    }
    XCTAssertGreaterThan(grouped, 20, "the program must exercise the grouping")
    // The two `log` copies that differ in a default are not matched as one.
    let logGroups = index.shadowing.groups(
      named: "log", ids: index.functionsByName["log"] ?? [], functions: index.functions)
    XCTAssertTrue(logGroups.uniform.contains(false))
  }
}
