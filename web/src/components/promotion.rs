//! The promotion chooser (Art. 3.7.e): four buttons, the queen focused
//! first, Escape cancels. The main board's choice goes to the state
//! (`Action::Promote`); the small board over the board takes it itself.

use rochade_laws::{Color, Role};
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::context::use_app;
use crate::pieces::piece_svg;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};

/// Properties of [`Promotion`].
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The promoting side.
    pub color: Color,
    /// Where the choice goes (`None`: cancelled); by default to the state
    /// as `Action::Promote`.
    #[prop_or_default]
    pub on_choose: Option<Callback<Option<Role>>>,
    /// The id of the chooser's heading, unique on the page.
    #[prop_or(AttrValue::Static("promotion-title"))]
    pub title_id: AttrValue,
}

/// The chooser.
#[function_component]
pub fn Promotion(props: &PromotionProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let app = use_app();
    let lang = app.lang();
    // The choice, or `None`: cancelled.
    let on_choose = props.on_choose.clone().unwrap_or_else(|| {
        let d = app.dispatcher();
        Callback::from(move |role: Option<Role>| d.dispatch(Action::Promote(role, now_ms())))
    });
    let onkeydown = {
        let cb = on_choose.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                cb.emit(None);
            }
        })
    };
    let buttons = Role::PROMOTIONS.iter().enumerate().map(|(i, &role)| {
        let name = crate::words::names::piece(lang, role);
        let cb = on_choose.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(Some(role)));
        let r = if i == 0 {
            first.clone()
        } else {
            NodeRef::default()
        };
        html! {
            <button type="button" ref={r} {onclick} aria-label={name} title={name}
                data-role={role.char().to_string()}>
                { piece_svg(role.of(props.color)) }
            </button>
        }
    });
    html! {
        <div class="panel promotion-panel" role="group" aria-labelledby={props.title_id.clone()} {onkeydown}>
            <h2 id={props.title_id.clone()}>{ t(lang, Msg::PromoteTo) }</h2>
            <div class="promotion">{ for buttons }</div>
        </div>
    }
}
