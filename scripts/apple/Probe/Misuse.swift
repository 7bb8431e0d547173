// Deliberate misuses that the availability step must reject on every run, so that a run that
// passes shows the check is live: a navigation stack bound to a collection SwiftUI refuses, and
// an iOS 17 API called at the iOS 16 floor. scripts/check-availability.sh expects exactly these
// errors here, and no other.
import SwiftUI

struct StackBoundToASet: View {
  @State private var path: Set<Int> = []

  var body: some View {
    NavigationStack(path: $path) { Text("root") }
  }
}

struct NewerAPIAtTheFloor: View {
  @State private var count = 0

  var body: some View {
    Text("count").onChange(of: count, initial: true) {}
  }
}
