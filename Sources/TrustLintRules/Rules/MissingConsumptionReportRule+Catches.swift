/// The part of the rule's rationale about which `catch` takes a thrown error (kept apart: the
/// description file is full).
extension MissingConsumptionReportRule {
  /// Typed errors, typed throws and the clauses that take them.
  static let catchRationale = """
     Likewise a `throw` that names its error's type (`throw \
    CancellationError()`, `throw ReviewError.cancelled`, `throw ReviewError.failed(reason)`) stops at a clause \
    of that type (`catch is ReviewError`, `catch let e as ReviewError`) or that case (`catch \
    ReviewError.cancelled`, any payload bound), without `where`, and passes by a `do` whose every clause names \
    another struct or enum (`InsightError`, `CancellationError`, `URLError`, the program's own error enums) or \
    another case of its type; a protocol or class clause may take it; any other thrown value may be of any type. \
    A `try` whose calls all throw the same type by typed throws throws that type: functions declared \
    `throws(LedgerError)` (local ones too), a generic `throws(E)` whose closure says `throws(QuoteError)` or \
    whose one call throws it, a closure property written `(Int) async throws(SendError) -> Void` (a \
    swift-dependencies client), `get()` of a value written `Result<Quote, QuoteError>`. Inside a local function \
    or closure declared `throws(E)`, or in `do throws(E)`, every error is an `E` (`throw .accountMismatch` too, \
    which `catch .accountMismatch` then takes). An error of known type reaches only the clauses that may take \
    it, up to the first that surely does: a final `catch { … }` after `catch let error as InsightError` (which a \
    non-throwing function needs) is not reached by `get()`'s error. Clauses that between them name every case of \
    a typed error enum (`catch .limitExceeded`, `catch .network`, `catch .rejected(let reason)`) take every \
    error of it, as the compiler's exhaustiveness check says; a clause with `where`, or whose payload is matched \
    against a value rather than bound, covers no case. A `try` whose every call reaches only the project's \
    functions declared `throws(Never)` (`try neverFails()`, which the compiler accepts with a warning) cannot \
    throw and is no exit; a generic `throws(E)` given a closure that throws nothing is still read as throwing. \
    So is one whose calls reach only project functions declared without `throws`, or `rethrows` given closures \
    written at the call that cannot throw (no `throws`, and no plain `try`, `throw` or `for try` outside a `do` \
    with a clause that catches every error, other than a `try` that cannot throw by these same rules: \
    `try audited("pay") { try audited("fee") { cents / 100 } }` is no exit, unless a name the closure binds \
    shadows the function called). A method called on a property wrapper's backing store (`try _spent.mutate { … \
    }` with `@Locked var spent`) is the wrapper type's method. A `catch` that names a file-level `typealias` \
    of an error type names that type (`catch let e as CardFailure` with `typealias CardFailure = WalletError` \
    takes what a `throws(WalletError)` call throws; so does a type's nested alias, in that type's code or \
    written qualified, `catch is Wallet.Failure` with `enum Wallet { typealias Failure = WalletError }`), unless a generic parameter of that name is in scope: \
    of the function, of a function a closure or local function is nested in, or of an enclosing type \
    (`catch let e as Failure` inside `func settle<Failure: Error>` names the parameter).
    """
}
