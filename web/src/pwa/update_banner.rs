//! "Update available — reload": shown when a new version of the app is
//! installed and waiting; the page reloads only when the user clicks it.

use web_sys::ServiceWorker;
use yew::prelude::*;

use crate::hooks::{use_effect_with, use_state};

/// The English label; the app passes the interface language's own.
pub const LABEL: &str = "Update available — reload";

/// Properties of [`UpdateBanner`].
#[derive(Properties, PartialEq, Clone)]
pub struct UpdateBannerProps {
    /// The button's text (the interface language's "Update available — reload").
    #[prop_or(AttrValue::Static(LABEL))]
    pub label: AttrValue,
}

impl Default for UpdateBannerProps {
    fn default() -> Self {
        Self {
            label: AttrValue::Static(LABEL),
        }
    }
}

/// Registers the service worker (see [`super::register`]) and, while a new
/// version waits, shows a button that installs it and reloads. Mount exactly
/// one, for the page's lifetime. The surrounding `role="status"` region is
/// always present so that screen readers announce the button when it
/// appears.
#[hook]
pub fn use_update_banner(props: &UpdateBannerProps) -> Html {
    let waiting = use_state(|| None::<ServiceWorker>);
    {
        let waiting = waiting.clone();
        use_effect_with((), move |_| {
            super::register(Callback::from(move |worker| waiting.set(Some(worker))));
        });
    }
    let button = (*waiting).clone().map(|worker| {
        let onclick = Callback::from(move |_: MouseEvent| super::apply_update(&worker));
        html! {
            <button type="button" class="update-banner-button" {onclick}>
                { props.label.clone() }
            </button>
        }
    });
    html! {
        <div class="update-banner" role="status">{ for button }</div>
    }
}

/// Mounts the update banner as a part of its own (see `components::part`).
pub fn update_banner(props: UpdateBannerProps) -> Html {
    crate::components::part::mount("update-banner", props, |props, ctx| {
        match props.downcast_ref() {
            Some(props) => yew::functional::Hook::run(use_update_banner(props), ctx),
            None => Html::default(),
        }
    })
}
