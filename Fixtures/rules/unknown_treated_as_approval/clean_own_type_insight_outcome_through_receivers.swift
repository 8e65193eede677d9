import TrustInsights

// The app's own `insight.outcome` on values whose type comes through a receiver the program
// knows: a method's result, a property, a dictionary's value, the elements a closure or loop
// receives, and a bare `insight` inside a member of the app's own type.
enum Grade { case unknown, fine }
struct GradeInsight { var outcome: Result<Grade, Error> }
struct Record { var insight: GradeInsight }

final class Store {
  var byID: [String: Record] = [:]
  var archive: Dictionary<String, Record> = [:]
  func fetch() -> Record { Record(insight: GradeInsight(outcome: .success(.unknown))) }
  func all() -> [Record] { [] }
  func maybe() -> Record? { nil }
}

func approveThing() {}

func useStore(store: Store) {
  let r = store.fetch()
  if case .success(.unknown) = r.insight.outcome { approveThing() }
  if let d = store.byID["x"], case .success(.unknown) = d.insight.outcome { approveThing() }
  guard let a = store.archive["y"] else { return }
  if case .success(.unknown) = a.insight.outcome { approveThing() }
  store.all().forEach { rec in
    if case .success(.unknown) = rec.insight.outcome { approveThing() }
  }
  _ = store.all().map { rec -> Int in
    if case .success(.unknown) = rec.insight.outcome { approveThing() }
    return 0
  }
  store.all().forEach { if case .success(.unknown) = $0.insight.outcome { approveThing() } }
  for past in store.all() {
    if case .success(.unknown) = past.insight.outcome { approveThing() }
  }
  guard let m = store.maybe() else { return }
  if case .success(.unknown) = m.insight.outcome { approveThing() }
}

extension Record {
  func check() {
    if case .success(.unknown) = insight.outcome { approveThing() }
    if case .success(.unknown) = self.insight.outcome { approveThing() }
  }
}

final class RecordScreen {
  let store = Store()
  var current: Record?

  func refresh() {
    let latest = store.fetch()
    if case .success(.unknown) = latest.insight.outcome { approveThing() }
    if case .success(.unknown) = current?.insight.outcome { approveThing() }
    if case .success(.unknown) = self.store.all().first?.insight.outcome { approveThing() }
  }
}
