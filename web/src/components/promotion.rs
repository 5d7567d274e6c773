//! The promotion chooser (Art. 3.7.e): four buttons, the queen focused
//! first, Escape cancels.

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
    let on_choose = {
        let d = app.dispatcher();
        Callback::from(move |role: Option<Role>| d.dispatch(Action::Promote(role, now_ms())))
    };
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
        let key = match role {
            Role::Queen => Msg::Queen,
            Role::Rook => Msg::Rook,
            Role::Bishop => Msg::Bishop,
            _ => Msg::Knight,
        };
        let cb = on_choose.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(Some(role)));
        let r = if i == 0 {
            first.clone()
        } else {
            NodeRef::default()
        };
        html! {
            <button type="button" ref={r} {onclick} aria-label={t(lang, key)} title={t(lang, key)}
                data-role={role.char().to_string()}>
                { piece_svg(role.of(props.color)) }
            </button>
        }
    });
    html! {
        <div class="panel promotion-panel" role="group" aria-labelledby="promotion-title" {onkeydown}>
            <h2 id="promotion-title">{ t(lang, Msg::PromoteTo) }</h2>
            <div class="promotion">{ for buttons }</div>
        </div>
    }
}
