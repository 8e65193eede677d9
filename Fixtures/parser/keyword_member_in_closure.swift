// A member named `in` (a query builder's `contains-in` test) read inside a closure with no
// signature: the `in` after a dot is the member's name, not the end of a closure signature
// (realm-swift's query tests write `$0.field.in([...])`; SwiftParser reads it so).
func filteredAccounts(_ store: AccountStore) -> [Account] {
  store.where {
    $0.currency.in(["EUR", "CHF"])
  }
}

func nestedMember(_ rows: [Row]) {
  rows.forEach { row in
    row.flags.in([true])
  }
  let single = rows.filter { $0.kind.in(Kind.allCases) && $0.isOpen }
  _ = single
}
