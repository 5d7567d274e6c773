//! Yew's hooks that take a closure (`use_effect_with`, `use_state`,
//! `use_state_eq`, `use_mut_ref`), with the closure boxed.
//!
//! Yew compiles a hook's bookkeeping (for an effect: the comparison of its
//! dependencies, running it after the render, its clean-up; for a state:
//! its reducer and its first value) once per closure passed to it. Boxing
//! the closure leaves one copy per type of value, which the app's hooks
//! share: the same behaviour, fewer bytes. Each is named as Yew's, so a
//! file imports it by name over the prelude's.

use std::cell::RefCell;
use std::rc::Rc;

use yew::functional::{Hook, TearDown, UseStateHandle};

/// An effect's clean-up, boxed.
type CleanUp = Box<dyn FnOnce()>;

/// An effect, boxed.
type Effect<T> = Box<dyn FnOnce(&T) -> CleanUp>;

/// Runs `effect` after a render in which `deps` changed (and after the
/// first), its returned clean-up before the next run and when the part
/// goes; see Yew's `use_effect_with`.
pub fn use_effect_with<T, D, F>(deps: T, effect: F) -> impl Hook<Output = ()>
where
    T: PartialEq + 'static,
    F: FnOnce(&T) -> D + 'static,
    D: TearDown,
{
    let effect: Effect<T> = Box::new(move |deps| {
        let clean_up = effect(deps);
        Box::new(move || clean_up.tear_down())
    });
    effect_boxed(deps, effect)
}

/// The effect with its types erased: one instance per `T`.
fn effect_boxed<T: PartialEq + 'static>(deps: T, effect: Effect<T>) -> impl Hook<Output = ()> {
    yew::functional::use_effect_with(deps, effect)
}

/// A state first set by `init`; see Yew's `use_state`.
pub fn use_state<'a, T: 'static, F: FnOnce() -> T + 'a>(
    init: F,
) -> impl Hook<Output = UseStateHandle<T>> + 'a {
    state_boxed(Box::new(init))
}

fn state_boxed<'a, T: 'static>(
    init: Box<dyn FnOnce() -> T + 'a>,
) -> impl Hook<Output = UseStateHandle<T>> + 'a {
    yew::functional::use_state(init)
}

/// A state first set by `init`, drawn again only when set to a different
/// value; see Yew's `use_state_eq`.
pub fn use_state_eq<'a, T: PartialEq + 'static, F: FnOnce() -> T + 'a>(
    init: F,
) -> impl Hook<Output = UseStateHandle<T>> + 'a {
    state_eq_boxed(Box::new(init))
}

fn state_eq_boxed<'a, T: PartialEq + 'static>(
    init: Box<dyn FnOnce() -> T + 'a>,
) -> impl Hook<Output = UseStateHandle<T>> + 'a {
    yew::functional::use_state_eq(init)
}

/// A cell kept across renders, first set by `init`; see Yew's
/// `use_mut_ref`.
pub fn use_mut_ref<'a, T: 'static, F: FnOnce() -> T + 'a>(
    init: F,
) -> impl Hook<Output = Rc<RefCell<T>>> + 'a {
    mut_ref_boxed(Box::new(init))
}

fn mut_ref_boxed<'a, T: 'static>(
    init: Box<dyn FnOnce() -> T + 'a>,
) -> impl Hook<Output = Rc<RefCell<T>>> + 'a {
    yew::functional::use_mut_ref(init)
}
