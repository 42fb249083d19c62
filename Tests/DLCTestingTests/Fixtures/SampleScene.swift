import DLC

/// The scenes of the sample act.
enum SampleScene: ActScene {
  case greeter
  case detail(String)
  case leaky

  static let act = ActDescription(name: "Sample", scenes: ["Greeter", "Detail", "Leaky"])
}
