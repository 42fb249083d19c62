import ServerWorker
import ValidationWorker

/// A part of a scene that keeps Atlas's workers in stored properties, as a logic may.
final class WorkerHolder {
  let server: ServerWorker
  let validation: ValidationWorker

  init(server: ServerWorker, validation: ValidationWorker) {
    self.server = server
    self.validation = validation
  }
}
