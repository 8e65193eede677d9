/// What a function does with one evaluation it receives (a parameter or `self`).
public struct ParameterEffect: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// Never reports it: the obligation stays with the caller.
    case none
    /// Reports it on every path: callers count the call as a report.
    case consumes
    /// Reports it on some paths only: the function is at fault (one finding at the parameter);
    /// callers count the call as a report.
    case consumesSome
    /// Stores, returns or passes it on: callers treat the call as an escape.
    case escapes
  }
  public var kind: Kind
  /// Reads `.insight.outcome` on every path (for blanket_consumption_report).
  public var readsOutcome: Bool
  /// Some error leaving the function (a `throw`, a `try`) leaves it unreported: a caller's
  /// `catch` of that error may report it without reporting it twice.
  public var leaksOnError: Bool
  /// The constant status of its only report, when it reports it once on every path with the
  /// same constant and without testing the outcome first (`func report(_ e: …) {
  /// e.reportConsumption(.usedIncreasedFriction) }`): a caller that tested the outcome made a
  /// blanket report through it (for blanket_consumption_report).
  public var constantStatus: String?

  public init(kind: Kind, readsOutcome: Bool = false, leaksOnError: Bool = false, constantStatus: String? = nil) {
    self.kind = kind
    self.readsOutcome = readsOutcome
    self.leaksOnError = leaksOnError
    self.constantStatus = constantStatus
  }

  public static let escapes = ParameterEffect(kind: .escapes)
  public static let none = ParameterEffect(kind: .none)

  /// Whether callers count the call as a report.
  public var isReport: Bool { kind == .consumes || kind == .consumesSome }
}

/// A function's effects on the evaluations it receives, computed to a fixed point over the
/// program (see `SummaryTable`).
public struct FunctionSummary: Sendable, Hashable {
  /// One entry per declared parameter (`.escapes` for parameters of other types).
  public var parameters: [ParameterEffect]
  /// For methods of an evaluation extension: the effect on `self`.
  public var selfEffect: ParameterEffect

  public init(parameters: [ParameterEffect], selfEffect: ParameterEffect) {
    self.parameters = parameters
    self.selfEffect = selfEffect
  }

  /// The effect on the argument at `index` (-1: the receiver), or `.escapes` when out of range.
  public func effect(at index: Int) -> ParameterEffect {
    if index == -1 { return selfEffect }
    return index >= 0 && index < parameters.count ? parameters[index] : .escapes
  }
}
