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
  /// What an `#available`/`#unavailable` condition surely is where an evaluation exists (iOS
  /// 27.0 or later): true for `#available` whose every version is 27.0 or earlier (`iOS 27`,
  /// `iOS 26.4, macOS 27`), false for `#unavailable` of such versions; nil when it may go either
  /// way (`iOS 27.1`, `iOS 28`), or for text of another shape. Stricter than
  /// `holdsWhereInsightsExist`, which reads only the major version: a flow graph that drops a
  /// branch must not drop one a 27.0 system takes.
  static func valueWhereEvaluationsExist(_ text: String) -> Bool? {
    let bytes = Array(text.utf8)
    let available = Array("#available".utf8)
    let unavailable = Array("#unavailable".utf8)
    let start: Int
    let holds: Bool
    if bytes.starts(with: unavailable) {
      start = unavailable.count
      holds = false
    } else if bytes.starts(with: available) {
      start = available.count
      holds = true
    } else {
      return nil
    }
    var i = start
    var sawVersion = false
    while i < bytes.count {
      guard Self.isDigit(bytes[i]) else {
        i += 1
        continue
      }
      // One version: its parts, `27`, `27.0`, `26.4.1`.
      var parts: [Int] = []
      var part = 0
      var digits = 0
      while i < bytes.count, Self.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
        if bytes[i] == UInt8(ascii: ".") {
          parts.append(part)
          part = 0
          digits = 0
        } else {
          if digits < 6 { part = part * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
          digits += 1
        }
        i += 1
      }
      parts.append(part)
      sawVersion = true
      let major = parts[0]
      if major > insightsMajorVersion { return nil }
      if major == insightsMajorVersion, parts.dropFirst().contains(where: { $0 != 0 }) { return nil }
    }
    return sawVersion ? holds : nil
  }

  private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
