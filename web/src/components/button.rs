//! The plain button of the interface (`<button type="button">` with its
//! words and what a click does), drawn by one function: written out in
//! `html!` at each of its sixty places, Yew's element-building code was
//! compiled sixty times.

use yew::prelude::*;

/// `<button type="button">` showing `words`.
pub fn button(words: impl Into<AttrValue>, onclick: Callback<MouseEvent>) -> Html {
    plain(words.into(), onclick)
}

/// `<button type="button" class="primary">`: the action a panel proposes.
pub fn primary_button(words: impl Into<AttrValue>, onclick: Callback<MouseEvent>) -> Html {
    primary(words.into(), onclick)
}

fn plain(words: AttrValue, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" {onclick}>{ words }</button> }
}

fn primary(words: AttrValue, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" class="primary" {onclick}>{ words }</button> }
}
