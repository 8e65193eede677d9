// A generic argument list on the line after its type's name (SwiftParser accepts it; a password
// manager's picker writes its cell registration so): the `<…>` belongs to the name, and the
// braces that follow are a trailing closure, not a new statement.
func setUp() {
  let registration = CellRegistration
    <VaultCell, VaultEntry>
  { cell, entry in
    cell.show(entry)
  }
  let header = Layout.Header
    <Banner>(height: 40)
  let cheaper = price < limit
}
