import Foundation

/// The names the analyses looked up while they ran, each with the kind of source text that
/// could answer the lookup. A normal run parses only the files that can matter (see the
/// engine's prefilter): after each round it searches the unparsed files for these names and
/// parses the files that declare or mention them, until a round asks for nothing new.
///
/// Every lookup by name goes through `ProgramIndex` or `ProgramFacts`, which note it here. The
/// answer to a lookup can only change when a file is added that spells the name in the noted
/// way, so once no unparsed file does, the analyses see exactly what they would see with
/// every file of the project parsed.
public final class NameQueries: @unchecked Sendable {
  /// Which text in a file could change the answer to a lookup.
  public enum Kind: Int, CaseIterable, Sendable {
    /// Any identifier spelling the name (call sites of a function, mentions of an alias).
    case word
    /// `func name`: functions by base name.
    case function
    /// `func name` in a file that also spells `Never` (whether a call can return).
    case neverFunction
    /// `struct/class/enum/actor/protocol name`, or `name` in the path after `extension`.
    case type
    /// `var name` / `let name` (also later bindings of one declaration): properties.
    case property
    /// `typealias name`.
    case typeAlias
    /// Written `callee label`: call sites of `callee` that pass an argument labelled `label`
    /// (every call that fits the parameters does), so a file must spell both words.
    case call
    /// `name` in the header of a type or extension declaration (after `struct`, `class`,
    /// `enum`, `actor`, `protocol` or `extension`, before its `{`): a conformance to a
    /// protocol (or a superclass), `extension BannerController: ReviewSink {}`.
    case conformance
  }

  private let lock = NSLock()
  private var names: [Set<String>] = Array(repeating: [], count: Kind.allCases.count)

  public init() {}

  /// Records that the analyses looked up `name` in the way `kind` describes.
  public func note(_ kind: Kind, _ name: String) {
    lock.lock()
    names[kind.rawValue].insert(name)
    lock.unlock()
  }

  /// Records several names of one kind.
  public func note<S: Sequence>(_ kind: Kind, _ many: S) where S.Element == String {
    lock.lock()
    names[kind.rawValue].formUnion(many)
    lock.unlock()
  }

  /// Everything recorded so far, by kind.
  public var snapshot: [Kind: Set<String>] {
    lock.lock()
    defer { lock.unlock() }
    var result: [Kind: Set<String>] = [:]
    for kind in Kind.allCases where !names[kind.rawValue].isEmpty { result[kind] = names[kind.rawValue] }
    return result
  }
}
