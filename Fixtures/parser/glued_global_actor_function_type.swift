// A global actor glued to a function type's parameter list (swiftc builds it; nightscout/Trio
// writes it): the parenthesis is the parameter list, not the attribute's arguments.
func setup(
  fetch: @escaping () async throws -> [Int],
  update: @escaping @MainActor([Int]) -> Void,
  load: @MainActor(String) async throws(LoadError) -> Int
) {}

@objc(runWith:) func run(with value: Int) {}
@available(iOS 27, *) func later() {}
