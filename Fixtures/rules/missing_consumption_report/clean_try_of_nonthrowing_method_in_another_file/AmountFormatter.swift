struct AmountFormatter {
  func label(for cents: Int) -> String { "$\(cents / 100)" }
}
