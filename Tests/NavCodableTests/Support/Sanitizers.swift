#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the tests run under AddressSanitizer or ThreadSanitizer (`swift test --sanitize=…`),
/// detected by their runtimes' entry points: tests of very large inputs use a tenth of the size
/// there, since the sanitizers make memory traffic several times slower.
let underSanitizer: Bool = ["__asan_init", "__tsan_init"].contains { (name: String) in
  // RTLD_DEFAULT: search every loaded image.
  dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
}
