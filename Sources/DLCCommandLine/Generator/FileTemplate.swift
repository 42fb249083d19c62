/// A template of files for three folders of a package: its sources, its tests, and the
/// snapshots its tests compare with.
protocol FileTemplate {
  /// The source files, by path relative to the folder they go in.
  var sources: [(path: String, contents: String)] { get }
  /// The test files, by path relative to the folder they go in.
  var tests: [(path: String, contents: String)] { get }
  /// The snapshots, by path relative to the folder they go in; none unless a template has some.
  var snapshots: [(path: String, contents: String)] { get }
}

extension FileTemplate {
  var snapshots: [(path: String, contents: String)] { [] }

  /// The files, each in its folder of the package: sources, then tests, then snapshots.
  ///
  /// - Parameters:
  ///   - sourceFolder: Where the sources go, relative to the package.
  ///   - testFolder: Where the tests go.
  ///   - snapshotFolder: Where the snapshots go.
  /// - Returns: The new files of a plan.
  func files(
    sourcesIn sourceFolder: String, testsIn testFolder: String,
    snapshotsIn snapshotFolder: String
  ) -> [GenerationPlan.NewFile] {
    func placed(
      _ files: [(path: String, contents: String)], in folder: String
    ) -> [GenerationPlan.NewFile] {
      files.map { .init(path: "\(folder)/\($0.path)", contents: $0.contents) }
    }
    return placed(sources, in: sourceFolder) + placed(tests, in: testFolder)
      + placed(snapshots, in: snapshotFolder)
  }
}

extension SceneTemplate: FileTemplate {}
extension ActTemplate: FileTemplate {}
extension SignInTemplate: FileTemplate {}
