// Every public type of the package's library products, named unqualified once, in a file that
// imports all of them with Testing and Foundation: if any name meant two types, this file would
// not compile. `PublicNamesTests` checks that the list is whole.
//
// A new public type goes here too, in alphabetical order.

import CacheWorker
import CacheWorkerTesting
import DLC
import DLCCommandLine
import DLCScript
import DLCTesting
import DLCWeb
import Foundation
import Scenes
import ServerWorker
import ServerWorkerNetworking
import ServerWorkerTesting
import StoreWorker
import Testing
import ValidationWorker
import ValidationWorkerTesting
import WorkerTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ActDependencyContainer {}
extension ActDescription {}
extension ActFactory {}
extension ActScene {}
extension Alert {}
extension AlertButton {}
extension AlertSnapshot {}
extension Atlas {}
extension AtlasConfiguration {}
extension Button {}
extension CacheConfiguration {}
extension CacheDouble {}
extension CacheError {}
extension CacheStatistics {}
extension CacheWarning {}
extension CacheWorker {}
extension CacheWorkerInterface {}
extension CallLog {}
extension Choice {}
extension Command {}
extension CommandResult {}
extension Debouncer {}
extension DeepLink {}
extension DeepLinkError {}
extension DeepLinkMatch {}
extension DeepLinkRoute {}
extension DeepLinkRouter {}
extension DisplayText {}
extension Element {}
extension ElementCondition {}
extension ElementKind {}
extension ElementSnapshot {}
extension ElementStack {}
extension EmbeddedTransport {}
extension EmptyResponse {}
extension FormRule {}
extension HTTPHeaders {}
extension HTTPMethod {}
extension HorizontalStack {}
extension ImageSize {}
extension ImageView {}
extension JSONRenderer {}
extension Label {}
extension LeakTracker {}
extension ListView {}
extension LogicState {}
extension ManualClock {}
extension ParseError {}
extension Parser {}
extension ProgressIndicator {}
extension SceneApplication {}
extension SceneContext {}
extension SceneController {}
extension SceneHarness {}
extension SceneInteractor {}
extension SceneListing {}
extension SceneLogic {}
extension SceneNavigator {}
extension SceneParts {}
extension ScenePresenter {}
extension ScenePresentation {}
extension SceneRole {}
extension SceneServer {}
extension SceneServerConfiguration {}
extension SceneServerError {}
extension SceneSlot {}
extension SceneSpy {}
extension SceneTask {}
extension SceneTasks {}
extension SceneTool {}
extension SceneView {}
extension SceneWiring {}
extension ScreenRendering {}
extension ScreenSnapshot {}
extension Script {}
extension ScriptExpectation {}
extension ScriptLocation {}
extension ScriptParseError {}
extension ScriptSession {}
extension ScriptStep {}
extension SecretText {}
extension SerialWork {}
extension ServerConfiguration {}
extension ServerError {}
extension ServerHTTPRequest {}
extension ServerHTTPResponse {}
extension ServerRequest {}
extension ServerStub {}
extension ServerTransport {}
extension ServerWorker {}
extension ServerWorkerInterface {}
extension SettleLimits {}
extension SharedAcrossScenes {}
extension SpiedLogic {}
extension Spy {}
extension SpyCall {}
extension StackController {}
extension Stage {}
extension StageError {}
extension Store {}
extension StoreAccount {}
extension StoreCollection {}
extension StoreError {}
extension StoreIndex {}
extension StoreIndexValue {}
extension StoreIndexable {}
extension StoreMigration {}
extension StoreMigrationContext {}
extension StoreObservation {}
extension StoreOrder {}
extension StoreRecord {}
extension StoreSchema {}
extension StoreTransaction {}
extension StoreWarning {}
extension Switch {}
extension TabBar {}
extension TabBarController {}
extension TextArea {}
extension TextField {}
extension TextInput {}
extension TextRenderer {}
extension ToolOption {}
extension ToolOptionDeclaration {}
extension ToolOptionError {}
extension ToolOptionValues {}
extension URLSessionTransport {}
extension UnimplementedClock {}
extension UnimplementedWorker {}
extension ValidationDouble {}
extension ValidationIssue {}
extension ValidationRule {}
extension ValidationWorker {}
extension ValidationWorkerInterface {}
extension VerticalStack {}
