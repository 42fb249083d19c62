// A host program that embeds Atlas through the library products: it starts the app on a stage
// with a manual clock, signs in by executing commands, and prints the Search screen.
import DLC
import DLCScript
import Foundation
import Scenes

let stage = Stage(clock: ManualClock())
Atlas(configuration: AtlasConfiguration()).start(on: stage)
let session = ScriptSession(stage: stage, acts: Atlas.acts)

let signIn = [
  "tap signIn",
  "type email demo@example.com",
  "type password atlas-demo-1",
  "tap submit",
  "expect scene is Search",
]
for line in signIn {
  let result = await session.execute(line)
  if let error = result.error {
    try? FileHandle.standardError.write(contentsOf: Data("error: \(line): \(error)\n".utf8))
    exit(1)
  }
}
print(stage.render())
