/// What the index's second per-file pass finds in one file: its function entries, whether the
/// rules analyse it, and the name sets that read every parameter and property of the program.
///
/// Why per file: those sets were built after the pass, on one thread, over all declarations
/// (about a fifth of the index's time on a large tree). Built on the workers and merged (a
/// union does not depend on the order), the index stays the same whatever `jobs` is.
struct PerFile {
  var entries: [FunctionEntry]
  var analysed: Bool
  var names: FileNameSets
}

/// Names the index keeps program-wide, as found in some files (see `ProgramIndex`'s
/// properties of the same names).
struct FileNameSets {
  var closureProducers: (all: Set<String>, optional: Set<String>, parameters: Set<String>) = ([], [], [])
  var closureTakers: Set<String> = []
  var propertyProducers: (all: Set<String>, optional: Set<String>) = ([], [])
  private var borrowedNames: Set<String> = []
  private var borrowedCollections: Set<String> = []
  private var borrowedDictionaries: Set<String> = []

  /// The properties of an evaluation type that are read, not produced: a name that is also an
  /// async getter's somewhere is a producer (known once every file is merged).
  var borrowed: BorrowedProperties {
    BorrowedProperties(
      names: borrowedNames.subtracting(propertyProducers.all),
      collectionNames: borrowedCollections.subtracting(propertyProducers.all),
      dictionaryNames: borrowedDictionaries.subtracting(propertyProducers.all))
  }

  /// The sets of one file's properties and functions.
  static func of(
    properties: [PropertyEntry], functions: [FunctionEntry], _ aliases: AliasTable, _ functionAliases: [String: String],
    _ meanings: AliasMeanings, _ shadowing: ModuleShadowing
  ) -> FileNameSets {
    var sets = FileNameSets()
    sets.closureProducers = ProgramIndex.closureProducers(
      properties: properties, functions: functions, aliases, functionAliases)
    sets.closureTakers = ProgramIndex.evaluationClosureTakers(functions, aliases, functionAliases)
    sets.propertyProducers = ProgramIndex.propertyProducers(properties, aliases)
    let borrowed = BorrowedProperties.of(properties, aliases, meanings, shadowing)
    sets.borrowedNames = borrowed.names
    sets.borrowedCollections = borrowed.collectionNames
    sets.borrowedDictionaries = borrowed.dictionaryNames
    return sets
  }

  /// Adds another file's sets.
  mutating func formUnion(_ other: FileNameSets) {
    closureProducers.all.formUnion(other.closureProducers.all)
    closureProducers.optional.formUnion(other.closureProducers.optional)
    closureProducers.parameters.formUnion(other.closureProducers.parameters)
    closureTakers.formUnion(other.closureTakers)
    propertyProducers.all.formUnion(other.propertyProducers.all)
    propertyProducers.optional.formUnion(other.propertyProducers.optional)
    borrowedNames.formUnion(other.borrowedNames)
    borrowedCollections.formUnion(other.borrowedCollections)
    borrowedDictionaries.formUnion(other.borrowedDictionaries)
  }
}
