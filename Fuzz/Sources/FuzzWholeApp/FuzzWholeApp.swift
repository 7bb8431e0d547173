import FuzzSupport
import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes the input as a whole-app document twice, as sheets over tabs and as sheets over a
/// split view, each under both policies.
///
/// Properties: when strict decoding succeeds, prefix decoding gives the same state and drops
/// nothing; when prefix decoding fails, strict decoding fails too. For whatever decodes: it re-encodes, decodes to the same state and re-encodes to
/// the same bytes; the transition from the app's current state to it, applied, gives it, and so
/// does the way back; reconciled into the current state's shape, it keeps that shape, and the
/// transition to the reconciled state applies exactly; a state reconciled into its own shape
/// comes back whole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let document = Data(fuzzInput(data, size))
  if let tabs = FuzzWholeApp.tabsCoding.decodeUnderBothPolicies(document) {
    FuzzWholeApp.tabsCoding.requireRoundTrip(tabs)
    requireTransitionsAndReconciliation(from: FuzzWholeApp.currentTabs, to: tabs) {
      $0.base.tabs == $1.base.tabs
    }
  }
  if let split = FuzzWholeApp.splitCoding.decodeUnderBothPolicies(document) {
    FuzzWholeApp.splitCoding.requireRoundTrip(split)
    requireTransitionsAndReconciliation(from: FuzzWholeApp.currentSplit, to: split) {
      $0.base.layout == $1.base.layout
    }
  }
  return 0
}

/// Checks the transitions between `current` and `target` both ways, and the reconciliation of
/// `target` into `current`'s shape.
///
/// - Parameters:
///   - current: The app's state at launch.
///   - target: A decoded state.
///   - sameShape: Whether two states have the same shape (tabs, layout).
private func requireTransitionsAndReconciliation<State: Transitionable>(
  from current: State, to target: State, sameShape: (State, State) -> Bool
) {
  requireTransitionApplies(from: current, to: target)
  requireTransitionApplies(from: target, to: current)
  let restored = current.reconciled(with: target)
  require(
    sameShape(restored.state, current),
    "reconciling into the current shape changed the shape\ncurrent: \(current)\n"
      + "saved: \(target)\nrestored: \(restored)")
  requireTransitionApplies(from: current, to: restored.state)
  let itself = target.reconciled(with: target)
  require(
    itself.state == target && itself.isComplete,
    "a state reconciled into its own shape is not itself\nsaved: \(target)\nrestored: \(itself)")
  if sameShape(target, current) {
    require(
      restored.state == target && restored.isComplete,
      "a state of the current shape does not restore whole\ncurrent: \(current)\n"
        + "saved: \(target)\nrestored: \(restored)")
  }
}

/// Checks that `source.apply(source.transition(to: target)) == target`.
private func requireTransitionApplies<State: Transitionable>(from source: State, to target: State) {
  let transition = source.transition(to: target)
  var applied = source
  applied.apply(transition)
  require(
    applied == target,
    "the transition does not reach its target\nfrom: \(source)\nto: \(target)\n"
      + "transition: \(transition)\napplied: \(applied)")
}

extension WholeAppCoding where State: Equatable {
  /// The state a document restores to, strictly or else under the prefix policy, after checking
  /// that the two policies agree.
  fileprivate func decodeUnderBothPolicies(_ document: Data) -> State? {
    let strict = Result { () throws(NavCodingError) in
      try decode(document, .strict, FuzzDocuments.limits)
    }
    let prefix = Result { () throws(NavCodingError) in
      try decode(document, .prefix, FuzzDocuments.limits)
    }
    switch (strict, prefix) {
    case (.success(let whole), .success(let kept)):
      require(
        kept.state == whole.state && kept.dropped.isEmpty,
        "prefix differs from a successful strict decoding\nstrict: \(whole.state)\n"
          + "prefix: \(kept.state), dropped \(kept.dropped)")
    case (.success, .failure(let error)):
      require(false, "prefix decoding failed where strict decoding succeeded: \(error)")
    case (.failure, .success(let kept)):
      require(!kept.dropped.isEmpty, "strict decoding failed, prefix dropped nothing")
    case (.failure, .failure):
      break
    }
    return (try? strict.get().state) ?? (try? prefix.get().state)
  }

  /// Checks that a decoded state saves, and that what it saves reads back (under the default
  /// limits: the saved form may be longer than the input) as the same state and saves to the same
  /// bytes.
  fileprivate func requireRoundTrip(_ state: State) {
    do {
      let saved = try encode(state)
      let again = try decode(saved, .strict, NavDecodingLimits()).state
      require(
        again == state,
        "re-encoded state decodes differently\nbefore: \(state)\nafter:  \(again)\n"
          + "saved: \(String(decoding: saved, as: UTF8.self))")
      require(try encode(again) == saved, "encoding is not deterministic for \(state)")
    } catch {
      require(false, "a decoded state does not round-trip: \(error)\nstate: \(state)")
    }
  }
}
