#if canImport(SwiftUI)
  public import Foundation
  public import NavCodable
  public import NavNavigator
  public import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Saves a navigator's whole state to a scene's storage on every change, and restores it
    /// from there when the view appears, with what could not be restored reported.
    ///
    /// The state is written under the tags of `types` (with its versions and migrations), so a
    /// renamed type or a newer app version still restores. A document that restores in part is
    /// applied, and its report (the parts dropped and why) is handed to `onRestore`; one that does
    /// not restore at all leaves the state as it is and is handed to `onFailure`, as is a state
    /// that cannot be saved.
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var savedNavigation: Data?
    ///
    /// RecipesRoot()
    ///   .sceneRestoration(
    ///     of: navigator, in: $savedNavigation, types: types
    ///   ) { report in
    ///     if !report.dropped.isEmpty { log(report) }
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose state is saved and restored.
    ///   - storage: The scene's storage, a `@SceneStorage` of `Data?`.
    ///   - types: The registry of the saved types.
    ///   - policy: What to do with parts that cannot be restored; the default keeps what can be.
    ///   - onRestore: Called with the report of a restoration.
    ///   - onFailure: Called with the error of a document that does not restore, or of a state
    ///     that cannot be saved.
    public func sceneRestoration<State: NavSavableState>(
      of navigator: Navigator<State>, in storage: Binding<Data?>, types: NavTypeRegistry,
      policy: NavDecodingPolicy = .prefix,
      onRestore: @escaping (NavRestoration<State>) -> Void = { _ in },
      onFailure: @escaping (NavCodingError) -> Void = { _ in }
    ) -> some View {
      onAppear {
        guard let saved = storage.wrappedValue else { return }
        do throws(NavCodingError) {
          let restoration = try types.restore(State.self, from: saved, policy: policy)
          navigator.acceptChange(to: restoration.state)
          onRestore(restoration)
        } catch {
          onFailure(error)
        }
      }
      .onChange(of: navigator.state) { _, state in
        do throws(NavCodingError) {
          storage.wrappedValue = try types.encode(state)
        } catch {
          onFailure(error)
        }
      }
    }
  }
#endif
