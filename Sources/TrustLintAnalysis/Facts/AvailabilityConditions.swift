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
