import DLC

/// Performs Search's transitions on the stage, with scenes from act 2's factory.
final class SearchNavigator: SearchNavigatorInterface {
  private weak var controller: SceneController?
  private let dc: any Act2DCInterface

  init(controller: SceneController, dc: any Act2DCInterface) {
    self.controller = controller
    self.dc = dc
  }

  func showDetail(for country: CountrySummary) {
    controller?.stage?.push(dc.factory.scene(.detail(SetupModel.Detail(country: country))))
  }

  func showSettings() {
    controller?.stage?.present(dc.factory.scene(.settings(SetupModel.Settings())))
  }
}
