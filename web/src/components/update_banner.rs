//! "Update available — reload": shown when a new version of the app is
//! installed and waiting; the page reloads only when the user clicks it.

use yew::prelude::*;

use crate::hooks::use_waiting_update;

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

/// Registers the service worker ([`use_waiting_update`]) and, while a new
/// version waits, shows a button that installs it and reloads. Mount exactly
/// one, for the page's lifetime. The surrounding `role="status"` region is
/// always present so that screen readers announce the button when it
/// appears.
#[function_component]
pub fn UpdateBanner(props: &UpdateBannerProps) -> Html {
    let button = use_waiting_update().map(|worker| {
        let onclick = Callback::from(move |_: MouseEvent| crate::pwa::apply_update(&worker));
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
