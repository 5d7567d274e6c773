//! The PGN import's work, apart from the worker's glue (`main.rs`) so that
//! it runs and is tested natively too: the file's bytes in, reports
//! ([`Report`]) out, every game read and each of its moves checked (the
//! arbiter's [`Game::from_pgn_game`], as the page did before); and the
//! messages between the page and the worker ([`wire`]).

pub mod wire;

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{GameReader, Pos};

use crate::wire::{Found, Refused, Report, Stage};

/// Games per report: about a hundred reports for a file of 20,000 games,
/// each a short task for the page.
pub const GAMES_PER_REPORT: usize = 200;

/// The file's text and, for each stretch of bytes that was not UTF-8
/// (each read as one U+FFFD, as the browser's `Blob.text()` does), where
/// the text after it starts: `(offset in the text, offset in the file)`.
pub fn decode(bytes: &[u8]) -> (String, Vec<(usize, usize)>) {
    let mut text = String::with_capacity(bytes.len());
    let mut marks = Vec::new();
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        at += chunk.valid().len();
        if !chunk.invalid().is_empty() {
            text.push('\u{fffd}');
            at += chunk.invalid().len();
            marks.push((text.len(), at));
        }
    }
    (text, marks)
}

/// The file offset of text offset `at`.
fn in_file(marks: &[(usize, usize)], at: usize) -> u64 {
    let i = marks.partition_point(|(t, _)| *t <= at);
    let file = match i.checked_sub(1).map(|i| marks[i]) {
        Some((t, f)) => f + (at - t),
        None => at,
    };
    file as u64
}

/// Reads every game of the file's `bytes`, posting a [`Report`] every
/// `every` games and a last one with [`Stage::Done`].
pub fn import(bytes: &[u8], every: usize, mut post: impl FnMut(Report)) {
    let size = bytes.len() as u64;
    let (text, marks) = decode(bytes);
    let mut reader = GameReader::new(&text);
    let mut report = Report {
        size,
        ..Report::default()
    };
    let mut number = 0u32;
    while let Some(read) = reader.next() {
        number = number.saturating_add(1);
        let bytes = in_file(&marks, read.bytes.start)..in_file(&marks, read.bytes.end);
        let game = read
            .game
            .and_then(|pgn| Game::from_pgn_game(&pgn).map(|g| (pgn, g)));
        match game {
            Ok((_, game)) => {
                let s = game.setup();
                report.found.push(Found {
                    number,
                    bytes,
                    white: s.white.clone(),
                    black: s.black.clone(),
                    event: s.event.clone(),
                    date: s.date.clone(),
                    result: game.result_token().to_string(),
                    edition: s.edition,
                });
            }
            Err(e) => report.refused.push(Refused {
                number,
                bytes,
                pos: e.pos,
            }),
        }
        if report.found.len() + report.refused.len() >= every {
            report.read = in_file(&marks, reader.offset());
            post(Report {
                found: core::mem::take(&mut report.found),
                refused: core::mem::take(&mut report.refused),
                ..report
            });
        }
    }
    if number == 0 {
        // A text without a game is one refusal, at its start: the page
        // re-reads it and says "no game found".
        report.refused.push(Refused {
            number: 1,
            bytes: 0..0,
            pos: Pos { line: 1, column: 1 },
        });
    }
    report.read = size;
    report.stage = Stage::Done;
    post(report);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8], every: usize) -> Vec<Report> {
        let mut out = Vec::new();
        import(bytes, every, |r| out.push(r));
        out
    }

    #[test]
    fn games_and_refusals_arrive_in_reports_with_progress() {
        let text = "[White \"Anna\"]\n[Black \"Bella\"]\n[Event \"Club\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
            [White \"C\"]\n\n1. e4 Ke7 2. Kd3 *\n\n\
            [Variant \"Crazyhouse\"]\n\n1. e4 e5 2. N@f3 *\n\n1. d4 *\n";
        let reports = all(text.as_bytes(), 2);
        assert_eq!(reports.len(), 3);
        assert_eq!(reports[0].stage, Stage::Reading);
        assert!(reports[0].read > 0 && reports[0].read < reports[1].read);
        assert_eq!(reports[2].stage, Stage::Done);
        assert_eq!(reports[2].read, text.len() as u64);
        let found: Vec<_> = reports.iter().flat_map(|r| r.found.clone()).collect();
        let refused: Vec<_> = reports.iter().flat_map(|r| r.refused.clone()).collect();
        assert_eq!(found.iter().map(|f| f.number).collect::<Vec<_>>(), [1, 4]);
        assert_eq!(
            (found[0].white.as_str(), found[0].result.as_str()),
            ("Anna", "0-1")
        );
        let at: Vec<_> = refused
            .iter()
            .map(|r| (r.number, r.pos.line, r.pos.column))
            .collect();
        assert_eq!(at, [(2, 9, 7), (3, 11, 1)]);
        let first = &found[0].bytes;
        assert!(text[first.start as usize..first.end as usize].ends_with("Qh4# 0-1"));
    }

    #[test]
    fn bytes_point_into_the_file_past_text_that_is_not_utf8() {
        let mut bytes = b"[White \"M\xfcller\"]\n\n1. e4 *\n".to_vec();
        let second = bytes.len() as u64;
        bytes.extend_from_slice(b"[White \"\xe9\xe9\"]\n\n1. d4 *\n");
        let reports = all(&bytes, 100);
        let found = &reports[0].found;
        assert_eq!(found[0].white, "M\u{fffd}ller");
        assert_eq!(found[1].bytes.start, second);
        assert_eq!(found[1].bytes.end, bytes.len() as u64 - 1);
    }

    /// Each game crosses with the edition it was read under: its `Laws`
    /// tag's, else its date's (the arbiter's one rule); a 2024 game without
    /// the tag ends at the fivefold repetition (2023 Art. 9.6.1).
    #[test]
    fn each_game_crosses_with_the_edition_it_was_read_under() {
        use rochade_arbiter::Edition;
        let knights = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(4);
        let text = format!(
            "[Date \"1999.10.02\"]\n\n1. e4 *\n\n[Date \"2024.01.05\"]\n\n{knights}*\n\n\
             [Date \"1999.10.02\"]\n[Laws \"FIDE 2023\"]\n\n1. e4 *\n\n1. d4 *\n"
        );
        let found = all(text.as_bytes(), 100).remove(0).found;
        let editions: Vec<_> = found.iter().map(|f| f.edition).collect();
        assert_eq!(
            editions,
            [
                Edition::Fide1997,
                Edition::Fide2023,
                Edition::Fide2023,
                Edition::Fide2023
            ]
        );
        assert_eq!(found[1].result, "1/2-1/2");
    }

    #[test]
    fn an_empty_file_is_one_refusal() {
        let reports = all(b"  \n", 10);
        assert_eq!(reports.len(), 1);
        assert_eq!(reports[0].refused.len(), 1);
        assert!(reports[0].found.is_empty());
    }
}
