@testable import Foundation.NSObject
import struct Swift.Int

public final class Store<State: Equatable, Action>: NSObject, ObservableObject where Action: Sendable {
  @Published private(set) var state: State
  @FocusState<Field?>.Binding var focus: Field?
  @available(iOS 15.0, *) @objc(handlerWithName:) dynamic var handler: (@escaping @Sendable (Int) -> Void)?
  static let shared = Store(state: .init())
  lazy var cache: [String: Int] = [:]
  weak var delegate: Delegate?
  var count: Int { items.count }
  var name: String {
    get { storage }
    set(newName) { storage = newName }
  }
  var observed = 0 {
    willSet { print(newValue) }
    didSet(old) { print(old) }
  }
  let a = 1, b: Int
  var (x, y) = (1, 2)

  required init?(state: State, _ label: String = "main", values: Int..., into target: inout [Int]) {
    self.state = state
    super.init()
  }

  convenience override init() { self.init(state: .initial)! }

  deinit { cancel() }

  subscript(index: Int) -> Int {
    get { items[index] }
    set { items[index] = newValue }
  }

  subscript<T>(key key: String, default value: T) -> T { value }

  @discardableResult
  public static func send<T: Hashable, each U>(_ action: Action, with values: repeat each U) async throws(StoreError) -> T?
  where T: Codable {
    nil
  }

  func run(_ body: @escaping () async throws -> Void) rethrows {}
  class func make() -> Self { fatalError() }
  static func == (lhs: Store, rhs: Store) -> Bool { true }
  nonisolated(unsafe) var unsafeValue = 0
  async let loaded = load()
}

protocol Service: AnyObject, Sendable {
  associatedtype Output: Decodable
  var id: String { get }
  var value: Int { get set }
  var asyncValue: Int { get async throws }
  func fetch() async throws -> Output
  init(id: String)
}

enum Outcome: Int, CaseIterable {
  case unknown = 0, medium, high
  case custom(value: Int, String)
  indirect case nested(Outcome)
  static let all: [Outcome] = [.unknown]
}

actor Ledger {
  var balance = 0
}

struct Point<T> {}
extension Point: Equatable where T: Equatable {}
extension Array where Element == Int {}
typealias Handler<T> = (Result<T, Error>) -> Void
infix operator <>: AdditionPrecedence
precedencegroup CustomPrecedence {
  higherThan: AdditionPrecedence
}
@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) =
  #externalMacro(module: "Macros", type: "StringifyMacro")
#warning("check this")

struct Mask {
  static func & (lhs: Mask, rhs: Mask) -> Mask { lhs }
  static prefix func ! (value: Mask) -> Mask { value }
}

struct Slot<Element: ~Copyable>: ~Copyable {
  var storage: Element
  var value: Element {
    @inline(__always)
    borrow {
      storage
    }
    mutate {
      &storage
    }
  }
}

protocol Borrowing {
  subscript(index: Int) -> Int { borrow mutate }
}

final class SpacedSetter {
  // Swift takes the setter's access level apart from its keyword, as some apps write it.
  private (set) lazy var selected: Set<Int> = [] {
    didSet { count = selected.count }
  }
  public private (set) var count = 0
}

// An associated type whose `where` requirements start on the next line.
protocol DiffableSectionLike {
  associatedtype Items: Collection where
    Items.Index == Int,
    Items.Element: Equatable
  var items: Items { get }
}

// A parenthesis glued to `@escaping` starts the function type, not attribute arguments.
func activate(completion: @escaping(Error?) -> Void, other: @Sendable(Int) -> Void) {}
func f<T,>(_ x: T,) where T: Equatable, {}
extension Array where Element: Equatable, { func g() {} }
struct Vector<let N: Int, Element: ~Copyable>: ~Copyable {}
extension Vector where N == 2, Element: Sendable {}
extension Vector where N == -1 {}
