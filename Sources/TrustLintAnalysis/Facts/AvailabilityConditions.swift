/// What an availability condition says where an evaluation or an outcome exists.
///
/// TrustInsights arrived in the 27 releases of Apple's systems, so code that holds an
/// evaluation or tests its outcome runs on 27 or later: there `#available(iOS 27.0, *)` (or
/// any version up to 27, or another platform with `*`) is true and cannot route `.high` into
/// an `else`. Without this, `guard #available(iOS 27, *), level != .unknown else { proceed() }`
/// made the `else` look reachable by every value, which is not an unknown branch.
enum AvailabilityConditions {
  /// The highest major version an availability check may name and still surely hold.
  static let insightsMajorVersion = 27

  /// Whether `text` (the condition's source, `#available(iOS 27.0, *)`) surely holds where
  /// TrustInsights exists: an `#available` whose every version is at most 27. `#unavailable`
  /// and later versions may not hold.
  static func holdsWhereInsightsExist(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let name = Array("#available".utf8)
    guard bytes.count > name.count, Array(bytes[0..<name.count]) == name else { return false }
    var i = name.count
    while i < bytes.count {
      let b = bytes[i]
      guard b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") else {
        i += 1
        continue
      }
      // A number that starts a version: its major part (digits up to `.`, `,` or `)`).
      var major = 0
      var digits = 0
      while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
        if digits < 6 { major = major * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
        digits += 1
        i += 1
      }
      if major > insightsMajorVersion { return false }
      // Skip the minor and patch parts.
      while i < bytes.count,
        bytes[i] == UInt8(ascii: ".") || (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9"))
      {
        i += 1
      }
    }
    return true
  }
}

extension AvailabilityConditions {
  /// The platform names of `#available` entries that never apply where TrustInsights exists
  /// (iOS, iPadOS and Mac Catalyst read the `iOS` or `macCatalyst` entry, else `*`).
  private static let otherPlatforms: Set<String> = [
    "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "driverKit", "macOSApplicationExtension",
    "OSXApplicationExtension", "watchOSApplicationExtension", "tvOSApplicationExtension",
    "visionOSApplicationExtension",
  ]

  /// What an `#available`/`#unavailable` condition surely is where an evaluation exists (iOS
  /// 27.0 or later): true for `#available` whose every version is 27.0 or earlier (`iOS 27`,
  /// `iOS 26.4, macOS 27`), false for `#unavailable` of such versions; nil when it may go either
  /// way (`iOS 27.1`, `iOS 28`), or for text of another shape. The entries of other systems
  /// (`macOS 27.1`, `visionOS 28`) do not apply there and are passed over (probes-ch p103).
  /// Stricter than `holdsWhereInsightsExist`, which reads only the major version: a flow graph
  /// that drops a branch must not drop one a 27.0 system takes.
  static func valueWhereEvaluationsExist(_ text: String) -> Bool? {
    let holds: Bool
    var rest = Substring(text)
    if rest.hasPrefix("#unavailable") {
      holds = false
      rest = rest.dropFirst("#unavailable".count)
    } else if rest.hasPrefix("#available") {
      holds = true
      rest = rest.dropFirst("#available".count)
    } else {
      return nil
    }
    rest = rest.drop { $0 == " " || $0 == "(" }
    while rest.last == " " || rest.last == ")" { rest = rest.dropLast() }
    var sawEntry = false
    for written in rest.split(separator: ",") {
      let entry = written.trimmingSpaces
      if entry == "*" { continue }
      let name = entry.prefix { $0.isLetter || $0 == "_" }
      let version = entry.dropFirst(name.count).trimmingSpaces
      let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
      guard !name.isEmpty, !parts.isEmpty, let major = parts[0], parts.allSatisfy({ $0 != nil }) else {
        return nil
      }
      sawEntry = true
      if otherPlatforms.contains(String(name)) { continue }
      if major > insightsMajorVersion { return nil }
      if major == insightsMajorVersion, parts.dropFirst().contains(where: { $0 != 0 }) { return nil }
    }
    return sawEntry ? holds : nil
  }
}

extension Substring {
  /// Without the spaces (and tabs, newlines) at either end.
  var trimmingSpaces: Substring {
    var s = self
    while let c = s.first, c.isWhitespace { s = s.dropFirst() }
    while let c = s.last, c.isWhitespace { s = s.dropLast() }
    return s
  }
}
