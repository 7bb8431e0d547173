extension StatePart {
  /// The presentation at one level, when it has the given style: what the `sheet(item:)` or
  /// `fullScreenCover(item:)` at that level binds to.
  ///
  /// Level 0 is presented over the base, level 1 over level 0, and so on. The value is `nil`
  /// when nothing is presented at that level or what is has another style. A write of `nil`,
  /// which a sheet makes when the user swipes it down, dismisses the shown presentation and
  /// every one above it; a write of a presentation presents it at that level in place of what
  /// was there and above.
  ///
  /// ```swift
  /// let sheet = StatePart<App, ModalPresentation<Modal, NavPath>?>
  ///   .presentation(at: 0, style: .sheet)
  /// sheet.write(nil, into: &app)  // swiped down
  /// ```
  ///
  /// - Parameters:
  ///   - level: The presentation's level, from 0.
  ///   - style: The style of the presentations the part shows.
  public static func presentation<Base, Destination, Stack>(
    at level: Int, style: ModalPresentationStyle
  ) -> StatePart
  where
    State == PresentationState<Base, Destination, Stack>,
    Value == ModalPresentation<Destination, Stack>?
  {
    StatePart(
      read: { $0.presentation(at: level, style: style) },
      plan: { shown, written in
        let dismissed = shown.presentation(at: level, style: style)
        return { state in
          if let written {
            state.presentations = Array(state.presentations.prefix(level)) + [written]
          } else if let dismissed, state.presentation(at: level, style: style) == dismissed {
            state.dismiss(state.presentations.count - level)
          }
        }
      })
  }

  /// The stack of the presentation at one level: what the `NavigationStack(path:)` inside that
  /// sheet or cover binds to.
  ///
  /// A write is read as the pops and pushes that turn the shown stack into the written one. When
  /// nothing is presented at that level, the value is an empty stack and a write changes
  /// nothing.
  ///
  /// - Parameter level: The presentation's level, from 0.
  public static func presentedStack<Base, Destination>(at level: Int) -> StatePart
  where State == PresentationState<Base, Destination, Value> {
    .stack(
      read: { $0.presentations.indices.contains(level) ? $0.presentations[level].stack : Value() },
      update: { state, body in
        if state.presentations.indices.contains(level) { body(&state.presentations[level].stack) }
      })
  }

  /// A part of the base under the presentations, such as the selection of the tab view the
  /// sheets are presented over.
  ///
  /// A write changes the base as the part says; the presentations stay.
  ///
  /// ```swift
  /// StatePart<App, AppTab>.base(.selection()).write(.search, into: &app)
  /// ```
  ///
  /// - Parameter part: The part of the base.
  public static func base<Base, Destination, Stack>(_ part: StatePart<Base, Value>) -> StatePart
  where State == PresentationState<Base, Destination, Stack> {
    StatePart(
      read: { part.value(in: $0.base) },
      plan: { shown, written in
        let edit = part.edit(writing: written, over: shown.base)
        return { edit(&$0.base) }
      })
  }
}

extension PresentationState {
  /// The presentation at `level` when it has `style`, or `nil`.
  fileprivate func presentation(
    at level: Int, style: ModalPresentationStyle
  ) -> ModalPresentation<Destination, Stack>? {
    guard presentations.indices.contains(level), presentations[level].style == style else {
      return nil
    }
    return presentations[level]
  }
}
