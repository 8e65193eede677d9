/// Properties declared with an evaluation type (`var pending: CoachingEvaluation?`) or a
/// collection of one (`var queued: [CoachingEvaluation]`).
///
/// Reading one gives an evaluation that exists already: whoever stored it owes its report, so
/// a body that reads it owes nothing (no `missing_consumption_report`), but reporting the value
/// it read twice on one path is still a duplicate (`guard let evaluation = pending` in a
/// coordinator, then a report and a consuming helper). See `FlowObject.Origin.borrowed`.
public struct BorrowedProperties: Sendable {
  /// Names of properties of an evaluation type (optional or not), not async getters (those
  /// produce: `ProgramIndex.propertyProducerNames`).
  public let names: Set<String>
  /// Names of properties declared as an array or set of an evaluation type.
  public let collectionNames: Set<String>
  /// Names of properties declared as a dictionary whose values are of an evaluation type
  /// (`var pending: [String: CoachingEvaluation]`).
  public let dictionaryNames: Set<String>

  init(names: Set<String>, collectionNames: Set<String>, dictionaryNames: Set<String> = []) {
    self.names = names
    self.collectionNames = collectionNames
    self.dictionaryNames = dictionaryNames
  }

  /// `[K: V]`, `[K: V]?`, `Dictionary<K, V>` → `V`; nil for any other type.
  static func dictionaryValueTypeText(of text: String) -> String? {
    guard let value = TypeText.dictionaryParts(of: text)?.value, !value.isEmpty else { return nil }
    return value
  }

  /// The borrowed properties among `properties`, classifying written types with `aliases`.
  /// A name that is also an async getter's (a producer) is taken out by the caller once every
  /// file is read (`FileNameSets.borrowed`).
  static func of(
    _ properties: [PropertyEntry], _ aliases: AliasTable, _ meanings: AliasMeanings, _ shadowing: ModuleShadowing
  ) -> BorrowedProperties {
    // A type name declared with different meanings in different folders means what it means
    // in the declaring file.
    func classify(_ text: String, _ file: Int) -> (isEvaluation: Bool, isOptional: Bool) {
      ProgramIndex.classify(text, aliases, meanings, inFile: file, shadowing)
    }
    var names: Set<String> = []
    var collections: Set<String> = []
    var dictionaries: Set<String> = []
    for p in properties {
      let name = p.name.text
      guard !name.isEmpty, let type = p.type?.text, !TypeText.containsArrow(type) else {
        continue
      }
      // Most properties of a large program name no evaluation type: ruled out by name first.
      let dictionaryValue = dictionaryValueTypeText(of: type)
      // `[Evaluation]`, or an `AsyncStream<Evaluation>` that `for await` reads as one.
      let element = ProgramFacts.elementTypeText(of: type) ?? ProgramFacts.streamElementTypeText(of: type)
      let baseNames = [
        TypeText.base(of: type)?.name, element.flatMap { TypeText.base(of: $0)?.name },
        dictionaryValue.flatMap { TypeText.base(of: $0)?.name },
      ]
      let named = baseNames.contains { base in
        base.map { aliases.chainNames.contains($0) || aliases.evaluationNames.contains($0) } ?? false
      }
      guard named else { continue }
      let kind = classify(type, p.fileIndex)
      if kind.isEvaluation {
        names.insert(name)
      } else if let element, classify(element, p.fileIndex).isEvaluation {
        collections.insert(name)
      } else if let value = dictionaryValue, classify(value, p.fileIndex).isEvaluation {
        dictionaries.insert(name)
      }
    }
    return BorrowedProperties(names: names, collectionNames: collections, dictionaryNames: dictionaries)
  }
}
