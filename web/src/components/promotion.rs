//! The promotion chooser (Art. 3.7.e): four buttons, the queen focused
//! first, Escape cancels.

use rochade_laws::{Color, Role};
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::i18n::{Lang, Msg, t};
use crate::pieces::PieceSvg;

/// Properties of [`Promotion`].
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The promoting side.
    pub color: Color,
    /// Interface language.
    pub lang: Lang,
    /// The choice (`None`: cancelled).
    pub on_choose: Callback<Option<Role>>,
}

/// The chooser.
#[function_component(Promotion)]
pub fn promotion(props: &PromotionProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let lang = props.lang;
    let onkeydown = {
        let cb = props.on_choose.clone();
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
        let cb = props.on_choose.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(Some(role)));
        let r = if i == 0 {
            first.clone()
        } else {
            NodeRef::default()
        };
        html! {
            <button type="button" ref={r} {onclick} aria-label={t(lang, key)} title={t(lang, key)}
                data-role={role.char().to_string()}>
                <PieceSvg piece={role.of(props.color)} />
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
