// Module selectors (`Module::name`) in types, attributes, calls and macro names, and a
// suppressed conformance after `some` (swift-testing writes both).
extension TrustInsights::InsightEvaluation {
  func note(_ count: Swift::Int) -> Swift::Array<Swift::Int> { [count] }
}

@Testing::Test func checksLocation() {
  let location = #Testing::sourceLocation
  let larger = Swift::max(1, 2)
  _ = (location, larger)
}

func describe(_ value: borrowing some ~Copyable & ~Escapable) -> String { "value" }
