// Backticked attribute and macro names (swift-testing's own tests write them).
@`Suite` struct Checks {
  @`Test` func expectation() {
    #`expect`(Bool(true))
  }
}
