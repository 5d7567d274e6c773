//! The archive's search form: player, event, date and result.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::archive::search::{Query, QueryChange, ResultFilter};
use crate::components::choice_select::{on_choice, options};
use crate::context::AppContext;
use crate::words::choices::result_filter;
use crate::words::i18n::{Msg, t};

/// One labelled text field: one function, so that its markup is built
/// once rather than once per field.
#[inline(never)]
fn field(label: &'static str, name: &'static str, value: &str, on_input: Callback<String>) -> Html {
    let oninput = Callback::from(move |e: InputEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
            on_input.emit(input.value());
        }
    });
    html! {
        <label>{ label }
            <input type="search" {name} value={value.to_string()} {oninput} /></label>
    }
}

/// The search form for `q`, what is looked for; `on_change` hears a field
/// change. A function, as [`field`] is.
pub fn archive_search(app: &AppContext, q: &Query, on_change: &Callback<QueryChange>) -> Html {
    let lang = app.lang();
    let set = |f: fn(String) -> QueryChange| on_change.reform(f);
    let on_result = {
        let on_change = on_change.clone();
        on_choice(move |r: ResultFilter| on_change.emit(QueryChange::Result(r)))
    };
    html! {
        <form role="search" class="archive-search" aria-label={t(lang, Msg::ArchiveSearch)}
            onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            { field(t(lang, Msg::ArchivePlayer), "archive-player", &q.player, set(QueryChange::Player)) }
            { field(t(lang, Msg::ArchiveEvent), "archive-event", &q.event, set(QueryChange::Event)) }
            { field(t(lang, Msg::ArchiveDate), "archive-date", &q.date, set(QueryChange::Date)) }
            <label>{ t(lang, Msg::ArchiveResult) }
                <select name="archive-result" onchange={on_result}>
                    { options(q.result, |r| html! { result_filter(lang, r) }) }
                </select></label>
        </form>
    }
}
