/// The routes of a typed path as its document's reader decodes them, in memory of their own until
/// the path takes them all at once.
///
/// The reader is generic over a route type the library cannot see, so it runs unspecialized:
/// appending to an array of routes there looks the array's type up at run time on each append,
/// where writing into this memory uses only the route type's size and its value witnesses.
final class RouteBuffer<Route> {
  /// The routes, initialized up to `count`.
  private var base: UnsafeMutablePointer<Route>
  private var count = 0
  private var capacity = 0

  init() {
    base = UnsafeMutablePointer.allocate(capacity: 0)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Makes room for `capacity` routes.
  func reserveCapacity(_ capacity: Int) {
    if capacity > self.capacity { move(toCapacity: capacity) }
  }

  /// Appends the route `initialize` writes into the uninitialized memory it is given; when it
  /// returns `false` or throws, leaving that memory uninitialized, nothing is appended.
  func append(_ initialize: (UnsafeMutableRawPointer) throws -> Bool) rethrows -> Bool {
    if count == capacity { move(toCapacity: max(4, 2 * capacity)) }
    guard try initialize(UnsafeMutableRawPointer(base + count)) else { return false }
    count += 1
    return true
  }

  /// The routes appended, as an array, moved out of the buffer, which is left empty.
  func take() -> [Route] {
    let routes = [Route](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let start = buffer.baseAddress { start.moveInitialize(from: base, count: count) }
      initialized = count
    }
    count = 0
    return routes
  }

  /// Moves the routes into new memory with room for `newCapacity`.
  private func move(toCapacity newCapacity: Int) {
    let moved = UnsafeMutablePointer<Route>.allocate(capacity: newCapacity)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = newCapacity
  }
}
