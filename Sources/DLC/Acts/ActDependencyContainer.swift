/// What an act's dependency container (DC) conforms to: it holds what the act's scenes may use
/// and makes the factory that builds them.
///
/// An act's own DC interface refines this with its workers and configuration, so that its
/// scenes see only what the act offers and tests can stand in a stub DC.
@MainActor
public protocol ActDependencyContainer: AnyObject {
  /// The act's factory type.
  associatedtype Factory: ActFactory

  /// The factory that builds the act's scenes with this container.
  var factory: Factory { get }

  /// The clock the act's scenes and workers measure time on: the clock of the stage the
  /// application started on, which the composition root hands to the first act's container and
  /// each act hands to the next. In a test, the harness's clock.
  var clock: any Clock<Duration> { get }
}
