import XCTest

@testable import TrustLintAnalysis

final class ScratchTests: XCTestCase {
  func testScratch() throws {
    let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? ""
    guard !path.isEmpty else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    print(FlowTestSupport.dump(text))
  }
}
