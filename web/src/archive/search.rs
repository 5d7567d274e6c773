//! Finding games in the archive by player, event, date and result, as a
//! club's arbiter looks one up among thousands.

use super::{Entry, Index};
use rochade_laws::lower_latin;

/// Which results to find.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ResultFilter {
    /// Any result.
    #[default]
    Any,
    /// White won (`1-0`).
    WhiteWon,
    /// Black won (`0-1`).
    BlackWon,
    /// Drawn (`1/2-1/2`).
    Drawn,
    /// Not finished (`*`).
    Unfinished,
}

impl ResultFilter {
    /// Every filter, in the order offered.
    pub const ALL: [ResultFilter; 5] = [
        ResultFilter::Any,
        ResultFilter::WhiteWon,
        ResultFilter::BlackWon,
        ResultFilter::Drawn,
        ResultFilter::Unfinished,
    ];

    fn token(self) -> Option<&'static str> {
        match self {
            ResultFilter::Any => None,
            ResultFilter::WhiteWon => Some("1-0"),
            ResultFilter::BlackWon => Some("0-1"),
            ResultFilter::Drawn => Some("1/2-1/2"),
            ResultFilter::Unfinished => Some("*"),
        }
    }
}

/// What to look for; empty fields match every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// Part of White's or Black's name, in any case.
    pub player: String,
    /// Part of the event's name, in any case.
    pub event: String,
    /// The start of the date (`2026`, `2026.11`, `2026-11-20`): `-` and `/`
    /// read as PGN's `.`.
    pub date: String,
    /// The result.
    pub result: ResultFilter,
}

/// `needle` (already folded) in `hay`, in any case.
fn contains(hay: &str, needle: &str) -> bool {
    if needle.is_empty() {
        return true;
    }
    if hay.is_ascii() && needle.is_ascii() {
        let (h, n) = (hay.as_bytes(), needle.as_bytes());
        return h.len() >= n.len() && h.windows(n.len()).any(|w| w.eq_ignore_ascii_case(n));
    }
    hay.chars()
        .map(lower_latin)
        .collect::<String>()
        .contains(needle)
}

/// `s` trimmed and folded, to look for.
fn folded(s: &str) -> String {
    s.trim().chars().map(lower_latin).collect()
}

/// One field of a [`Query`] changed, applied to the query as it is then
/// (two fields changed in one task both count).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueryChange {
    /// The player's name.
    Player(String),
    /// The event.
    Event(String),
    /// The date.
    Date(String),
    /// The result.
    Result(ResultFilter),
}

impl yew::Reducible for Query {
    type Action = QueryChange;

    fn reduce(self: std::rc::Rc<Self>, change: QueryChange) -> std::rc::Rc<Self> {
        let mut q = (*self).clone();
        match change {
            QueryChange::Player(v) => q.player = v,
            QueryChange::Event(v) => q.event = v,
            QueryChange::Date(v) => q.date = v,
            QueryChange::Result(r) => q.result = r,
        }
        q.into()
    }
}

impl Query {
    /// Whether nothing is asked for.
    pub fn is_empty(&self) -> bool {
        *self == Query::default()
    }

    /// The ids of the games of `index` that match, newest first.
    pub fn run(&self, index: &Index) -> Vec<usize> {
        let player = folded(&self.player);
        let event = folded(&self.event);
        let date: String = self
            .date
            .trim()
            .chars()
            .map(|c| if c == '-' || c == '/' { '.' } else { c })
            .collect();
        let result = self.result.token();
        let hit = |e: &Entry| {
            (contains(&e.white, &player) || contains(&e.black, &player))
                && contains(&e.event, &event)
                && e.date.starts_with(&date)
                && result.is_none_or(|r| e.result == r)
        };
        index
            .newest_first()
            .enumerate()
            .filter(|(_, e)| hit(e))
            .map(|(i, _)| i)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_unicode_are_ignored_where_a_person_would() {
        assert!(contains("Anna Müller", &folded("MÜLLER")));
        assert!(contains("Łukasz Ŝ", &folded("łUKASZ ŝ")));
        assert!(contains("Ÿ Ž", &folded("ÿ ž")));
        assert!(contains("ANNA", "ann"));
        assert!(!contains("Anna", "bella"));
        assert!(contains("x", ""));
    }
}
