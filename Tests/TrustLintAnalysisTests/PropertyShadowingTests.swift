import XCTest

@testable import TrustLintAnalysis

/// The property lookups that folders decide (`ProgramIndex.properties(named:fromFile:)`,
/// `ProgramIndex.nearestProperties(named:ownerPath:toFile:)`) read only the groups they need;
/// they must keep exactly what filtering every property of the name keeps
/// (`ModuleShadowing.nearest`), in the same order.
final class PropertyShadowingTests: XCTestCase {
  func testGroupedLookupsEqualFilteringEveryProperty() {
    var sources: [String: String] = [:]
    for (k, folder) in ["/w/App", "/w/App/Sub", "/w/Kit", "/w/Kit/Deep/Er", "/w/Other"].enumerated() {
      // Grouped in several folders: instance and static `context` of `Gate`, a global `context`.
      sources["\(folder)/Gate.swift"] = """
        struct Gate { var context = 1; static var context = 2 }
        var context = 3
        """
      // Ungrouped: a protocol requirement (no body), and a type only some folders declare.
      sources["\(folder)/Req.swift"] = "protocol Req { var context: Int { get } }"
      if k % 2 == 0 { sources["\(folder)/Only\(k).swift"] = "final class Only\(k) { let context = \(k) }" }
      // Twice in one file (`#if` alternatives): never told apart.
      if k == 3 {
        sources["\(folder)/Twice.swift"] = """
          #if DEBUG
          enum Twice { static let context = 0 }
          #else
          enum Twice { static let context = 1 }
          #endif
          """
      }
    }
    let p = FlowTestSupport.program(sources)
    let index = p.index
    let ids = index.propertiesByName["context"] ?? []
    let all = ids.map { index.properties[$0] }
    XCTAssertGreaterThan(all.count, 15)
    let groups = index.shadowing.propertyGroups(named: "context", ids: ids, properties: index.properties)
    let owners = Set(all.map(\.ownerPath))
    var narrowed = 0
    func keys(_ list: [PropertyEntry]) -> [Int64] { list.map { ModuleShadowing.key($0) } }
    for file in p.files.indices {
      let reference = index.shadowing.nearest(
        all, groups: groups, toFile: file, key: ModuleShadowing.key, fileOf: { $0.fileIndex })
      if reference.count < all.count { narrowed += 1 }
      XCTAssertEqual(keys(index.properties(named: "context", fromFile: file)), keys(reference), "from file \(file)")
      for owner in owners {
        let list = all.filter { $0.ownerPath == owner }
        let expected = index.shadowing.nearest(
          list, groups: groups, toFile: file, key: ModuleShadowing.key, fileOf: { $0.fileIndex })
        let got = index.nearestProperties(named: "context", ownerPath: owner, toFile: file) ?? list
        XCTAssertEqual(keys(got), keys(expected), "\(owner) from file \(file)")
        for p in list {
          XCTAssertEqual(
            index.reachability(of: p)(file), keys(expected).contains(ModuleShadowing.key(p)),
            "\(owner) property in file \(p.fileIndex) from file \(file)")
        }
      }
    }
    XCTAssertGreaterThan(narrowed, 10, "the program must exercise the grouping")
  }
}
