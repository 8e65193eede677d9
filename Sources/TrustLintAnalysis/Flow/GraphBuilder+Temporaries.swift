import TrustLintSyntax

/// The temporaries a call's value lives in: a new evaluation (`requestEvaluation`, a
/// producer), or one read from storage, held until the end of the statement that made it.
extension GraphBuilder {
  /// A new evaluation held by a temporary (discarded at the end of its statement unless kept).
  func createObject(callee: String, token: TokenIndex, optional: Bool) -> Int32? {
    guard let object = newObject(.creation(callee: callee), token: token, optional: optional) else { return nil }
    createdObjects.append(object)
    return holdInTemporary(object, named: callee)
  }

  /// A temporary holding an evaluation read from storage (`BorrowedProperties`): tracked
  /// so that two reports of it on one path are found; it owes nothing and is never discarded.
  func borrowObject(name: String, token: TokenIndex, optional: Bool) -> Int32? {
    guard let object = newObject(.borrowed(name: name), token: token, optional: optional) else { return nil }
    return holdInTemporary(object, named: name)
  }

  /// A new temporary that holds `object` until the end of its statement.
  func holdInTemporary(_ object: Int32, named name: String) -> Int32 {
    let temp = newVariable(name, temporary: true)
    emit(.create(object: object, into: temp))
    pendingTemps.append(temp)
    tempObjects[temp] = object
    return temp
  }
}
