import Foundation

/// The machine a run measured on, in one line: cores, processor and memory.
enum MachineDescription {
  /// Describes the machine running this process.
  static func current() -> String {
    let info = ProcessInfo.processInfo
    let gibibytes = Double(info.physicalMemory) / Double(1 << 30)
    return
      "\(info.activeProcessorCount) cores, \(processorModel() ?? "unknown processor"), "
      + "\(Quantity.decimal(gibibytes, digits: 1)) GiB memory, \(info.operatingSystemVersionString)"
  }

  /// The processor's model name from `/proc/cpuinfo`, where there is one.
  private static func processorModel() -> String? {
    guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in cpuInfo.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}
