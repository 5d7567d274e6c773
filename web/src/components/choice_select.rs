//! The `<option>`s of an enum and its value read back: the one way a
//! `<select>` picks an enum value (see [`crate::choice`]).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::choice::Choice;

/// Every value of `T` as an option, `selected` chosen (Yew 0.23 selects the
/// last option unless each one says), labelled by `label`.
pub fn options<T: Choice>(selected: T, label: impl Fn(T) -> Html) -> Html {
    T::ALL
        .iter()
        .map(
            |&c| html! { <option value={c.value()} selected={c == selected}>{ label(c) }</option> },
        )
        .collect()
}

/// The value of the select behind `node`, if it is one of `T`'s.
pub fn chosen<T: Choice>(node: &NodeRef) -> Option<T> {
    T::parse(&node.cast::<HtmlSelectElement>()?.value())
}

/// A change handler that hands on the value chosen.
pub fn on_choice<T: Choice>(f: impl Fn(T) + 'static) -> Callback<Event> {
    Callback::from(move |e: Event| {
        if let Some(c) = e
            .target_dyn_into::<HtmlSelectElement>()
            .and_then(|el| T::parse(&el.value()))
        {
            f(c);
        }
    })
}
