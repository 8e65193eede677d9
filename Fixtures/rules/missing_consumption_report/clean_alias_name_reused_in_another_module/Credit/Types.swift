/// The credit module never imports TrustInsights: its `Evaluation` is its own report, not the
/// kit's alias of the same name (Swift allows both in different modules).
struct CreditReport {
  var score: Int
}

typealias Evaluation = CreditReport
