//! One component type for every part of the screen that keeps state of its
//! own (hooks): each part is a hook that returns its view, and its module
//! mounts it with [`mount`].
//!
//! Why one type: Yew compiles its lifecycle (creation, mounting, reuse, the
//! comparison of props, the scheduler's runners) once per component type,
//! about 500 B of gzip each; the parts share one copy. A part keeps what a
//! component of its own would: its hooks and its state live in its own
//! scope, and it is drawn again only when its props change or a context or
//! state it reads does.
//!
//! Each part is keyed by its kind, so that a slot of the page that shows one
//! part and then another mounts the second afresh instead of handing it the
//! first one's hooks. This module knows no part: each module says how its
//! own is drawn, so the arrows run from the parts to here only.

use std::any::Any;
use std::rc::Rc;

use yew::functional::{Hook, HookContext};
use yew::prelude::*;

/// How a part is drawn: its hook, run in the part's scope, with its props.
type View = fn(&dyn Any, &mut HookContext) -> Html;

/// A part of the screen with state of its own: its kind, its props and how
/// it is drawn.
pub struct Part {
    kind: &'static str,
    props: Rc<dyn Any>,
    view: View,
    same: fn(&dyn Any, &dyn Any) -> bool,
}

impl Part {
    /// A part of kind `kind` drawn by `view` with `props`.
    pub fn new<P: PartialEq + 'static>(kind: &'static str, props: P, view: View) -> Part {
        Part {
            kind,
            props: Rc::new(props),
            view,
            same: same_props::<P>,
        }
    }
}

/// Whether two parts' props are equal (both of type `P`).
fn same_props<P: PartialEq + 'static>(a: &dyn Any, b: &dyn Any) -> bool {
    a.downcast_ref::<P>() == b.downcast_ref::<P>()
}

impl PartialEq for Part {
    fn eq(&self, other: &Part) -> bool {
        self.kind == other.kind && (self.same)(&*self.props, &*other.props)
    }
}

/// The view of a part, run in the part's scope.
struct Run<'a>(&'a Part);

impl Hook for Run<'_> {
    type Output = Html;

    fn run(self, ctx: &mut HookContext) -> Html {
        (self.0.view)(&*self.0.props, ctx)
    }
}

/// The hook of a part's view (one name for the component's body to call).
fn use_part(part: &Part) -> Run<'_> {
    Run(part)
}

/// The props of [`PartHost`].
#[derive(Properties, PartialEq)]
pub struct PartHostProps {
    /// The part shown.
    pub part: Part,
}

/// The one component type of the parts.
#[function_component(PartHost)]
pub fn part_host(props: &PartHostProps) -> Html {
    use_part(&props.part)
}

/// Mounts a part of kind `kind` drawn by `view` with `props`, keyed by its
/// kind.
pub fn mount<P: PartialEq + 'static>(kind: &'static str, props: P, view: View) -> Html {
    mount_part(Part::new(kind, props, view))
}

/// The part in its component (written once, not once per type of props).
#[inline(never)]
fn mount_part(part: Part) -> Html {
    let key = part.kind;
    html! { <PartHost {key} {part} /> }
}
