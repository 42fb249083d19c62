/// What `explore` and `graph` were asked for, besides the options every session takes.
struct ExploreOptions: Equatable {
  /// The text to type into each field by its id, such as `email` → `demo@example.com`.
  var fills: [String: String] = [:]
  /// Links to open as moves, besides the sample link of each of the application's routes.
  var links: [String] = []
  /// The most commands the walk runs before it stops, replays included.
  var maxSteps = 20_000
  /// The most crashes and stalls the walk records before it gives up, cut short.
  var maxCrashes = 50
  /// Picks the row between the first and the last, and the probe texts, so that two walks
  /// with the same seed take the same steps.
  var seed: UInt64 = 0
  /// The folder each reproduction is written to as a `.dlc` file, or `nil`.
  var outputFolder: String?
  /// How `graph` draws the scene graph.
  var format: GraphFormat = .text
  /// How long the whole walk may take, crashes and restarts included, before it stops and
  /// reports what it covered.
  var timeLimit: Duration = .seconds(120)
  /// Whether this process is the child that walks and reports to the tool that started it.
  var isChild = false
}
