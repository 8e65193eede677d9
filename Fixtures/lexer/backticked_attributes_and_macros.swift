@`Suite` struct Checks {
  @`Test` func expectation() {
    #`expect`(Bool(true))
    #``
  }
}
