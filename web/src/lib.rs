//! Rochade's browser application (Yew, client-side rendering).
//!
//! The binary (`main.rs`) only calls [`run`]; everything else lives here so
//! that the in-browser tests can mount components.

pub mod app;
pub mod archive;
pub mod commands;
pub mod components;
pub mod context;
pub mod error_text;
pub mod hooks;
pub mod i18n;
pub mod notice;
pub mod outcome_text;
pub mod pieces;
pub mod pwa;
pub mod settings;
pub mod state;
pub mod storage;
#[cfg(test)]
mod testing;
pub mod time;
pub mod time_control_draft;
pub mod transfer;
pub mod voice;
pub mod words;

/// Mounts the application on the document's body.
pub fn run() {
    // The app mounts the update banner itself, with a translated label.
    yew::Renderer::<app::App>::new().render();
}

/// Sorts `v` by `cmp`, keeping equal elements in their order, like
/// `sort_by`, with an insertion sort: the lists sorted here are short, and
/// the standard library's sort adds about 3 KB of wasm for every type it
/// sorts.
pub(crate) fn sort_short_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> core::cmp::Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]).is_gt() {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod sort_tests {
    #[test]
    fn the_short_sort_is_stable() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        super::sort_short_by(&mut v, |a, b| a.0.cmp(&b.0));
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        super::sort_short_by(&mut empty, |a, b| a.cmp(b));
    }
}
