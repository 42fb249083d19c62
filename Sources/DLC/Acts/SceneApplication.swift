/// An application made of acts: what `dlc` and embedding hosts start, list and open links in.
@MainActor
public protocol SceneApplication {
  /// Every act of the application, in order, with its scenes.
  static var acts: [ActDescription] { get }

  /// The links the application opens, one usage line a route, such as
  /// `atlas://countries/CODE`; empty when it opens none.
  static var links: [String] { get }

  /// A link for each route, with sample values, that tools may open: `explore` tries each as a
  /// move, before and after every act boundary. Such as `atlas://countries/DEU`; usually
  /// ``DeepLinkRouter/sampleLinks``.
  static var sampleLinks: [String] { get }

  /// Shows the application's first scene on a stage, replacing whatever it showed.
  ///
  /// - Parameter stage: The stage to start on.
  func start(on stage: Stage)

  /// Shows what a link points to, over the scenes a person would have come through: through
  /// the running act's factory, or through the entry of an act that is not running, going on
  /// to the link's target once that act starts.
  ///
  /// - Parameters:
  ///   - link: The link, such as `atlas://countries/DEU`.
  ///   - stage: The stage the application is on.
  /// - Throws: A ``DeepLinkError`` saying why the link leads nowhere; the stage is unchanged.
  func open(_ link: String, on stage: Stage) throws(DeepLinkError)
}

extension SceneApplication {
  /// An application without routes opens no links.
  public static var links: [String] { [] }

  /// An application without routes has no link to try.
  public static var sampleLinks: [String] { [] }

  /// An application without routes opens no links.
  ///
  /// - Throws: ``DeepLinkError/noLinks``, always.
  public func open(_ link: String, on stage: Stage) throws(DeepLinkError) {
    throw .noLinks
  }
}
