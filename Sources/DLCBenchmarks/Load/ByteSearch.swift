#if canImport(Glibc)
  import Glibc
#endif

/// Whether a text holds another, compared as UTF-8 bytes with `memchr` and `memcmp`: the load
/// client looks into every answer and event, and must cost the machine far less than the
/// server it loads.
enum ByteSearch {
  /// Whether `text` contains `part`, byte for byte.
  static func contains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        guard let first = needle.first, let base = haystack.baseAddress,
          let needleBase = needle.baseAddress
        else { return needle.isEmpty }
        var from = 0
        while haystack.count - from >= needle.count,
          let found = memchr(base + from, Int32(first), haystack.count - from - needle.count + 1)
        {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + index, needleBase, needle.count) == 0 {
            return true
          }
          from = index + 1
        }
        return false
      }
    }
  }
}
